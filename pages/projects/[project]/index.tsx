import { Redirect } from '@/components/layout/redirect'
import { pb } from '@/lib/paths'
import { useRouteParams } from '@/lib/use-route-params'

export default function ProjectPage() {
  const params = useRouteParams('project')
  return <Redirect to={params && pb.instances(params)} />
}
