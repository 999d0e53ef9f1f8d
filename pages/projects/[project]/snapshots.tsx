import { SnapshotsTable } from '@/components/snapshots/snapshots-table'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SnapshotsPage() {
  const params = useRouteParams('project')
  return params ? <SnapshotsTable project={params.project} /> : null
}
