import { Redirect } from '@/components/layout/redirect'
import { pb } from '@/lib/paths'
import { useRouteParams } from '@/lib/use-route-params'

export default function InstancePage() {
  const params = useRouteParams('project', 'instance')
  return <Redirect to={params && pb.instanceStorage(params)} />
}
