import { Redirect } from '@/components/layout/redirect'
import { pb } from '@/lib/paths'
import { useRouteParams } from '@/lib/use-route-params'

export default function SystemSiloPage() {
  const params = useRouteParams('silo')
  return <Redirect to={params && pb.systemSiloIdps(params)} />
}
