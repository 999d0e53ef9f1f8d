import { matchPattern } from '@/lib/route-manifest'
import { readPageLocation } from './paging'
import { apiq, pageQueryClient, pagedParams, type PagedOp } from './query'
import type { OpParams } from './client'

type Where = { pathname: string; search: string }

/** The first page's query of a list at `where`, as the list's own hook will ask for it. */
export function earlyListQuery<O extends PagedOp, K extends string>(
  where: Where,
  pattern: string,
  op: O,
  params: (route: Record<K, string>) => OpParams<O>,
) {
  const route = matchPattern(pattern, where.pathname)
  if (!route) return undefined
  const loc = readPageLocation(Object.fromEntries(new URLSearchParams(where.search)))
  // the pattern's own params: the route table's pattern names what `params` reads
  return apiq(op, pagedParams(op, params(route as Record<K, string>), loc))
}

/**
 * Starts a list page's request while its code is still loading, when the page was opened
 * by its URL: a static export's router knows the URL's params only after React's first
 * render, a tenth of a second later on a phone. Called at the top of the list's module; the
 * list's `usePagedApiQuery` finds the answer (or the request in flight) under the same key.
 * Nothing happens for a page reached by a link: the address is still the old one then.
 */
export function startListEarly<O extends PagedOp, K extends string>(
  pattern: string,
  op: O,
  params: (route: Record<K, string>) => OpParams<O>,
) {
  if (typeof window === 'undefined') return
  const query = earlyListQuery(window.location, pattern, op, params)
  if (query) void pageQueryClient().prefetchQuery(query)
}
