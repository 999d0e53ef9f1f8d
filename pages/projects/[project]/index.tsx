import { Redirect } from '@/components/layout/redirect'
import { pb } from '@/lib/core/paths'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function ProjectPage() {
  const params = useRouteParams('project')
  return <Redirect to={params && pb.instances(params)} />
}
