import type { QueryClient } from '@tanstack/react-query'
import { routes, type RouteKey } from '@/lib/core/routes'
import type { Op, OpParams } from './client'
import { pageQueries, signedInUser } from './page-queries'
import { readPageLocation, type PageLocation } from './paging'
import { apiq, pagedParams, type PagedOp } from './query'

/**
 * A route's early requests: its entry of `pageQueries` (lib/api/page-queries.ts), the one its
 * page's hooks read, so they can't ask for something its page doesn't. The boot
 * (components/layout/boot.tsx) starts them while the page's code loads, and a page that only
 * forwards starts its target's, so no page waits for its code before asking the API.
 */

type Params = Record<string, string>
type Call = readonly [Op, unknown]
type EarlyQuery = ReturnType<typeof apiq>

/** The page of a list the URL names (`?page=&cursor=&size=`), as `usePagedApiQuery` asks. */
const listPage = <O extends PagedOp>(
  [op, params]: readonly [Op<O>, OpParams<O>],
  loc: PageLocation,
) => apiq(op, pagedParams(op, params, loc)) as EarlyQuery

const query = ([op, params]: Call) => apiq(op, params as never) as EarlyQuery

// looked up by a key the boot found in the URL, so by any key, with any params
const firstReads = pageQueries as unknown as Partial<
  Record<RouteKey, (params: Params) => Record<string, Call>>
>

function pageReads(key: RouteKey, params: Params, loc: PageLocation): EarlyQuery[] {
  const reads = firstReads[key]?.(params) ?? {}
  return Object.entries(reads).map(([name, call]) =>
    name === 'list' ? listPage(call as readonly [Op<PagedOp>, never], loc) : query(call),
  )
}

/**
 * The queries to start for a route, with the URL's query string (a list's page): its page's,
 * then, inside the console's frame, the signed-in user (the frame's user menu, which waited
 * for the frame's code before).
 */
export function earlyRequests(key: RouteKey, params: Params, search = ''): EarlyQuery[] {
  const loc = readPageLocation(Object.fromEntries(new URLSearchParams(search)))
  const frame = routes[key].layout === 'public' ? [] : [query(signedInUser())]
  return [...pageReads(key, params, loc), ...frame]
}

export function startEarlyRequests(
  queryClient: QueryClient,
  key: RouteKey,
  params: Params,
  search = '',
) {
  for (const query of earlyRequests(key, params, search)) void queryClient.prefetchQuery(query)
}
