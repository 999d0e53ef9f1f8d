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

/** A session in these states is on its way up by itself, so its view refreshes. */
export const peerSettling = (state: BgpPeerState) => state !== 'established' && state !== 'idle'

export const bfdStateVariant: Record<BfdState, BadgeVariant> = {
  admin_down: 'neutral',
  down: 'destructive',
  init: 'blue',
  up: 'success',
}

export const bfdSettling = (state: BfdState) => state === 'down' || state === 'init'

/** `open_sent` → `open sent` */
export const stateLabel = (state: string) => state.replace(/_/g, ' ')
