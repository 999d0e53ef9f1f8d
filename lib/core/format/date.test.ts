import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime, formatDayTime, formatDayTimeSeconds, timeAgo } from './date'

describe('formatDateTime', () => {
  // built from local fields so the test holds in any time zone
  it('shows month, day, year and 24-hour time', () => {
    expect(formatDateTime(new Date(2026, 10, 23, 14, 5))).toBe('Nov 23, 2026, 14:05')
    expect(formatDateTime(new Date(2025, 0, 2, 9, 7, 59))).toBe('Jan 2, 2025, 09:07')
  })
})

describe('formatDayTime and formatDayTimeSeconds', () => {
  it('show month, day and 24-hour time, without the year', () => {
    const d = new Date(2026, 10, 3, 4, 5, 9)
    expect(formatDayTime(d)).toBe('Nov 3, 04:05')
    expect(formatDayTimeSeconds(d)).toBe('Nov 3, 04:05:09')
    expect(formatDayTime(new Date(2026, 0, 31, 23, 59).getTime())).toBe('Jan 31, 23:59')
  })
})

describe('timeAgo', () => {
  const now = new Date(2026, 10, 23, 14, 5)
  const before = (ms: number) => new Date(now.getTime() - ms)

  it.each([
    [30_000, '30 seconds ago'],
    [60_000, '1 minute ago'],
    [3 * 60_000, '3 minutes ago'],
    [2 * 3_600_000, '2 hours ago'],
    [3 * 86_400_000, '3 days ago'],
  ])('%d ms before → %s', (ms, text) => {
    expect(timeAgo(before(ms), now)).toBe(text)
  })

  it('speaks of the future too', () => {
    expect(timeAgo(before(-5 * 60_000), now)).toBe('in 5 minutes')
  })

  describe('without a given now', () => {
    afterEach(() => {
      vi.useRealTimers()
    })
    it('uses the clock', () => {
      vi.useFakeTimers()
      vi.setSystemTime(now)
      expect(timeAgo(before(10 * 60_000))).toBe('10 minutes ago')
    })
  })
})
