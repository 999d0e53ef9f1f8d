import { useCallback, useMemo } from 'react'
import type { Disk } from '@/lib/api/__generated__/Api'
import { pageQueries } from '@/lib/api/page-queries'
import { pickerTruncated } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import { diskSource } from '@/lib/domain/disk-source'

/**
 * The images and snapshots a project's disks may come from, read whole as the page opens,
 * beside its own request: the Source column and the disk panel name each disk's source from
 * them. `sourceOf` is undefined until the lists are read; a source they don't hold is a
 * deleted one, unless a list was cut at its limit (`partial`), when it may be past it.
 */
export function useDiskSources(project: string) {
  const lists = pageQueries.disks({ project })
  const snapshots = useApiQuery(...lists.snapshots)
  const projectImages = useApiQuery(...lists.projectImages)
  const siloImages = useApiQuery(...lists.siloImages)

  const pages = [snapshots.data, projectImages.data, siloImages.data]
  const partial = pages.some(pickerTruncated)
  // a list that fails leaves its sources unnamed, as if deleted: they show as ids
  const settled = [snapshots, projectImages, siloImages].every((q) => !q.isPending)

  const found = useMemo(
    () => ({
      images: [...(projectImages.data?.items ?? []), ...(siloImages.data?.items ?? [])],
      snapshots: snapshots.data?.items ?? [],
    }),
    [projectImages.data, siloImages.data, snapshots.data],
  )
  const sourceOf = useCallback(
    (disk: Pick<Disk, 'imageId' | 'snapshotId'>) => diskSource(disk, found),
    [found],
  )
  return { sourceOf: settled ? sourceOf : undefined, partial }
}
