import { GroupPage } from '@/components/affinity/group-page'
import { ANTI_AFFINITY } from '@/components/affinity/group-kinds'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

const EditGroupPanel = lazyOnRender(() =>
  import('@/components/affinity/edit-group-panel').then((m) => m.EditGroupPanel),
)

export default function EditAntiAffinityGroupPage() {
  const params = useRouteParams('project', 'antiAffinityGroup')
  if (!params) return null
  const sel = { kind: ANTI_AFFINITY, project: params.project, group: params.antiAffinityGroup }
  return (
    <>
      <GroupPage {...sel} />
      <EditGroupPanel {...sel} />
    </>
  )
}
