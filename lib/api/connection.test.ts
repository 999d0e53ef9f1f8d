import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callApi } from './client'
import { connectionLostAtom, isNetworkFailure, pingBackoffMs, pingNow } from './connection'
import { ApiError } from './errors'
import * as op from './ops'

const store = getDefaultStore()
const fetchStub = vi.fn<typeof fetch>()
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'))
const pings = () => fetchStub.mock.calls.filter(([url]) => String(url) === '/v1/ping').length

beforeEach(() => {
  vi.useFakeTimers()
  fetchStub.mockReset()
  vi.stubGlobal('fetch', fetchStub)
  store.set(connectionLostAtom, null)
})

afterEach(() => {
  // ends any outage a test left, and with it its timer
  store.set(connectionLostAtom, null)
  vi.clearAllTimers()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('pingBackoffMs', () => {
  it('waits 1 s, doubling after each failed ping, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(pingBackoffMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ])
  })
})

describe('isNetworkFailure', () => {
  it('is a rejected fetch, not an HTTP error or an abort', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true)
    expect(
      isNetworkFailure(new ApiError({ message: 'Service Unavailable', statusCode: 503 })),
    ).toBe(false)
    expect(isNetworkFailure(new DOMException('The user aborted a request.', 'AbortError'))).toBe(
      false,
    )
  })
})

describe('a lost connection', () => {
  it('starts when a request gets no answer at all, not when it gets an HTTP error', async () => {
    fetchStub.mockImplementation(async () =>
      Response.json(
        { error_code: 'ServiceUnavailable', message: 'Service Unavailable' },
        {
          status: 503,
        },
      ),
    )
    await expect(callApi(op.projectList, { query: {} })).rejects.toMatchObject({
      statusCode: 503,
    })
    expect(store.get(connectionLostAtom)).toBeNull()

    fetchStub.mockImplementation(unreachable)
    await expect(callApi(op.projectList, { query: {} })).rejects.toMatchObject({ statusCode: 0 })
    expect(store.get(connectionLostAtom)).toMatchObject({ failures: 0 })
    // more failures during the outage change nothing
    await expect(callApi(op.projectList, { query: {} })).rejects.toMatchObject({ statusCode: 0 })
    expect(store.get(connectionLostAtom)).toMatchObject({ failures: 0 })
    expect(pings()).toBe(0)
  })

  it('pings with backoff while the ping fails, and ends when it answers', async () => {
    fetchStub.mockImplementation(unreachable)
    const start = Date.now()
    await expect(callApi(op.projectList, { query: {} })).rejects.toBeInstanceOf(ApiError)
    expect(store.get(connectionLostAtom)?.nextPingAt).toBe(start + 1000)

    // the ping's own failure: no answer, then a 503 from a proxy in front of the API
    await vi.advanceTimersByTimeAsync(1000)
    expect(pings()).toBe(1)
    expect(store.get(connectionLostAtom)).toEqual({ failures: 1, nextPingAt: start + 3000 })
    fetchStub.mockImplementation(async () => new Response('', { status: 503 }))
    await vi.advanceTimersByTimeAsync(1999)
    expect(pings()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(pings()).toBe(2)
    expect(store.get(connectionLostAtom)).toEqual({ failures: 2, nextPingAt: start + 7000 })

    fetchStub.mockImplementation(async () => Response.json({ status: 'ok' }))
    await vi.advanceTimersByTimeAsync(4000)
    expect(pings()).toBe(3)
    expect(store.get(connectionLostAtom)).toBeNull()
    // and no more pings
    await vi.advanceTimersByTimeAsync(60_000)
    expect(pings()).toBe(3)
  })

  it('pings at once when asked, ahead of the timer', async () => {
    fetchStub.mockImplementation(unreachable)
    await expect(callApi(op.projectList, { query: {} })).rejects.toBeInstanceOf(ApiError)
    fetchStub.mockImplementation(async () => Response.json({ status: 'ok' }))
    await pingNow()
    expect(pings()).toBe(1)
    expect(store.get(connectionLostAtom)).toBeNull()
    await vi.advanceTimersByTimeAsync(5000)
    expect(pings()).toBe(1)
  })
})
