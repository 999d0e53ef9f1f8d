import { describe, expect, it } from 'vitest'
import { formatDuration } from './duration'

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [4_200, '4 s'],
    [65_000, '1 min 5 s'],
    [3_600_000 + 5 * 60_000 + 7_000, '1 h 5 min'],
    [2 * 86_400_000 + 3_600_000, '2 d 1 h'],
    [86_400_000 + 30_000, '1 d'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
})
