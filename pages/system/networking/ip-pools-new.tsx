import { IpPoolsTable } from '@/components/system/ip-pools/ip-pools-table'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateIpPoolPanel = lazyOnRender(() =>
  import('@/components/system/ip-pools/create-ip-pool-panel').then((m) => m.CreateIpPoolPanel),
)

export default function NewIpPoolPage() {
  return (
    <>
      <IpPoolsTable />
      <CreateIpPoolPanel />
    </>
  )
}
