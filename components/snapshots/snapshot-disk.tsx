import Link from 'next/link'
import { Skeleton } from '@/components/ui/skeleton'
import type { Disk } from '@/lib/api/__generated__/Api'
import { pb } from '@/lib/paths'

/**
 * The disk a snapshot was taken of: linked to the disks list while the disk
 * exists. A disk missing from a complete list has been deleted; one missing
 * from a truncated list may just not be in it.
 */
export function SnapshotDisk({
  project,
  diskId,
  disks,
  loading,
  complete,
}: {
  project: string
  diskId: string
  disks: ReadonlyMap<string, Pick<Disk, 'name'>>
  loading: boolean
  complete: boolean
}) {
  const disk = disks.get(diskId)
  if (disk) {
    return (
      <Link
        href={pb.disks({ project })}
        title={disk.name}
        className="block max-w-xs truncate text-primary hover:underline"
      >
        {disk.name}
      </Link>
    )
  }
  if (loading) return <Skeleton className="h-4 w-24" />
  if (!complete) {
    return (
      <span className="block max-w-[10rem] truncate font-mono text-xs" title={diskId}>
        {diskId}
      </span>
    )
  }
  return <span className="text-muted-foreground">Deleted</span>
}
