import dynamic from 'next/dynamic'
import { AntiAffinityGroupsTable } from '@/components/affinity/anti-affinity-groups-table'
import { useRouteParams } from '@/lib/core/use-route-params'

// the form and its validators load only when the panel opens
const CreateGroupPanel = dynamic(
  () => import('@/components/affinity/create-group-panel').then((m) => m.CreateGroupPanel),
  { ssr: false },
)

export default function NewAntiAffinityGroupPage() {
  const params = useRouteParams('project')
  if (!params) return null
  return (
    <>
      <AntiAffinityGroupsTable project={params.project} />
      <CreateGroupPanel project={params.project} />
    </>
  )
}
