import { GroupPage } from '@/components/affinity/group-page'
import { ANTI_AFFINITY } from '@/components/affinity/group-kinds'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function AntiAffinityGroupPage() {
  const params = useRouteParams('project', 'antiAffinityGroup')
  return params ? (
    <GroupPage kind={ANTI_AFFINITY} project={params.project} group={params.antiAffinityGroup} />
  ) : null
}
