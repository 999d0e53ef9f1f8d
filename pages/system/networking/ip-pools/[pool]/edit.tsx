import { IpPoolPage } from '@/components/system/ip-pools/ip-pool-page'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

const EditIpPoolPanel = lazyOnRender(() =>
  import('@/components/system/ip-pools/edit-ip-pool-panel').then((m) => m.EditIpPoolPanel),
)

export default function EditIpPoolPage() {
  const params = useRouteParams('pool')
  if (!params) return null
  return (
    <>
      <IpPoolPage pool={params.pool} />
      <EditIpPoolPanel pool={params.pool} />
    </>
  )
}
