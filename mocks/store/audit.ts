import type { Actor } from '../access/auth'
import { db, type AuditLogEntry } from './db'
import { newId } from './create'

/**
 * The audit log is kept sorted by (time_completed, id), the order Nexus lists
 * it in, so a page is two binary searches and a slice however long the log
 * grows (MOCK_AUDIT_ENTRIES=100000 for the benchmark).
 */

const keyOf = (e: AuditLogEntry) => [e.time_completed, e.id] as const

/** <0, 0, >0 as entry `e` sorts before, at or after the key. */
function compareKey(e: AuditLogEntry, key: readonly [string, string]) {
  const [t, id] = keyOf(e)
  if (t !== key[0]) return t < key[0] ? -1 : 1
  return id === key[1] ? 0 : id < key[1] ? -1 : 1
}

/** The first index whose entry is not before `key` (or after it, when `strict`). */
function lowerBound(key: readonly [string, string], strict = false) {
  const log = db.auditLog
  let lo = 0
  let hi = log.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const c = compareKey(log[mid], key)
    if (c < 0 || (strict && c === 0)) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Add an entry in order; a new one almost always goes at the end. */
function insertAuditEntry(entry: AuditLogEntry) {
  const log = db.auditLog
  const last = log[log.length - 1]
  if (!last || compareKey(last, keyOf(entry)) <= 0) log.push(entry)
  else log.splice(lowerBound(keyOf(entry)), 0, entry)
}

/** Put a log built out of order (the seed's) in order. */
export function sortAuditLog() {
  db.auditLog.sort((a, b) => compareKey(a, keyOf(b)))
}

export type AuditPageRequest = {
  /** inclusive, ISO */
  start: string
  /** exclusive, ISO */
  end?: string
  descending: boolean
  /** the last entry's key of the previous page */
  after?: readonly [string, string]
  limit: number
}

/** The entries of one page and whether more follow, in the order asked. */
export function auditLogPage(req: AuditPageRequest) {
  // ids sort after '' and before '~', so these bound every id at a time
  let from = lowerBound([req.start, ''])
  let to = req.end ? lowerBound([req.end, '']) : db.auditLog.length
  if (req.after) {
    if (req.descending) to = Math.min(to, lowerBound(req.after))
    else from = Math.max(from, lowerBound(req.after, true))
  }
  if (to <= from) return { items: [], more: false }
  if (req.descending) {
    const first = Math.max(from, to - req.limit)
    return { items: db.auditLog.slice(first, to).reverse(), more: first > from }
  }
  const last = Math.min(to, from + req.limit)
  return { items: db.auditLog.slice(from, last), more: last < to }
}

/** Write requests go to the audit log, as Nexus logs its mutating endpoints. */
export function recordAudit(entry: {
  operationId: string
  request: Request
  actor: Actor | undefined
  authMethod: string | null
  status: number
  started: Date
  sourceIp: string
  requestId: string
  errorBody?: { error_code?: string; message?: string }
}) {
  const url = new URL(entry.request.url)
  const result: AuditLogEntry['result'] =
    entry.status < 400
      ? { kind: 'success', http_status_code: entry.status }
      : {
          kind: 'error',
          http_status_code: entry.status,
          error_code: entry.errorBody?.error_code ?? null,
          error_message: entry.errorBody?.message ?? '',
        }
  insertAuditEntry({
    id: newId(),
    operation_id: entry.operationId,
    request_id: entry.requestId,
    request_uri: (url.pathname + url.search).slice(0, 512),
    source_ip: entry.sourceIp,
    user_agent: entry.request.headers.get('user-agent')?.slice(0, 256) ?? null,
    auth_method: entry.authMethod,
    actor: entry.actor
      ? { kind: 'silo_user', silo_id: entry.actor.silo.id, silo_user_id: entry.actor.user.id }
      : { kind: 'unauthenticated' },
    result,
    time_started: entry.started.toISOString(),
    time_completed: new Date().toISOString(),
  })
}
