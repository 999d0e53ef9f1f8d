import { Skeleton } from '@/components/ui/skeleton'
import { DiskLink } from '@/components/disks/disk-link'
import { diskByIdParams } from '@/components/disks/disk-queries'
import { useViewById } from '@/lib/api/view-by-id'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'

/**
 * The disk a snapshot was taken of, looked up by id: linked to its panel over the
 * snapshots while the disk exists, 'Deleted' once the lookup answers 404.
 * Any other failure leaves the id, since the disk may well still be there.
 */
export function SnapshotDisk({
  project,
  snapshot,
  diskId,
}: {
  project: string
  snapshot: string
  diskId: string
}) {
  const lookup = useViewById(op.diskView, diskId, diskByIdParams)
  // before the name: a disk seen earlier keeps its cached data when a refetch finds it gone
  if (lookup.error?.statusCode === 404) {
    return <span className="text-muted-foreground">Deleted</span>
  }
  const name = lookup.data?.name
  if (name) {
    return <DiskLink href={pb.snapshotDisk({ project, snapshot })} name={name} related />
  }
  if (lookup.isPending) return <Skeleton className="h-4 w-24" />
  return (
    <span className="block max-w-[10rem] truncate font-mono text-xs" title={diskId}>
      {diskId}
    </span>
  )
}
