import { GroupPage } from '@/components/affinity/group-page'
import { AFFINITY } from '@/components/affinity/group-kinds'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function AffinityGroupPage() {
  const params = useRouteParams('project', 'affinityGroup')
  return params ? (
    <GroupPage kind={AFFINITY} project={params.project} group={params.affinityGroup} />
  ) : null
}
