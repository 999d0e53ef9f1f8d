import dynamic from 'next/dynamic'
import { LoopbackAddressesTable } from '@/components/system/networking/loopback-addresses-table'

// the form and its validators load only when the panel opens
const CreateLoopbackPanel = dynamic(
  () =>
    import('@/components/system/networking/create-loopback-panel').then(
      (m) => m.CreateLoopbackPanel,
    ),
  { ssr: false },
)

export default function NewLoopbackAddressPage() {
  return (
    <>
      <LoopbackAddressesTable />
      <CreateLoopbackPanel />
    </>
  )
}
