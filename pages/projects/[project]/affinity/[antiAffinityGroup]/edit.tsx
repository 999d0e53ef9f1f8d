import dynamic from 'next/dynamic'
import { GroupPage } from '@/components/affinity/group-page'
import { useRouteParams } from '@/lib/core/use-route-params'

const EditGroupPanel = dynamic(
  () => import('@/components/affinity/edit-group-panel').then((m) => m.EditGroupPanel),
  { ssr: false },
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
