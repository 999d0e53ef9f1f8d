import { Redirect } from '@/components/layout/redirect'
import { pb } from '@/lib/core/paths'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SledPage() {
  const params = useRouteParams('sledId')
  return <Redirect to={params && pb.systemSledInstances(params)} />
}
