import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { auditLogPage } from '../store/audit'
import { requireActor, requireFleet } from '../access/auth'
import { invalidRequest } from '../transport/errors'
import { DEFAULT_LIMIT, decodeToken } from '../store/pagination'

const MAX_LIMIT = 10000

type Sort = 'time_and_id_ascending' | 'time_and_id_descending'

// the same token shape as mocks/store/pagination.ts, so decodeToken reads it
const encodeToken = (sort: Sort, after: [string, string], scope: Record<string, string>) =>
  Buffer.from(JSON.stringify({ v: 1, sort, after, scope })).toString('base64url')

const iso = (d: Date | string) => new Date(d).toISOString()

/**
 * The fleet audit log, ordered by completion time as in Nexus. `start_time`
 * is required on a first page (x-dropshot-pagination says so); later pages
 * carry the window and the order in their token.
 */
export const auditLogHandlers: Partial<MSWHandlers> = {
  auditLogList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    const token = query.pageToken ? decodeToken(query.pageToken) : undefined
    const start = query.startTime ? iso(query.startTime) : token?.scope.start_time
    const end = query.endTime ? iso(query.endTime) : token?.scope.end_time
    if (!start) throw invalidRequest('unable to parse query string: missing field `start_time`')
    const sort: Sort = (token?.sort as Sort | undefined) ?? query.sortBy ?? 'time_and_id_ascending'
    const after = token?.after
    if (after && after.length !== 2) throw invalidRequest('unable to parse page token')
    const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
    const page = auditLogPage({
      start,
      end,
      descending: sort === 'time_and_id_descending',
      after: after as [string, string] | undefined,
      limit,
    })
    const scope: Record<string, string> = { start_time: start }
    if (end) scope.end_time = end
    const last = page.items[page.items.length - 1]
    return {
      items: page.items,
      next_page:
        page.more && last ? encodeToken(sort, [last.time_completed, last.id], scope) : null,
    }
  },
}
