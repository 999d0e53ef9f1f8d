import { CreateImageFromSnapshot } from '@/components/snapshots/create-image-route'
import { SnapshotsTable } from '@/components/snapshots/snapshots-table'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function NewImageFromSnapshotPage() {
  const params = useRouteParams('project', 'snapshot')
  if (!params) return null
  return (
    <>
      <SnapshotsTable project={params.project} />
      <CreateImageFromSnapshot project={params.project} snapshot={params.snapshot} />
    </>
  )
}
