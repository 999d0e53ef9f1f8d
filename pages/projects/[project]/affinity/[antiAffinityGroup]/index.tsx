import { GroupPage } from '@/components/affinity/group-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function AntiAffinityGroupPage() {
  const params = useRouteParams('project', 'antiAffinityGroup')
  return params ? <GroupPage project={params.project} group={params.antiAffinityGroup} /> : null
}
