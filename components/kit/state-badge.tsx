import { Badge, type BadgeVariant } from '@/components/ui/badge'
import type { InstanceState } from '@/lib/api/__generated__/Api'

/** Spec §4: how each instance state looks. */
export const instanceStateVariant: Record<InstanceState, BadgeVariant> = {
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

/** A resource state (instance, disk, snapshot), named in lower case. */
export function StateBadge({
  state,
  variant,
  className,
}: {
  state: string
  variant: BadgeVariant
  className?: string
}) {
  return (
    <Badge variant={variant} className={className}>
      {state.toLowerCase()}
    </Badge>
  )
}
