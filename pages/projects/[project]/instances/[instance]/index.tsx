import { Redirect } from '@/components/layout/redirect'
import { pb } from '@/lib/core/paths'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function InstancePage() {
  const params = useRouteParams('project', 'instance')
  return <Redirect to={params && pb.instanceStorage(params)} from={{ route: 'instance', params }} />
}
