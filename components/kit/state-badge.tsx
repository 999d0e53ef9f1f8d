import { Badge, type BadgeVariant } from '@/components/ui/badge'
import { SpinnerIcon } from '@/components/ui/spinner'

/**
 * A resource state (instance, disk, snapshot), named in lower case. While the resource is in
 * `transition` (its rules in lib/domain say when), a small spinner shows in the badge; the
 * state's name already says so to screen readers.
 */
export function StateBadge({
  state,
  variant,
  transition = false,
  className,
}: {
  state: string
  variant: BadgeVariant
  transition?: boolean
  className?: string
}) {
  return (
    <Badge variant={variant} className={className}>
      <SpinnerIcon active={transition} className="-ml-0.5 mr-1 size-3" />
      {state.toLowerCase()}
    </Badge>
  )
}
