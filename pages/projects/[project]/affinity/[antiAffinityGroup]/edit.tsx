import { GroupPage } from '@/components/affinity/group-page'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

const EditGroupPanel = lazyOnRender(() =>
  import('@/components/affinity/edit-group-panel').then((m) => m.EditGroupPanel),
)

export default function EditAntiAffinityGroupPage() {
  const params = useRouteParams('project', 'antiAffinityGroup')
  if (!params) return null
  return (
    <>
      <GroupPage project={params.project} group={params.antiAffinityGroup} />
      <EditGroupPanel project={params.project} group={params.antiAffinityGroup} />
    </>
  )
}
