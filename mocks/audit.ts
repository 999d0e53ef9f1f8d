import type { Actor } from './auth'
import { db, type AuditLogEntry } from './db'
import { newId } from './create'

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
  db.auditLog.push({
    id: newId(),
    operation_id: entry.operationId,
    request_id: entry.requestId,
    request_uri: url.pathname + url.search,
    source_ip: entry.sourceIp,
    user_agent: entry.request.headers.get('user-agent'),
    auth_method: entry.authMethod,
    actor: entry.actor
      ? { kind: 'silo_user', silo_id: entry.actor.silo.id, silo_user_id: entry.actor.user.id }
      : { kind: 'unauthenticated' },
    result,
    time_started: entry.started.toISOString(),
    time_completed: new Date().toISOString(),
  })
}
