import { AntiAffinityGroupsTable } from '@/components/affinity/anti-affinity-groups-table'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function AffinityPage() {
  const params = useRouteParams('project')
  return params ? <AntiAffinityGroupsTable project={params.project} /> : null
}
