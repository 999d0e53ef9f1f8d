import { Redirect } from '@/components/layout/redirect'
import { pb } from '@/lib/paths'
import { useRouteParams } from '@/lib/use-route-params'

export default function SledPage() {
  const params = useRouteParams('sledId')
  return <Redirect to={params && pb.systemSledInstances(params)} />
}
