import { useMemo } from 'react'
import type { Image } from '@/lib/api/__generated__/Api'
import { chainLists, useLaterPages } from '@/lib/api/later-pages'
import { pageQueries } from '@/lib/api/page-queries'
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
 * blank-only form (`enabled` false) reads none. Past their first page, the pickers read
 * on as they are scrolled (lib/api/later-pages.ts).
 */
export function useDiskSourceLists(project: string, enabled: boolean) {
  // the same first pages the disk list's Source column reads (one cache entry each)
  const lists = pageQueries.disks({ project })
  const snapshots = useApiQuery(...lists.snapshots, {
    enabled,
    // a snapshot still being made becomes a choice once ready
    pollWhile: (data) => data.items.some((s) => snapshotSettling(s.state)),
  })
  const projectImages = useApiQuery(...lists.projectImages, { enabled })
  const siloImages = useApiQuery(...lists.siloImages, { enabled })
  const laterSnapshots = useLaterPages(...lists.snapshots, snapshots.data)
  const laterProjectImages = useLaterPages(...lists.projectImages, projectImages.data)
  const laterSiloImages = useLaterPages(...lists.siloImages, siloImages.data)

  const allSnapshots = useMemo(
    () => [...(snapshots.data?.items ?? []), ...laterSnapshots.items],
    [snapshots.data, laterSnapshots.items],
  )
  // the project's images, then the silo's: reading on adds at the end of the list
  const images = useMemo(
    () =>
      chainLists<{ image: Image; scope: 'project' | 'silo' }>([
        {
          items: [...(projectImages.data?.items ?? []), ...laterProjectImages.items].map((i) => ({
            image: i,
            scope: 'project' as const,
          })),
          more: laterProjectImages.more,
        },
        {
          items: [...(siloImages.data?.items ?? []), ...laterSiloImages.items].map((i) => ({
            image: i,
            scope: 'silo' as const,
          })),
          more: laterSiloImages.more,
        },
      ]),
    [projectImages.data, laterProjectImages, siloImages.data, laterSiloImages],
  )

  const snapshotItems = useMemo(
    () =>
      allSnapshots
        .filter((s) => snapshotReady(s.state))
        .map((s) => ({ value: s.id, label: `${s.name} (${formatBytes(s.size)})` })),
    [allSnapshots],
  )
  const imageItems = useMemo(
    () =>
      images.items.map(({ image, scope }) => ({
        value: image.id,
        label: imageLabel(image, scope),
      })),
    [images.items],
  )

  const sourceSize: SourceSize = (kind, id) =>
    kind === 'snapshot'
      ? allSnapshots.find((s) => s.id === id)?.size
      : images.items.find(({ image }) => image.id === id)?.image.size

  const errors = [
    snapshots.error && `Could not load snapshots: ${snapshots.error.message}`,
    projectImages.error && `Could not load project images: ${projectImages.error.message}`,
    siloImages.error && `Could not load silo images: ${siloImages.error.message}`,
  ]

  return {
    snapshots: {
      items: snapshotItems,
      more: laterSnapshots.more,
      pending: snapshots.isPending,
    },
    images: {
      items: imageItems,
      more: images.more,
      pending: projectImages.isPending || siloImages.isPending,
    },
    sourceSize,
    errors,
  }
}
