import { useMemo } from 'react'
import type { Image } from '@/lib/api/__generated__/Api'
import { chainLists, useLaterPages } from '@/lib/api/later-pages'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { snapshotSettling } from '@/lib/api/poll'
import { useApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { snapshotReady } from '@/lib/domain/snapshot'
import type { SourceSize } from './create-disk-schema'
import * as op from '@/lib/api/ops'

const imageLabel = (i: Image, scope: 'project' | 'silo') =>
  `${i.name} — ${scope} image, ${[i.os, i.version].filter(Boolean).join(' ')}, ${formatBytes(i.size)}`

/**
 * What a new disk can be a copy of: the project's ready snapshots, the project's images
 * and the silo's. Every list starts as the form opens, none waiting for another; a
 * blank-only form (`enabled` false) reads none. Past their first page, the pickers read
 * on as they are scrolled (lib/api/later-pages.ts).
 */
export function useDiskSourceLists(project: string, enabled: boolean) {
  const inProject = { query: { project, limit: PICKER_LIMIT } }
  const inSilo = { query: { limit: PICKER_LIMIT } }
  const snapshots = useApiQuery(
    op.snapshotList,
    inProject,
    // a snapshot still being made becomes a choice once ready
    { enabled, pollWhile: (data) => data.items.some((s) => snapshotSettling(s.state)) },
  )
  const projectImages = useApiQuery(op.imageList, inProject, { enabled })
  const siloImages = useApiQuery(op.imageList, inSilo, { enabled })
  const laterSnapshots = useLaterPages(op.snapshotList, inProject, snapshots.data)
  const laterProjectImages = useLaterPages(op.imageList, inProject, projectImages.data)
  const laterSiloImages = useLaterPages(op.imageList, inSilo, siloImages.data)

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
