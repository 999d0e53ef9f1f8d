import type { Disk, Image, Snapshot } from '@/lib/api/__generated__/Api'

/**
 * What a disk was made from, as Nexus records it (`image_id`, `snapshot_id`), with the image
 * or snapshot when the lists read have it. Nexus sets at most one of the two; were both set,
 * the snapshot is the nearer source (an image is read into a disk, a snapshot copied).
 */
export type DiskSource =
  | { kind: 'blank' }
  | { kind: 'image'; id: string; image?: Image }
  | { kind: 'snapshot'; id: string; snapshot?: Snapshot }

/** The images and snapshots a disk's source may be among, as far as they are read. */
export type DiskSourceLists = {
  images: readonly Image[]
  snapshots: readonly Snapshot[]
}

export function diskSource(
  disk: Pick<Disk, 'imageId' | 'snapshotId'>,
  { images, snapshots }: DiskSourceLists,
): DiskSource {
  if (disk.snapshotId) {
    const id = disk.snapshotId
    return { kind: 'snapshot', id, snapshot: snapshots.find((s) => s.id === id) }
  }
  if (disk.imageId) {
    const id = disk.imageId
    return { kind: 'image', id, image: images.find((i) => i.id === id) }
  }
  return { kind: 'blank' }
}

/** The source's image or snapshot, when the lists had it. */
export const diskSourceFound = (source: DiskSource): Image | Snapshot | undefined =>
  source.kind === 'image' ? source.image : source.kind === 'snapshot' ? source.snapshot : undefined

/**
 * An id shortened to its first group (8 hex digits), for a source no list has (deleted
 * since): enough to tell sources apart and to search for, the whole id on hover.
 */
export const shortId = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id)

/** An image's OS and version as one phrase ('ubuntu 24.04'); empty when it gives neither. */
export const imageOsVersion = (image: Pick<Image, 'os' | 'version'>) =>
  [image.os, image.version]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ')
