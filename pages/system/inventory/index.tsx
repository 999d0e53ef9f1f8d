import { Redirect } from '@/components/layout/redirect'
import { pb } from '@/lib/core/paths'

export default function InventoryPage() {
  return <Redirect to={pb.systemInventorySleds()} />
}
