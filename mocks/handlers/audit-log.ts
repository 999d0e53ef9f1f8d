import type { MSWHandlers } from '@/lib/api/__generated__/msw-handlers'
import { requireActor, requireFleet } from '../auth'
import { db } from '../db'
import { invalidRequest } from '../errors'
import { decodeToken, paginate } from '../pagination'

/**
 * The fleet audit log. `start_time` is required on a first page (the
 * contract marks it so in x-dropshot-pagination); later pages carry the
 * window in their token.
 */
export const auditLogHandlers: Partial<MSWHandlers> = {
  auditLogList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    const scope = query.pageToken ? decodeToken(query.pageToken).scope : {}
    const start = query.startTime ? new Date(query.startTime).toISOString() : scope.start_time
    const end = query.endTime ? new Date(query.endTime).toISOString() : scope.end_time
    if (!start) throw invalidRequest('unable to parse query string: missing field `start_time`')
    const entries = db.auditLog.filter(
      (e) => e.time_started >= start && (!end || e.time_started < end),
    )
    return paginate(query, entries, {
      defaultSort: 'time_and_id_ascending',
      keys: { time: (e) => e.time_started },
      scope: { start_time: start, end_time: end },
    })
  },
}
