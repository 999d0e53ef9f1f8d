import { LoopbackAddressesTable } from '@/components/system/networking/loopback-addresses-table'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateLoopbackPanel = lazyOnRender(() =>
  import('@/components/system/networking/create-loopback-panel').then((m) => m.CreateLoopbackPanel),
)

export default function NewLoopbackAddressPage() {
  return (
    <>
      <LoopbackAddressesTable />
      <CreateLoopbackPanel />
    </>
  )
}
