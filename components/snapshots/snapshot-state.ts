import type { BadgeVariant } from '@/components/ui/badge'
import type { SnapshotState } from '@/lib/api/__generated__/Api'

/** How a snapshot's state looks: ready plain, one being made in the colour of creating. */
export const snapshotStateVariant: Record<SnapshotState, BadgeVariant> = {
  creating: 'purple',
  ready: 'success',
  faulted: 'destructive',
  destroyed: 'neutral',
}
