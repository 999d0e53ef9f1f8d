import type { SupportBundleState } from '@/lib/api/__generated__/Api'

/**
 * The states a support bundle leaves by itself, collection ending and storage being freed:
 * screens poll them, and its badge shows a spinner.
 */
export const bundleSettling = (state: SupportBundleState) =>
  state === 'collecting' || state === 'destroying'
