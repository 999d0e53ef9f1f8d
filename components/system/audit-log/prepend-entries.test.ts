import { describe, expect, it } from 'vitest'
import type { AuditLogEntry } from '@/lib/api/__generated__/Api'
import { prependEntries, type AuditPages } from './prepend-entries'

const at = (id: string, t: string): AuditLogEntry => ({
  id,
  actor: { kind: 'unauthenticated' },
  operationId: 'login_local',
  requestId: id,
  requestUri: '/v1/login/acme/local',
  result: { kind: 'success', httpStatusCode: 204 },
  sourceIp: '127.0.0.1',
  timeStarted: new Date(t),
  timeCompleted: new Date(t),
})

const loaded: AuditPages = {
  pages: [{ items: [at('b', '2026-01-01T00:00:02Z'), at('a', '2026-01-01T00:00:01Z')] }],
  pageParams: [undefined],
}

describe('live tail', () => {
  it('puts newer entries on top, newest first, skipping those already shown', () => {
    const next = prependEntries(loaded, [
      at('b', '2026-01-01T00:00:02Z'),
      at('c', '2026-01-01T00:00:03Z'),
      at('d', '2026-01-01T00:00:04Z'),
    ])
    expect(next?.pages[0].items.map((e) => e.id)).toEqual(['d', 'c', 'b', 'a'])
  })

  it('leaves the pages as they were when nothing is new', () => {
    expect(prependEntries(loaded, [at('b', '2026-01-01T00:00:02Z')])).toBe(loaded)
    expect(prependEntries(undefined, [at('c', '2026-01-01T00:00:03Z')])).toBeUndefined()
  })
})
