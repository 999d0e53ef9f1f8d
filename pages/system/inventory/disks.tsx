import { InventoryFrame } from '@/components/system/inventory/inventory-frame'
import { PhysicalDisksTab } from '@/components/system/inventory/physical-disks-tab'

export default function InventoryDisksPage() {
  return (
    <InventoryFrame>
      <PhysicalDisksTab />
    </InventoryFrame>
  )
}
