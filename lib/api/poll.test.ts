import { QueryClient, QueryObserver, environmentManager, focusManager } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  POLL_GIVE_UP_AFTER_MS,
  POLL_INTERVAL_MS,
  POLL_MAX_INTERVAL_MS,
  pollInterval,
  pollWhile,
  pollWhileAny,
} from './poll'

const busy = (n: number) => n > 0
const ok = (data: number | undefined, at = 1000) => ({
  data,
  dataUpdatedAt: at,
  errorUpdatedAt: 0,
})

describe('pollInterval', () => {
  it('polls only while the data is busy', () => {
    expect(pollInterval(ok(1), busy)).toBe(POLL_INTERVAL_MS)
    expect(pollInterval(ok(0), busy)).toBe(false)
    expect(pollInterval(ok(undefined), busy)).toBe(false)
  })

  it('backs off by the length of the outage, up to the cap', () => {
    const failing = (outage: number) =>
      pollInterval({ data: 1, dataUpdatedAt: 0, errorUpdatedAt: outage }, busy, outage)
    expect(failing(500)).toBe(POLL_INTERVAL_MS)
    expect(failing(9000)).toBe(9000)
    expect(failing(120_000)).toBe(POLL_MAX_INTERVAL_MS)
  })

  it('gives up after a long outage', () => {
    const at = POLL_GIVE_UP_AFTER_MS + 1
    expect(pollInterval({ data: 1, dataUpdatedAt: 0, errorUpdatedAt: at }, busy, at)).toBe(false)
  })

  it('goes back to the base interval once a poll succeeds again', () => {
    expect(pollInterval({ data: 1, dataUpdatedAt: 50_000, errorUpdatedAt: 40_000 }, busy)).toBe(
      POLL_INTERVAL_MS,
    )
  })
})

describe('pollWhileAny', () => {
  const anyBusy = pollWhileAny(busy)

  it('is true while any item of a list or a page settles', () => {
    expect(anyBusy([0, 2, 0])).toBe(true)
    expect(anyBusy({ items: [0, 2] })).toBe(true)
    expect(anyBusy([0, 0])).toBe(false)
    expect(anyBusy({ items: [] })).toBe(false)
  })

  it('gives the rule the item alone, never its index', () => {
    const rule = vi.fn((_item: number, ...rest: unknown[]) => rest.length > 0)
    expect(pollWhileAny(rule)([0, 0])).toBe(false)
    expect(rule).toHaveBeenCalledTimes(2)
  })
})

describe('pollWhile with TanStack Query', () => {
  // as in a browser: TanStack Query schedules no interval timers on a server
  beforeAll(() => environmentManager.setIsServer(() => false))
  afterAll(() => environmentManager.setIsServer(() => typeof window === 'undefined'))
  afterEach(() => {
    focusManager.setFocused(undefined)
    vi.useRealTimers()
  })

  async function observe(state: () => string) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const queryFn = vi.fn(async () => state())
    const observer = new QueryObserver(client, {
      queryKey: ['thing'],
      queryFn,
      refetchInterval: pollWhile<string>((s) => s === 'starting'),
    })
    const unsubscribe = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    return { queryFn, unsubscribe }
  }

  it('stops once the state settles', async () => {
    vi.useFakeTimers()
    let state = 'starting'
    const { queryFn, unsubscribe } = await observe(() => state)
    expect(queryFn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    expect(queryFn).toHaveBeenCalledTimes(2)
    state = 'running'
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    expect(queryFn).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5)
    expect(queryFn).toHaveBeenCalledTimes(3)
    unsubscribe()
  })

  it('does not poll while the tab is hidden', async () => {
    vi.useFakeTimers()
    const { queryFn, unsubscribe } = await observe(() => 'starting')
    focusManager.setFocused(false)
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5)
    expect(queryFn).toHaveBeenCalledTimes(1)
    focusManager.setFocused(true)
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    expect(queryFn).toHaveBeenCalledTimes(2)
    unsubscribe()
  })
})
