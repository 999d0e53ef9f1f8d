import { describe, expect, it } from 'vitest'
import type { AuditLogEntry } from '@/lib/api/__generated__/Api'
import { actorLabel, entriesJsonLines, entryMatches, resultLabel } from './entry-text'

const entry = (over: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: 'e1',
  actor: { kind: 'silo_user', siloId: 's1', siloUserId: 'u1' },
  authMethod: 'session_cookie',
  operationId: 'project_create',
  requestId: 'req-1',
  requestUri: '/v1/projects',
  result: { kind: 'success', httpStatusCode: 201 },
  sourceIp: '10.0.0.7',
  timeStarted: new Date('2026-03-10T12:00:00.000Z'),
  timeCompleted: new Date('2026-03-10T12:00:00.250Z'),
  userAgent: null,
  ...over,
})

const failed = entry({
  id: 'e2',
  actor: { kind: 'unauthenticated' },
  operationId: 'login_local',
  result: { kind: 'error', httpStatusCode: 401, errorMessage: 'no', errorCode: 'Unauthorized' },
})

const names = new Map([['u1', 'Ada Lovelace']])

describe('audit-log entries as text', () => {
  it('names actors by display name once known, else by id', () => {
    expect(actorLabel(entry().actor, names)).toBe('Ada Lovelace')
    expect(actorLabel(entry().actor, new Map())).toBe('u1')
    expect(actorLabel(failed.actor, names)).toBe('Unauthenticated')
    expect(resultLabel(entry().result)).toBe('Success 201')
    expect(resultLabel(failed.result)).toBe('Error 401')
    expect(resultLabel({ kind: 'unknown' })).toBe('Unknown')
  })

  it('filters by result and by text in operation, URI, actor, IP and request id', () => {
    const all = [entry(), failed]
    const shown = (result: 'all' | 'success' | 'error', text = '') =>
      all.filter((e) => entryMatches(e, result, text, names)).map((e) => e.id)
    expect(shown('all')).toEqual(['e1', 'e2'])
    expect(shown('success')).toEqual(['e1'])
    expect(shown('error')).toEqual(['e2'])
    expect(shown('all', 'LOGIN')).toEqual(['e2'])
    expect(shown('all', 'ada')).toEqual(['e1'])
    expect(shown('all', '10.0.0.7')).toEqual(['e1', 'e2'])
    expect(shown('all', 'req-1')).toEqual(['e1', 'e2'])
    expect(shown('all', '/v1/projects')).toEqual(['e1', 'e2'])
    expect(shown('error', 'ada')).toEqual([])
  })

  it('exports one snake_case entry per line, as the API sent it', () => {
    const lines = entriesJsonLines([entry(), failed]).trimEnd().split('\n')
    expect(lines).toHaveLength(2)
    const first = JSON.parse(lines[0]) as Record<string, unknown>
    expect(first).toMatchObject({
      operation_id: 'project_create',
      request_uri: '/v1/projects',
      actor: { kind: 'silo_user', silo_id: 's1', silo_user_id: 'u1' },
      result: { kind: 'success', http_status_code: 201 },
      time_completed: '2026-03-10T12:00:00.250Z',
    })
    expect(JSON.parse(lines[1])).toMatchObject({ result: { error_code: 'Unauthorized' } })
  })
})
