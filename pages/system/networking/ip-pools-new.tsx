import dynamic from 'next/dynamic'
import { IpPoolsTable } from '@/components/system/ip-pools/ip-pools-table'

// the form and its validators load only when the panel opens
const CreateIpPoolPanel = dynamic(
  () =>
    import('@/components/system/ip-pools/create-ip-pool-panel').then((m) => m.CreateIpPoolPanel),
  { ssr: false },
)

export default function NewIpPoolPage() {
  return (
    <>
      <IpPoolsTable />
      <CreateIpPoolPanel />
    </>
  )
}
