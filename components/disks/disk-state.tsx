import type { BadgeVariant } from '@/components/ui/badge'
import { StateBadge } from '@/components/kit/state-badge'
import type { Disk, DiskState } from '@/lib/api/__generated__/Api'
import { formatBytes } from '@/lib/core/format/bytes'
import { diskInTransition, diskStateText } from '@/lib/domain/disk'

/** How a disk's state looks: settled states plain, moving ones in notice colours. */
const diskStateVariant: Record<DiskState['state'], BadgeVariant> = {
  attached: 'success',
  detached: 'neutral',
  creating: 'purple',
  attaching: 'blue',
  detaching: 'notice',
  import_ready: 'blue',
  importing_from_url: 'blue',
  importing_from_bulk_writes: 'blue',
  finalizing: 'blue',
  maintenance: 'notice-solid',
  faulted: 'destructive',
  destroyed: 'neutral',
}

/** A disk's state wherever a disk is listed, in words ('import ready'). */
export function DiskStateBadge({ state }: { state: DiskState['state'] }) {
  return (
    <StateBadge
      state={diskStateText(state)}
      variant={diskStateVariant[state]}
      transition={diskInTransition(state)}
    />
  )
}

/**
 * What a disk picker says of a choice beside its name: its size, and its state when it is
 * not simply detached (a disk still being created is offered too).
 */
export function diskChoiceDetail(disk: Pick<Disk, 'size' | 'state'>) {
  const size = formatBytes(disk.size)
  const state = disk.state.state
  return state === 'detached' ? size : `${size}, ${diskStateText(state)}`
}
