import { usePrefetchQuery } from '@tanstack/react-query'
import { lazyOnRender } from '@/components/ui/lazy'
import { pageQueries } from '@/lib/api/page-queries'
import { apiq } from '@/lib/api/query'

// the panel's code loads after the page's: its reads start here, with the list's
const DiskPanel = lazyOnRender(() => import('./disk-panel').then((m) => m.DiskPanel))
const SnapshotDiskPanel = lazyOnRender(() =>
  import('@/components/snapshots/snapshot-disk-panel').then((m) => m.SnapshotDiskPanel),
)

/** What the panel names a disk's source from, asked for with the page's own reads. */
function usePrefetchDiskSources(project: string) {
  const lists = pageQueries.disks({ project })
  usePrefetchQuery(apiq(...lists.snapshots))
  usePrefetchQuery(apiq(...lists.projectImages))
  usePrefetchQuery(apiq(...lists.siloImages))
}

/** A disk of the project, by name, in its panel over the list `dismissTo` names. */
export function DiskPanelRoute(props: { project: string; disk: string; dismissTo: string }) {
  usePrefetchQuery(apiq(...pageQueries.disk(props).disk))
  usePrefetchDiskSources(props.project)
  return <DiskPanel {...props} />
}

/** The disk a snapshot was taken of, in its panel over the snapshots. */
export function SnapshotDiskPanelRoute(props: { project: string; snapshot: string }) {
  usePrefetchQuery(apiq(...pageQueries.snapshotDisk(props).snapshot))
  usePrefetchDiskSources(props.project)
  return <SnapshotDiskPanel {...props} />
}
