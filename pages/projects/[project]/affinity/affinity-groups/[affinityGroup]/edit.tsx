import { GroupPage } from '@/components/affinity/group-page'
import { AFFINITY } from '@/components/affinity/group-kinds'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

const EditGroupPanel = lazyOnRender(() =>
  import('@/components/affinity/edit-group-panel').then((m) => m.EditGroupPanel),
)

export default function EditAffinityGroupPage() {
  const params = useRouteParams('project', 'affinityGroup')
  if (!params) return null
  const sel = { kind: AFFINITY, project: params.project, group: params.affinityGroup }
  return (
    <>
      <GroupPage {...sel} />
      <EditGroupPanel {...sel} />
    </>
  )
}
