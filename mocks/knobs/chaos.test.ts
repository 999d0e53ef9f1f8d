import { describe, expect, it, vi } from 'vitest'
import { parseChaos, parseLatency } from './chaos'
import { testServer, type ErrorBody } from '../test-helpers'

describe('knobs', () => {
  it('reads MOCK_LATENCY_MS as a range, a fixed value or none', () => {
    expect(parseLatency(undefined)).toEqual({ min: 200, max: 400 })
    expect(parseLatency('50-80')).toEqual({ min: 50, max: 80 })
    expect(parseLatency('120')).toEqual({ min: 120, max: 120 })
    expect(parseLatency('0')).toEqual({ min: 0, max: 0 })
  })

  it('reads MOCK_CHAOS as a fraction, off unless set', () => {
    expect(parseChaos(undefined)).toBe(0)
    expect(parseChaos('0.25')).toBe(0.25)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(parseChaos('2')).toBe(0)
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})

describe('chaos mode', () => {
  it('fails API calls with contract-shaped errors but never sign-in', async () => {
    const { call, login } = testServer({ chaos: 1 })
    const cookie = await login('viewer')
    const statuses = new Set<number>()
    for (let i = 0; i < 40; i++) {
      const res = await call('GET', '/v1/me', { cookie })
      statuses.add(res.status)
      const body = (await res.json()) as ErrorBody
      expect(body.request_id).toBeTruthy()
      expect(body.message).toBeTruthy()
    }
    expect([...statuses].every((s) => [401, 403, 404, 500].includes(s))).toBe(true)
    expect((await call('POST', '/v1/logout', { cookie })).status).toBe(204)
  })
})
