import type { ApiError } from './errors'

/** What the rule reads of a TanStack query result. */
export type Loaded<T> = { data: T | undefined; error: ApiError | null }

/**
 * The one rule for a failed request: only a first load that brought no data
 * may replace what the screen shows (with the not-found, forbidden or error
 * page). A refresh that fails keeps the last data on screen, with a notice in
 * place (`refreshError`), so an open panel, what was typed into it and a live
 * connection all survive a passing 503.
 */
export const blockingError = <T>(q: Loaded<T>): ApiError | undefined =>
  q.error && q.data === undefined ? q.error : undefined

/** A refresh that failed while the earlier data stays on screen. */
export const refreshError = <T>(q: Loaded<T>): ApiError | undefined =>
  q.error && q.data !== undefined ? q.error : undefined
