import { useMemo } from 'react'
import type { Image } from '@/lib/api/__generated__/Api'
import { diskSourceLists } from '@/lib/api/page-queries'
import { snapshotSettling } from '@/lib/api/poll'
import { useApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { snapshotReady } from '@/lib/domain/snapshot'
import type { SourceSize } from './create-disk-schema'

const imageLabel = (i: Image, scope: 'project' | 'silo') =>
  `${i.name} — ${scope} image, ${[i.os, i.version].filter(Boolean).join(' ')}, ${formatBytes(i.size)}`

/**
 * What a new disk can be a copy of: the project's ready snapshots, the project's images
 * and the silo's. Every list starts as the form opens, none waiting for another; a
 * blank-only form (`enabled` false) reads none.
 */
export function useDiskSourceLists(project: string, enabled: boolean) {
  const lists = diskSourceLists(project)
  const snapshots = useApiQuery(...lists.snapshots, {
    enabled,
    // a snapshot still being made becomes a choice once ready
    pollWhile: (data) => data.items.some((s) => snapshotSettling(s.state)),
  })
  const projectImages = useApiQuery(...lists.projectImages, { enabled })
  const siloImages = useApiQuery(...lists.siloImages, { enabled })

  const snapshotItems = useMemo(
    () =>
      (snapshots.data?.items ?? [])
        .filter((s) => snapshotReady(s.state))
        .map((s) => ({ value: s.id, label: `${s.name} (${formatBytes(s.size)})` })),
    [snapshots.data],
  )
  const imageItems = useMemo(
    () => [
      ...(projectImages.data?.items ?? []).map((i) => ({
        value: i.id,
        label: imageLabel(i, 'project'),
      })),
      ...(siloImages.data?.items ?? []).map((i) => ({ value: i.id, label: imageLabel(i, 'silo') })),
    ],
    [projectImages.data, siloImages.data],
  )

  const sourceSize: SourceSize = (kind, id) =>
    kind === 'snapshot'
      ? snapshots.data?.items.find((s) => s.id === id)?.size
      : [...(projectImages.data?.items ?? []), ...(siloImages.data?.items ?? [])].find(
          (i) => i.id === id,
        )?.size

  const errors = [
    snapshots.error && `Could not load snapshots: ${snapshots.error.message}`,
    projectImages.error && `Could not load project images: ${projectImages.error.message}`,
    siloImages.error && `Could not load silo images: ${siloImages.error.message}`,
  ]

  return {
    snapshots: { items: snapshotItems, page: snapshots.data, pending: snapshots.isPending },
    images: {
      items: imageItems,
      projectPage: projectImages.data,
      siloPage: siloImages.data,
      pending: projectImages.isPending || siloImages.isPending,
    },
    sourceSize,
    errors,
  }
}
