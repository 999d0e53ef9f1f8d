import { QueryClient, QueryObserver, environmentManager, focusManager } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  POLL_GIVE_UP_AFTER_MS,
  POLL_INTERVAL_MS,
  IMPORT_WATCH_MS,
  POLL_MAX_INTERVAL_MS,
  diskSettling,
  importUnderway,
  instanceSettling,
  pollInterval,
  pollWhile,
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

describe('settling states', () => {
  it('never polls a disk that waits for its uploader', () => {
    expect(diskSettling('import_ready')).toBe(false)
    expect(diskSettling('importing_from_bulk_writes')).toBe(false)
    expect(diskSettling('creating')).toBe(true)
    expect(diskSettling('finalizing')).toBe(true)
  })

  it('polls instances on their way somewhere', () => {
    expect(instanceSettling('starting')).toBe(true)
    expect(instanceSettling('running')).toBe(false)
    expect(instanceSettling('failed')).toBe(false)
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

describe('importUnderway', () => {
  const now = Date.UTC(2026, 10, 25, 12)
  const disk = (state: 'import_ready' | 'importing_from_bulk_writes' | 'detached', ageMs: number) =>
    ({ state: { state }, timeCreated: new Date(now - ageMs) }) as Parameters<
      typeof importUnderway
    >[0]

  it('watches an import while it is young, in every import state', () => {
    expect(importUnderway(disk('import_ready', 1000), now)).toBe(true)
    expect(importUnderway(disk('importing_from_bulk_writes', IMPORT_WATCH_MS - 1), now)).toBe(true)
  })

  it('lets go of an import abandoned for longer than the watch, and of other disks', () => {
    expect(importUnderway(disk('importing_from_bulk_writes', IMPORT_WATCH_MS), now)).toBe(false)
    expect(importUnderway(disk('detached', 1000), now)).toBe(false)
  })
})
