import { InventoryFrame } from '@/components/system/inventory/inventory-frame'
import { SwitchesTab } from '@/components/system/inventory/switches-tab'

export default function InventorySwitchesPage() {
  return (
    <InventoryFrame>
      <SwitchesTab />
    </InventoryFrame>
  )
}
