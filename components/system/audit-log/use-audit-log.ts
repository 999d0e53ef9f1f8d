import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { AuditLogListQueryParams } from '@/lib/api/__generated__/Api'
import { infiniteKey, useApiQuery, useInfiniteApiQuery } from '@/lib/api/query'
import { prependEntries, type AuditPages } from './prepend-entries'
import * as op from '@/lib/api/ops'

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
  const first = { query: { ...query, limit: AUDIT_PAGE_SIZE } }
  const pages = useInfiniteApiQuery(
    op.auditLogList,
    first,
    // a later page's window and order are in its token
    (pageToken) => ({ query: { pageToken, limit: AUDIT_PAGE_SIZE } }),
    {
      enabled: ready,
      // entries never change once written; refetching every loaded page would
      // only repeat them (new ones come through the tail)
      staleTime: Infinity,
      // a new page leaves the earlier ones as they were; comparing every loaded
      // entry on each page (the default's deep compare) stalls with thousands loaded
      structuralSharing: false,
    },
  )

  const newest = pages.data?.pages[0]?.items[0]?.timeCompleted ?? query.startTime
  const tail = useApiQuery(
    op.auditLogList,
    { query: { startTime: newest, sortBy: 'time_and_id_ascending', limit: TAIL_LIMIT } },
    // a fixed end leaves nothing to tail
    { enabled: live && !!pages.data && !query.endTime, pollWhile: () => live },
  )
  // each answer goes on top of the pages; the next tail then starts from its newest entry
  const pagesKey = infiniteKey(op.auditLogList, first)
  const pagesKeyHash = JSON.stringify(pagesKey)
  useEffect(() => {
    if (!tail.data) return
    queryClient.setQueryData<AuditPages>(pagesKey, (d) => prependEntries(d, tail.data.items))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is compared by its hash
  }, [tail.data, queryClient, pagesKeyHash])

  return { pages, tail }
}

type Options = {
  /** the router knows the URL's range (a static export learns it after the first render) */
  ready: boolean
  live: boolean
}
