import type { BgpPeerState } from '@/lib/api/__generated__/Api'

/**
 * A BGP session on its way up by itself: every state but up (`established`) and not trying
 * (`idle`). Screens poll it, and its badge shows a spinner.
 */
export const peerSettling = (state: BgpPeerState) => state !== 'established' && state !== 'idle'
