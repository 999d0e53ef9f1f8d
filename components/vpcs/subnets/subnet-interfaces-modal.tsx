import { Modal } from '@/components/ui/modal'
import { SubnetInterfaces } from './subnet-interfaces'
import type { SubnetSel } from './subnet-queries'

/** Opened from a subnet's row menu: what holds the subnet (and keeps it from being deleted). */
export function SubnetInterfacesModal({
  open,
  onOpenChange,
  sel,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  sel: SubnetSel | undefined
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Network interfaces in ${sel?.subnet ?? 'subnet'}`}
      width="free"
    >
      {sel && <SubnetInterfaces {...sel} />}
    </Modal>
  )
}
