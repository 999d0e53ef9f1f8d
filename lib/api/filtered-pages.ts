import { useCallback, useMemo } from 'react'
import { uniqueBy } from '@/lib/core/keys'
import type { Op, OpParams } from './client'
import { useInfiniteApiQuery, type ItemOf, type PagedOp } from './query'

/** Items read per page of a list searched for a few: enough to find some, quick to answer. */
const FILTERED_PAGE_SIZE = 200

/**
 * A list searched page after page for the items `keep` picks (a project's detached disks
 * among thousands): the first page is read, each page is filtered as it comes, and
 * `more` reads the next one when asked, so a long list is never read whole just to show
 * what it holds. The pages are cached under the operation's name (`useInfiniteApiQuery`),
 * so the writes that change the list refresh them, and two lists over the same pages
 * (stopped and running instances) share their reads. Pass a stable `keep`.
 */
export function useFilteredPages<O extends PagedOp>(
  op: Op<O>,
  params: OpParams<O>,
  keep: (item: ItemOf<O>) => boolean,
  { enabled = true, pageSize = FILTERED_PAGE_SIZE }: { enabled?: boolean; pageSize?: number } = {},
) {
  const base = params as { query?: Record<string, unknown> }
  const first = { ...base, query: { ...base.query, limit: pageSize } } as OpParams<O>
  const pages = useInfiniteApiQuery(
    op,
    first,
    (pageToken) =>
      ({ ...base, query: { ...base.query, limit: pageSize, pageToken } }) as OpParams<O>,
    { enabled },
  )
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = pages
  const { found, scanned } = useMemo(() => {
    const all = (data?.pages ?? []).flatMap((p) => (p as { items: ItemOf<O>[] }).items)
    // an item the API listed twice (on two pages, as the list changed) is one resource
    const picked = uniqueBy(all.filter(keep), (item) => (item as { id: string }).id)
    return { found: data ? picked : undefined, scanned: all.length }
  }, [data, keep])
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  return {
    /** the read itself: its first failure, its pending state, its refresh */
    query: pages,
    /** the items picked so far, in the list's order; undefined until the first page */
    found,
    /** how many items of the list were read */
    scanned,
    /** the list has pages not read yet */
    hasMore: !!hasNextPage,
    loadingMore: isFetchingNextPage,
    more,
  }
}
