import { useCallback, useMemo, useState } from 'react'
import type { Op, OpParams } from './client'
import type { ApiError } from './errors'
import { useInfiniteApiQuery, type ItemOf, type PagedOp } from './query'

/** A list read on past its first page when asked (a picker scrolled to its end). */
export type MorePages = {
  /** items exist that are not read yet */
  hasMore: boolean
  loading: boolean
  /** the last page asked for failed; `loadMore` asks again */
  error: ApiError | null
  /** reads the next page; does nothing while one is on its way or when none is left */
  loadMore: () => void
}

type Page<T> = { items: T[]; nextPage?: string | null }

/** Where a list read past its first page stands: what is read, and whether more is left. */
export function laterPagesState<T>({
  firstNext,
  started,
  pages,
  fetching,
  error,
}: {
  /** the first page's token for the next one */
  firstNext: string | null | undefined
  /** whether the pages after the first were asked for */
  started: boolean
  /** the pages after the first read so far */
  pages: readonly Page<T>[] | undefined
  fetching: boolean
  error: ApiError | null
}): { items: T[]; hasMore: boolean; loading: boolean; error: ApiError | null } {
  if (!firstNext) return { items: [], hasMore: false, loading: false, error: null }
  const last = pages?.at(-1)
  return {
    items: (pages ?? []).flatMap((p) => p.items),
    // until a later page arrives, the first page's token says more exist
    hasMore: last ? !!last.nextPage : true,
    loading: started && fetching,
    error,
  }
}

/**
 * The pages after a list's first, read one at a time as `more.loadMore` asks: the first
 * page stays the query it is elsewhere (the page's early request, its hook), and the
 * rest is read with its token, under the operation's name, so the writes that change the
 * list refresh them too.
 */
export function useLaterPages<O extends PagedOp>(
  op: Op<O>,
  params: OpParams<O>,
  first: { nextPage?: string | null } | undefined,
): { items: ItemOf<O>[]; more: MorePages } {
  const firstNext = first?.nextPage ?? undefined
  const [started, setStarted] = useState(false)
  const at = (pageToken: string) => {
    const base = params as { query?: Record<string, unknown> }
    return { ...base, query: { ...base.query, pageToken } } as OpParams<O>
  }
  const pages = useInfiniteApiQuery(op, at(firstNext ?? ''), at, {
    enabled: started && !!firstNext,
  })
  const { data, isFetching, error, fetchNextPage } = pages
  const state = useMemo(
    () =>
      laterPagesState<ItemOf<O>>({
        firstNext,
        started,
        pages: data?.pages as Page<ItemOf<O>>[] | undefined,
        fetching: isFetching,
        error,
      }),
    [firstNext, started, data, isFetching, error],
  )
  const { hasMore, loading } = state
  const loadMore = useCallback(() => {
    if (!hasMore || isFetching) return
    // the first call turns the query on, which reads the page after the first
    if (!started) setStarted(true)
    else void fetchNextPage()
  }, [hasMore, isFetching, started, fetchNextPage])
  // the same objects until something changes, so the lists built on them keep theirs
  const more = useMemo(
    () => ({ hasMore, loading, error: state.error, loadMore }),
    [hasMore, loading, state.error, loadMore],
  )
  return useMemo(() => ({ items: state.items, more }), [state.items, more])
}

/**
 * Lists offered one after another in one picker (a project's images, then the silo's):
 * a list's items show only once the lists before it are read to their end, so reading on
 * always adds at the end of what is shown.
 */
export function chainLists<T>(lists: readonly { items: readonly T[]; more: MorePages }[]): {
  items: T[]
  more: MorePages | undefined
} {
  const items: T[] = []
  for (const list of lists) {
    items.push(...list.items)
    if (list.more.hasMore) return { items, more: list.more }
  }
  return { items, more: lists.at(-1)?.more }
}
