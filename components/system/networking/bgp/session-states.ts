import type { BadgeVariant } from '@/components/ui/badge'
import type { BfdState, BgpPeerState } from '@/lib/api/__generated__/Api'

/** How each BGP session state looks: up is green, on its way is blue, not trying is grey. */
export const peerStateVariant: Record<BgpPeerState, BadgeVariant> = {
  idle: 'neutral',
  connect: 'blue',
  active: 'blue',
  open_sent: 'blue',
  open_confirm: 'blue',
  session_setup: 'blue',
  established: 'success',
}

export const bfdStateVariant: Record<BfdState, BadgeVariant> = {
  admin_down: 'neutral',
  down: 'destructive',
  init: 'blue',
  up: 'success',
}

/** `open_sent` → `open sent` */
export const stateLabel = (state: string) => state.replace(/_/g, ' ')
