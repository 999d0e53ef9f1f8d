import { RouterPage } from '@/components/vpcs/routers/router-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function VpcRouterPage() {
  const params = useRouteParams('project', 'vpc', 'router')
  return params ? <RouterPage {...params} /> : null
}
