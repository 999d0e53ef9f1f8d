import { InstancesTable } from '@/components/instances/instances-table'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function InstancesPage() {
  const params = useRouteParams('project')
  return params ? <InstancesTable project={params.project} /> : null
}
