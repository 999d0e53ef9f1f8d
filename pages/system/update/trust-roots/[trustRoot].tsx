import { TrustRootPage } from '@/components/system/updates/trust-root-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SystemUpdateTrustRootPage() {
  const params = useRouteParams('trustRoot')
  if (!params) return null
  return <TrustRootPage trustRoot={params.trustRoot} />
}
