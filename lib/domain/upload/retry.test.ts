import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { backoffDelay, isTransient, withRetries, type RetryPolicy } from './retry'

const policy: RetryPolicy = { attempts: 4, baseDelayMs: 1, maxDelayMs: 4 }
const apiError = (statusCode: number) =>
  new ApiError({ message: `status ${statusCode}`, statusCode })

/** A request that fails with the given statuses, in turn, then answers 'ok'. */
function failing(statuses: number[]) {
  let calls = 0
  const request = async () => {
    const status = statuses[calls++]
    if (status !== undefined) throw apiError(status)
    return 'ok'
  }
  return { request, calls: () => calls }
}

describe('isTransient', () => {
  it('is a 5xx or a network failure, never a 4xx or another error', () => {
    expect([500, 502, 503, 504, 0].map((s) => isTransient(apiError(s)))).toEqual(
      Array(5).fill(true),
    )
    expect([400, 401, 403, 404, 409, 429].map((s) => isTransient(apiError(s)))).toEqual(
      Array(6).fill(false),
    )
    expect(isTransient(new Error('bug'))).toBe(false)
  })
})

describe('withRetries', () => {
  it('repeats a request after a 503 or a network failure and returns its answer', async () => {
    const r = failing([503, 0])
    await expect(withRetries(r.request, policy)).resolves.toBe('ok')
    expect(r.calls()).toBe(3)
  })

  it('never repeats a 4xx', async () => {
    for (const status of [400, 404, 409]) {
      const r = failing([status])
      await expect(withRetries(r.request, policy)).rejects.toMatchObject({ statusCode: status })
      expect(r.calls()).toBe(1)
    }
  })

  it('gives up after the last attempt with the last error', async () => {
    const r = failing([500, 502, 503, 504, 500])
    await expect(withRetries(r.request, policy)).rejects.toMatchObject({ statusCode: 504 })
    expect(r.calls()).toBe(4)
  })

  it('stops once the signal aborts, without another try', async () => {
    const controller = new AbortController()
    let calls = 0
    const request = async () => {
      calls++
      controller.abort(new Error('cancelled'))
      throw apiError(0)
    }
    await expect(withRetries(request, policy, { signal: controller.signal })).rejects.toMatchObject(
      { statusCode: 0 },
    )
    expect(calls).toBe(1)
  })
})

describe('backoffDelay', () => {
  const slow: RetryPolicy = { attempts: 6, baseDelayMs: 500, maxDelayMs: 4000 }

  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, slow, () => 1))).toEqual([
      500, 1000, 2000, 4000, 4000,
    ])
  })

  it('spreads each wait over the upper half of its step', () => {
    expect(backoffDelay(2, slow, () => 0)).toBe(500)
    expect(backoffDelay(2, slow, () => 0.5)).toBe(750)
  })
})
