import type { BadgeVariant } from '@/components/ui/badge'
import type { SnapshotState } from '@/lib/api/__generated__/Api'

/** How a snapshot's state looks: ready plain, one being made in the colour of creating. */
export const snapshotStateVariant: Record<SnapshotState, BadgeVariant> = {
  creating: 'purple',
  ready: 'success',
  faulted: 'destructive',
  destroyed: 'neutral',
}

/** Only a ready snapshot can become an image or a disk. */
export function snapshotNotReadyReason(state: SnapshotState): string | undefined {
  return state === 'ready' ? undefined : 'Only available when the snapshot is ready'
}
