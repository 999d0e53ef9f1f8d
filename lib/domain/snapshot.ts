import type { SnapshotState } from '@/lib/api/__generated__/Api'

/** Only a ready snapshot can become an image or a disk. */
export const snapshotReady = (state: SnapshotState) => state === 'ready'

/** Why a snapshot can't become an image or a disk yet, for a disabled item's tooltip. */
export function snapshotNotReadyReason(state: SnapshotState): string | undefined {
  return snapshotReady(state) ? undefined : 'Only available when the snapshot is ready'
}

/**
 * Nexus deletes a snapshot once its creation is over, whether it went well or not; one
 * still being created is refused.
 */
const deletableStates: readonly SnapshotState[] = ['ready', 'faulted', 'destroyed']

const snapshotDeletable = (state: SnapshotState) => deletableStates.includes(state)

/** Why a snapshot can't be deleted, for its disabled item's tooltip and a bulk delete's row. */
export function snapshotDeleteReason(state: SnapshotState): string | undefined {
  return snapshotDeletable(state)
    ? undefined
    : "Can't be deleted while the snapshot is being created"
}

/**
 * Whether a snapshot is still being taken, the one state it leaves by itself: screens poll
 * it, and its badge shows a spinner.
 */
export const snapshotSettling = (state: SnapshotState) => state === 'creating'
