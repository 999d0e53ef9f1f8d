import dynamic from 'next/dynamic'
import { SnapshotsTable } from '@/components/snapshots/snapshots-table'
import { useRouteParams } from '@/lib/core/use-route-params'

// the form and its validators load only when the panel opens
const CreateSnapshotPanel = dynamic(
  () => import('@/components/snapshots/create-snapshot-panel').then((m) => m.CreateSnapshotPanel),
  { ssr: false },
)

export default function NewSnapshotPage() {
  const params = useRouteParams('project')
  if (!params) return null
  return (
    <>
      <SnapshotsTable project={params.project} />
      <CreateSnapshotPanel project={params.project} />
    </>
  )
}
