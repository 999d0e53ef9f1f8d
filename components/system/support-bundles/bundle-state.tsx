import type { BadgeVariant } from '@/components/ui/badge'
import { StateBadge } from '@/components/kit/state-badge'
import type { SupportBundleState } from '@/lib/api/__generated__/Api'
import { bundleSettling } from '@/lib/domain/support-bundle'

const variants: Record<SupportBundleState, BadgeVariant> = {
  collecting: 'blue',
  active: 'success',
  failed: 'destructive',
  destroying: 'notice',
}

export const BundleStateBadge = ({ state }: { state: SupportBundleState }) => (
  <StateBadge state={state} variant={variants[state]} transition={bundleSettling(state)} />
)
