/**
 * The one polling policy. Screens poll only while what they show is on its way
 * somewhere by itself; a failing poll backs off by the length of the outage
 * (so the gaps roughly double), never waits longer than the cap, and stops
 * after a long outage, leaving the "refresh failed" notice and its Retry.
 * A hidden tab doesn't poll: TanStack Query's interval skips its fetch while
 * the page isn't visible (`refetchIntervalInBackground` stays false).
 */
export const POLL_INTERVAL_MS = 2000
export const POLL_MAX_INTERVAL_MS = 30_000
export const POLL_GIVE_UP_AFTER_MS = 10 * 60_000

/** What the policy reads of a TanStack query's state. */
export type PollState<T> = {
  data: T | undefined
  dataUpdatedAt: number
  errorUpdatedAt: number
}

/** The next interval for a query, or false to stop polling. */
export function pollInterval<T>(
  state: PollState<T>,
  busy: (data: T) => boolean,
  now = Date.now(),
): number | false {
  if (state.data === undefined || !busy(state.data)) return false
  const failing = state.errorUpdatedAt > state.dataUpdatedAt
  if (!failing) return POLL_INTERVAL_MS
  const outage = now - state.dataUpdatedAt
  if (outage > POLL_GIVE_UP_AFTER_MS) return false
  return Math.min(POLL_MAX_INTERVAL_MS, Math.max(POLL_INTERVAL_MS, outage))
}

/** `refetchInterval` for TanStack Query: poll while `busy(data)`. */
export const pollWhile =
  <T>(busy: (data: T) => boolean) =>
  (query: { state: PollState<T> }) =>
    pollInterval(query.state, busy)

/**
 * `pollWhile` for a list, or a page of one: poll while any item is on its way somewhere by
 * itself, as the item's domain rule (`lib/domain/<resource>.ts`) tells.
 */
export const pollWhileAny =
  <T>(settling: (item: T) => boolean) =>
  (list: { items: readonly T[] } | readonly T[]) =>
    // the item alone: a rule's optional second parameter (a clock) is no index
    ('items' in list ? list.items : list).some((item) => settling(item))
