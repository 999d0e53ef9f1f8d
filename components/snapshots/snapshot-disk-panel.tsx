import { diskByIdParams } from '@/components/disks/disk-queries'
import { DiskPanelView } from '@/components/disks/disk-panel'
import { pageQueries } from '@/lib/api/page-queries'
import { useApiQuery } from '@/lib/api/query'
import { useViewById } from '@/lib/api/view-by-id'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'

/**
 * The disk a snapshot was taken of, in the disk's panel over the snapshots. The snapshot
 * names the disk by id, the key its row's Disk cell read it under, so from the list the disk
 * is there already. A snapshot or disk that isn't (deleted since) is a not-found in the panel.
 */
export function SnapshotDiskPanel({ project, snapshot }: { project: string; snapshot: string }) {
  const snap = useApiQuery(...pageQueries.snapshotDisk({ project, snapshot }).snapshot)
  const disk = useViewById(op.diskView, snap.data?.diskId, diskByIdParams, { overList: true })
  // the snapshot's failure is the panel's until the disk has been read
  const query = snap.error && !disk.data ? { ...disk, error: snap.error } : disk
  return <DiskPanelView project={project} query={query} dismissTo={pb.snapshots({ project })} />
}
