import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AuditLogEntryResultsPage, AuditLogListQueryParams } from '@/lib/api/__generated__/Api'
import { callApi } from '@/lib/api/client'
import type { ApiError } from '@/lib/api/errors'
import { pollWhile } from '@/lib/api/poll'
import { prependEntries, type AuditPages } from './prepend-entries'

/** Entries per request: Dropshot's default page, quick to answer and to render. */
const AUDIT_PAGE_SIZE = 100
/** The most new entries one tail request brings; more come on the next poll. */
const TAIL_LIMIT = 500

/**
 * The log over a range, page after page (`page_token`), and while `live`,
 * the entries completed since the newest one shown, polled and put on top.
 */
export function useAuditLog(query: AuditLogListQueryParams, { ready, live }: Options) {
  const queryClient = useQueryClient()
  const pagesKey = ['auditLogList', 'pages', query] as const
  const pages = useInfiniteQuery<
    AuditLogEntryResultsPage,
    ApiError,
    AuditPages,
    typeof pagesKey,
    string | undefined
  >({
    queryKey: pagesKey,
    queryFn: ({ pageParam }) =>
      callApi('auditLogList', {
        // a later page's window and order are in its token
        query: pageParam
          ? { pageToken: pageParam, limit: AUDIT_PAGE_SIZE }
          : { ...query, limit: AUDIT_PAGE_SIZE },
      }),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled: ready,
    // entries never change once written; refetching every loaded page would
    // only repeat them (new ones come through the tail)
    staleTime: Infinity,
    // a new page leaves the earlier ones as they were; comparing every loaded
    // entry on each page (the default's deep compare) stalls with thousands loaded
    structuralSharing: false,
  })

  const newest = pages.data?.pages[0]?.items[0]?.timeCompleted ?? query.startTime
  const tailFrom = newest?.toISOString() ?? ''
  const tail = useQuery<AuditLogEntryResultsPage, ApiError>({
    queryKey: ['auditLogList', 'tail', tailFrom],
    queryFn: async () => {
      const page = await callApi('auditLogList', {
        query: {
          startTime: new Date(tailFrom),
          sortBy: 'time_and_id_ascending',
          limit: TAIL_LIMIT,
        },
      })
      queryClient.setQueryData<AuditPages>(pagesKey, (d) => prependEntries(d, page.items))
      return page
    },
    // a fixed end leaves nothing to tail
    enabled: live && !!pages.data && !query.endTime,
    refetchInterval: pollWhile(() => live),
  })

  return { pages, tail }
}

type Options = {
  /** the router knows the URL's range (a static export learns it after the first render) */
  ready: boolean
  live: boolean
}
