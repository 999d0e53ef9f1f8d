import { SnapshotsTable } from '@/components/snapshots/snapshots-table'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateSnapshotPanel = lazyOnRender(() =>
  import('@/components/snapshots/create-snapshot-panel').then((m) => m.CreateSnapshotPanel),
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
