import { InventoryFrame } from '@/components/system/inventory/inventory-frame'
import { SledsTab } from '@/components/system/inventory/sleds-tab'

export default function InventorySledsPage() {
  return (
    <InventoryFrame>
      <SledsTab />
    </InventoryFrame>
  )
}
