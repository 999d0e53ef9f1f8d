import { IpPoolPage } from '@/components/system/ip-pools/ip-pool-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SystemIpPoolPage() {
  const params = useRouteParams('pool')
  if (!params) return null
  return <IpPoolPage pool={params.pool} />
}
