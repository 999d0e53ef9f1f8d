import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../store/db'
import { sessionTimeouts } from './session-expiry'
import { testServer } from '../test-helpers'

/** Sessions end after an idle spell and, however busy, some time after the login. */

const MINUTE = 60_000

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2025-08-01T09:00:00Z'))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

const later = (ms: number) => vi.setSystemTime(Date.now() + ms)

describe('session expiry', () => {
  it("defaults to Nexus's timeouts: 8 hours idle, 24 hours in all", () => {
    expect(sessionTimeouts()).toEqual({ idleS: 8 * 3600, absoluteS: 24 * 3600 })
  })

  it('ends a session left idle, removes it, and answers 401 like no session', async () => {
    vi.stubEnv('MOCK_SESSION_IDLE_S', '600')
    const { call, login } = testServer()
    const cookie = await login('viewer')
    later(9 * MINUTE)
    expect((await call('GET', '/v1/me', { cookie })).status).toBe(200)
    // that use counts: another 9 minutes is still within 10 of it
    later(9 * MINUTE)
    expect((await call('GET', '/v1/me', { cookie })).status).toBe(200)
    later(10 * MINUTE)
    const res = await call('GET', '/v1/me', { cookie })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({
      error_code: 'Unauthorized',
      message: 'credentials missing or invalid',
    })
    expect(db.sessions).toHaveLength(0)
  })

  it('ends a session in use once it is older than the absolute timeout', async () => {
    vi.stubEnv('MOCK_SESSION_IDLE_S', '600')
    vi.stubEnv('MOCK_SESSION_ABSOLUTE_S', '1800')
    const { call, login } = testServer()
    const cookie = await login('viewer')
    for (let i = 0; i < 5; i++) {
      later(5 * MINUTE)
      expect((await call('GET', '/v1/me', { cookie })).status).toBe(200)
    }
    later(5 * MINUTE)
    expect((await call('GET', '/v1/me', { cookie })).status).toBe(401)
  })

  it('lists only live sessions', async () => {
    vi.stubEnv('MOCK_SESSION_IDLE_S', '600')
    const { call, login } = testServer()
    await login('viewer')
    later(11 * MINUTE)
    const cookie = await login('viewer')
    const me = (await (await call('GET', '/v1/me', { cookie })).json()) as { id: string }
    const list = await call('GET', `/v1/users/${me.id}/sessions`, { cookie })
    expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(1)
  })

  it('falls back to the default for a setting it cannot read, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubEnv('MOCK_SESSION_IDLE_S', 'soon')
    expect(sessionTimeouts().idleS).toBe(8 * 3600)
    expect(warn).toHaveBeenCalledWith(
      'MOCK_SESSION_IDLE_S=soon is not a positive number of seconds: using 28800',
    )
  })
})
