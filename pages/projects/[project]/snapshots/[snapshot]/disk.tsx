import { SnapshotDiskPanelRoute } from '@/components/disks/disk-panel-route'
import { SnapshotsTable } from '@/components/snapshots/snapshots-table'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SnapshotDiskPage() {
  const params = useRouteParams('project', 'snapshot')
  if (!params) return null
  return (
    <>
      <SnapshotsTable project={params.project} />
      <SnapshotDiskPanelRoute {...params} />
    </>
  )
}
