import { describe, expect, it } from 'vitest'
import { rangeStats, rowFigure } from './range-stats'

describe('rangeStats', () => {
  it('gives the latest, the mean and the peak of a range', () => {
    expect(rangeStats([2, 8, 5])).toEqual({ current: 5, average: 5, peak: 8 })
    expect(rangeStats([0])).toEqual({ current: 0, average: 0, peak: 0 })
  })

  it('skips values that are not numbers, and gives nothing for no data', () => {
    expect(rangeStats([4, Number.NaN, 6, Infinity])).toEqual({ current: 6, average: 5, peak: 6 })
    expect(rangeStats([])).toBeUndefined()
    expect(rangeStats([Number.NaN])).toBeUndefined()
  })
})

describe('rowFigure', () => {
  const row = { time: '10:00', run: 30, idle: 60, waiting: 10 }

  it('adds up the series, less those left out', () => {
    expect(rowFigure(row, ['run', 'idle', 'waiting'])).toBe(100)
    expect(rowFigure(row, ['run', 'idle', 'waiting'], ['idle'])).toBe(40)
  })

  it('counts a series missing from the row as zero', () => {
    expect(rowFigure(row, ['run', 'emulation'])).toBe(30)
  })
})
