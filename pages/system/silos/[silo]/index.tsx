import { Redirect } from '@/components/layout/redirect'
import { pb } from '@/lib/core/paths'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SystemSiloPage() {
  const params = useRouteParams('silo')
  return (
    <Redirect to={params && pb.systemSiloIdps(params)} from={{ route: 'systemSilo', params }} />
  )
}
