import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttle } from './throttle'

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs the first call at once and the latest of the rest after the interval', () => {
    const seen: number[] = []
    const t = throttle((n: number) => seen.push(n), 100)
    t(1)
    t(2)
    t(3)
    expect(seen).toEqual([1])
    vi.advanceTimersByTime(100)
    expect(seen).toEqual([1, 3])
    vi.advanceTimersByTime(500)
    expect(seen).toEqual([1, 3])
    t(4)
    expect(seen).toEqual([1, 3, 4])
  })

  it('flush delivers a pending call now', () => {
    const seen: number[] = []
    const t = throttle((n: number) => seen.push(n), 100)
    t(1)
    t(2)
    t.flush()
    expect(seen).toEqual([1, 2])
    vi.advanceTimersByTime(200)
    expect(seen).toEqual([1, 2])
  })
})
