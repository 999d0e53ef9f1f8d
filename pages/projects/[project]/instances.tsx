import { InstancesTable } from '@/components/instances/instances-table'
import { useRouteParams } from '@/lib/use-route-params'

export default function InstancesPage() {
  const params = useRouteParams('project')
  return params ? <InstancesTable project={params.project} /> : null
}
