import type { SnapshotState } from '@/lib/api/__generated__/Api'

/** Only a ready snapshot can become an image or a disk. */
export const snapshotReady = (state: SnapshotState) => state === 'ready'

/** Why a snapshot can't become an image or a disk yet, for a disabled item's tooltip. */
export function snapshotNotReadyReason(state: SnapshotState): string | undefined {
  return snapshotReady(state) ? undefined : 'Only available when the snapshot is ready'
}
