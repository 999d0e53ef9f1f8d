import {
  QueryClient,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseQueryResult,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { useRouter } from 'next/router'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { ALL_PAGES_LIMIT, fetchAllPages } from './all-pages'
import { callApi, type Op, type OpName, type OpParams, type OpResult } from './client'
import type { ApiError } from './errors'
import type { RefreshEvent } from './invalidation'
import {
  previousLocation,
  readPageLocation,
  sessionCursorMemory,
  writePageLocation,
  type PageLocation,
} from './paging'
import { pollWhile } from './poll'

/** Spec §7: no retry, 2 s stale time, no refetch on window focus. */
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 2000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

let browserQueryClient: QueryClient | undefined

/**
 * The app's query client. In the browser one for the page's life, so a request can start
 * before React renders (lib/api/early-requests.ts) and the page's hooks find it; in a prerender
 * (Node) a fresh one each time.
 */
export function pageQueryClient() {
  if (typeof window === 'undefined') return makeQueryClient()
  return (browserQueryClient ??= makeQueryClient())
}

/**
 * An operation with its params, a query as more than one place asks for it (a page's hook and
 * its early requests, lib/api/page-queries.ts): `useApiQuery(...call)`, `apiq(...call)`.
 */
export const apiCall = <O extends OpName>(op: Op<O>, params: OpParams<O>) => [op, params] as const

/** Query options for one operation: the key is `[its name, params]`. */
export function apiq<O extends OpName>(op: Op<O>, params: OpParams<O>) {
  return {
    queryKey: [op[0], params] as const,
    queryFn: () => callApi(op, params),
  }
}

type QueryExtras<D> = {
  enabled?: boolean
  /** 0 for a check that must be fresh each time it is asked (a confirmation's) */
  staleTime?: number
  /** Poll (lib/api/poll.ts) while this says the data is on its way somewhere. */
  pollWhile?: (data: D) => boolean
}

export function useApiQuery<O extends OpName>(
  op: Op<O>,
  params: OpParams<O>,
  { pollWhile: busy, ...options }: QueryExtras<OpResult<O>> = {},
) {
  return useQuery<OpResult<O>, ApiError>({
    ...apiq(op, params),
    ...options,
    refetchInterval: busy && pollWhile(busy),
  })
}

/**
 * A read of an operation whose answer the generated client can't parse (a body that
 * isn't JSON): `fetch` makes it, and it is cached under `useApiQuery`'s key, so the
 * operations that change it refresh it too.
 */
export function useRawApiQuery<O extends OpName, T>(
  op: Op<O>,
  params: OpParams<O>,
  fetch: () => Promise<T>,
  { pollWhile: busy, ...options }: QueryExtras<T> = {},
) {
  return useQuery<T, ApiError>({
    queryKey: apiq(op, params).queryKey,
    queryFn: fetch,
    ...options,
    refetchInterval: busy && pollWhile(busy),
  })
}

/**
 * One operation for each of a list of params, all at once (the routes of every
 * router, the utilization of every pool), typed like `useApiQuery`.
 */
export function useApiQueries<O extends OpName>(
  op: Op<O>,
  paramsList: OpParams<O>[],
  options: Pick<QueryExtras<OpResult<O>>, 'staleTime' | 'enabled'> = {},
) {
  return useQueries({
    queries: paramsList.map((params) => ({ ...apiq(op, params), ...options })),
  }) as UseQueryResult<OpResult<O>, ApiError>[]
}

/**
 * `useApiQueries` folded into one value by `combine` (TanStack's), which keeps
 * the value the same object until one of the answers changes. Pass a stable
 * `combine`.
 */
export function useCombinedApiQueries<O extends OpName, C>(
  op: Op<O>,
  paramsList: OpParams<O>[],
  combine: (results: UseQueryResult<OpResult<O>, ApiError>[]) => C,
  options: Pick<QueryExtras<OpResult<O>>, 'staleTime' | 'enabled'> = {},
): C {
  return useQueries({
    queries: paramsList.map((params) => ({ ...apiq(op, params), ...options })),
    combine: combine as (results: UseQueryResult[]) => C,
  })
}

type PagedQuery = { limit?: number | null; pageToken?: string | null }
export type PagedOp = {
  [O in OpName]: OpParams<O> extends { query?: PagedQuery } ? O : never
}[OpName]

/** A list of one project's resources (its instances, disks, …), from the route's params. */
export const projectListParams = ({ project }: { project: string }) => ({ query: { project } })

/** A list's params for one page of it: the key its page is cached under. */
export function pagedParams<O extends PagedOp>(
  op: Op<O>,
  params: OpParams<O>,
  loc: PageLocation,
): OpParams<O> {
  const base = params as { query?: Record<string, unknown> }
  return {
    ...base,
    query: { ...base.query, limit: loc.size, pageToken: loc.cursor },
  } as OpParams<O>
}

/** The pages of a list loaded so far, first page first. */
export type ApiPages<O extends OpName> = InfiniteData<OpResult<O>, string | undefined>

/**
 * A list read page after page as the user asks for more (`fetchNextPage`): `first`
 * is the first page's params, `next` a later page's, given its token.
 */
export function useInfiniteApiQuery<O extends PagedOp>(
  op: Op<O>,
  first: OpParams<O>,
  next: (pageToken: string) => OpParams<O>,
  options: { enabled?: boolean; staleTime?: number; structuralSharing?: boolean } = {},
) {
  return useInfiniteQuery<
    OpResult<O>,
    ApiError,
    ApiPages<O>,
    ReturnType<typeof infiniteKey<O>>,
    string | undefined
  >({
    queryKey: infiniteKey(op, first),
    queryFn: ({ pageParam }) => callApi(op, pageParam ? next(pageParam) : first),
    initialPageParam: undefined,
    getNextPageParam: (last) => (last as { nextPage?: string | null }).nextPage ?? undefined,
    ...options,
  })
}

/** Under the operation's name, so the operations that change the list refresh it. */
export const infiniteKey = <O extends OpName>(op: Op<O>, first: OpParams<O>) =>
  [op[0], 'pages', first] as const

/** The type of a list operation's items. */
export type ItemOf<O extends OpName> = OpResult<O> extends { items: (infer I)[] } ? I : never

const cursorMemory = sessionCursorMemory(
  typeof window === 'undefined' ? undefined : window.sessionStorage,
)

/**
 * A list over opaque page tokens whose page lives in the URL (lib/api/paging.ts),
 * so Back from an item returns to the page it was opened from. A second paged list
 * on the same page gives its own `urlPrefix` for its keys.
 */
export function usePagedApiQuery<O extends PagedOp>(
  op: Op<O>,
  params: OpParams<O>,
  {
    pollWhile: busy,
    urlPrefix = '',
  }: Pick<QueryExtras<OpResult<O>>, 'pollWhile'> & { urlPrefix?: string } = {},
) {
  const router = useRouter()
  const loc = readPageLocation(router.query, urlPrefix)
  const base = params as { query?: Record<string, unknown> }
  // the list's identity without its page: tokens of one list never serve another
  const list = JSON.stringify([op[0], base, loc.size])
  const query = useQuery<OpResult<O>, ApiError>({
    ...apiq(op, pagedParams(op, params, loc)),
    // a static export knows its query string only once the router is ready
    enabled: router.isReady,
    placeholderData: keepPreviousData,
    refetchInterval: busy && pollWhile(busy),
  })

  useEffect(() => {
    if (loc.cursor) cursorMemory.remember(list, loc.page, loc.cursor)
  }, [list, loc.page, loc.cursor])

  const go = (next: PageLocation) =>
    void router.replace(
      { pathname: router.pathname, query: writePageLocation(router.query, next, urlPrefix) },
      undefined,
      { shallow: true, scroll: false },
    )

  const nextPage = (query.data as { nextPage?: string | null } | undefined)?.nextPage
  const pagination = useMemo(
    () => ({
      pageSize: loc.size,
      pageIndex: loc.page - 1,
      hasPrev: loc.page > 1,
      hasNext: !!nextPage && !query.isPlaceholderData,
      onNext: () => nextPage && go({ page: loc.page + 1, cursor: nextPage, size: loc.size }),
      onPrev: () => go(previousLocation(loc, cursorMemory, list)),
      onPageSizeChange: (size: number) => go({ page: 1, size }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `go` reads the router of this render
    [loc.page, loc.cursor, loc.size, nextPage, query.isPlaceholderData, list, router],
  )
  // "Load all": every page of this list (capped), asked for by the user, until the list changes
  const [allOf, setAllOf] = useState<string>()
  const allRequested = allOf === list
  const allQuery = useQuery<{ items: ItemOf<O>[]; capped: boolean }, ApiError>({
    queryKey: [op[0], { ...base, allPages: true }],
    queryFn: () =>
      fetchAllPages(
        (pageToken) =>
          callApi(op, {
            ...base,
            query: { ...base.query, limit: ALL_PAGES_LIMIT, pageToken },
          } as OpParams<O>) as Promise<{ items: ItemOf<O>[]; nextPage?: string | null }>,
      ),
    enabled: allRequested && router.isReady,
    refetchInterval: busy && pollWhile((data) => busy(data as OpResult<O>)),
  })
  const all = { requested: allRequested, query: allQuery, load: () => setAllOf(list) }
  // undefined for a list that never polls; else whether it polls now
  const shown = allRequested ? allQuery.data : query.data
  const live = busy && !!shown && busy(shown as OpResult<O>)
  return { query, pagination, all, live }
}

/**
 * A mutation over one operation that, on success, invalidates what the
 * operation changes (lib/api/invalidation.ts), then runs the caller's onSuccess.
 */
export function useApiMutation<O extends OpName>(
  op: Op<O>,
  options: Omit<UseMutationOptions<OpResult<O>, ApiError, OpParams<O>>, 'mutationFn'> = {},
) {
  return useRawApiMutation(op, (params: OpParams<O>) => callApi(op, params), options)
}

/**
 * `useApiMutation` for an operation whose body the generated client can't send
 * (a file streamed with progress, a document sent as it was read): `send` makes
 * the call, and success invalidates what the operation changes.
 */
export function useRawApiMutation<O extends OpName, V, R>(
  op: Op<O>,
  send: (variables: V) => Promise<R>,
  options: Omit<UseMutationOptions<R, ApiError, V>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient()
  return useMutation<R, ApiError, V>({
    ...options,
    mutationFn: (variables) => {
      // on its way while the write is, so the answer doesn't wait for it
      void loadInvalidations()
      return send(variables)
    },
    onSuccess: async (...args) => {
      await invalidateAfter(queryClient, op[0])
      await options.onSuccess?.(...args)
    },
  })
}

// The table of what each write changes is code no page needs to show itself (about 2 KB
// gzip), so it loads with a page's first write rather than with every page.
let invalidations: Promise<typeof import('./invalidation')> | undefined
const loadInvalidations = () => (invalidations ??= import('./invalidation'))

/** Invalidates what the table names for these writes (`invalidatedBy`). */
export const invalidateAfter = (queryClient: QueryClient, ...ops: OpName[]) =>
  invalidateFromTable(queryClient, (table) => ops.flatMap((op) => table.invalidationsOf(op)))

/**
 * Refreshes what `event` changes (`invalidatedOn` in lib/api/invalidation.ts): something the
 * console saw happen (an import ended, an instance changed state) rather than a write it made.
 */
export function useRefreshOn(event: RefreshEvent) {
  const queryClient = useQueryClient()
  return useCallback(
    () => invalidateFromTable(queryClient, (table) => table.invalidatedOn[event]),
    [queryClient, event],
  )
}

async function invalidateFromTable(
  queryClient: QueryClient,
  pick: (table: Awaited<ReturnType<typeof loadInvalidations>>) => readonly OpName[],
) {
  const table = await loadInvalidations().catch(() => {
    invalidations = undefined
  })
  // the change happened even if the table's code didn't come: everything is asked again
  if (!table) return queryClient.invalidateQueries()
  const names = new Set(pick(table))
  await Promise.all([...names].map((name) => queryClient.invalidateQueries({ queryKey: [name] })))
}
