import type { AuditLogEntry, AuditLogEntryActor } from '@/lib/api/__generated__/Api'
import { snakeify } from '@/lib/api/__generated__/util'

/** Result filter values of the page's toggle. */
export type ResultFilter = 'all' | 'success' | 'error'

/** Display names of the actors looked up so far, by user id. */
export type ActorNames = ReadonlyMap<string, string>

export function actorLabel(actor: AuditLogEntryActor, names: ActorNames): string {
  switch (actor.kind) {
    case 'silo_user':
      return names.get(actor.siloUserId) ?? actor.siloUserId
    case 'user_builtin':
      return names.get(actor.userBuiltinId) ?? actor.userBuiltinId
    default:
      return 'Unauthenticated'
  }
}

export function resultLabel(result: AuditLogEntry['result']): string {
  switch (result.kind) {
    case 'success':
      return `Success ${result.httpStatusCode}`
    case 'error':
      return `Error ${result.httpStatusCode}`
    default:
      return 'Unknown'
  }
}

/**
 * Whether an entry shows under the page's filters: its result, and text
 * found (ignoring case) in its operation, URI, actor (name or id), source
 * IP or request id.
 */
export function entryMatches(
  entry: AuditLogEntry,
  result: ResultFilter,
  text: string,
  names: ActorNames,
): boolean {
  if (result === 'success' && entry.result.kind !== 'success') return false
  if (result === 'error' && entry.result.kind !== 'error') return false
  const needle = text.trim().toLowerCase()
  if (!needle) return true
  const actor = entry.actor
  const haystack = [
    entry.operationId,
    entry.requestUri,
    entry.sourceIp,
    entry.requestId,
    actorLabel(actor, names),
    actor.kind === 'silo_user' ? actor.siloUserId : '',
    actor.kind === 'user_builtin' ? actor.userBuiltinId : '',
  ]
  return haystack.some((s) => s.toLowerCase().includes(needle))
}

/** An entry as the API sent it: snake_case keys, times in ISO. */
export const entryJson = (entry: AuditLogEntry) => JSON.stringify(snakeify(entry), null, 2)

/** Entries as JSON lines: one contract-shaped (snake_case) entry per line. */
export const entriesJsonLines = (entries: readonly AuditLogEntry[]) =>
  entries.map((e) => JSON.stringify(snakeify(e)) + '\n').join('')
