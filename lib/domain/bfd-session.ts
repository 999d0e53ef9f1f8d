import type { BfdState } from '@/lib/api/__generated__/Api'

/**
 * A BFD session trying to come up (`down`, `init`): screens poll it, and its badge shows a
 * spinner. One an operator disabled (`admin_down`) stays as it is.
 */
export const bfdSettling = (state: BfdState) => state === 'down' || state === 'init'
