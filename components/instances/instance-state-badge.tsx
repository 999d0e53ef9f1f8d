import { StateBadge } from '@/components/kit/state-badge'
import type { BadgeVariant } from '@/components/ui/badge'
import type { InstanceState } from '@/lib/api/__generated__/Api'
import { instanceInTransition } from '@/lib/domain/instance'

/** Spec §4: how each instance state looks. */
const instanceStateVariant: Record<InstanceState, BadgeVariant> = {
  creating: 'purple',
  starting: 'blue',
  running: 'success',
  rebooting: 'notice',
  stopping: 'notice',
  stopped: 'neutral',
  repairing: 'notice-solid',
  migrating: 'notice-solid',
  failed: 'destructive',
  destroyed: 'neutral',
}

/** An instance's run state wherever one is shown, spinning while it is in transition. */
export function InstanceStateBadge({ state }: { state: InstanceState }) {
  return (
    <StateBadge
      state={state}
      variant={instanceStateVariant[state]}
      transition={instanceInTransition(state)}
    />
  )
}
