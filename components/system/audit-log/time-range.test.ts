import { describe, expect, it } from 'vitest'
import { customRange, rangeQuery, readTimeRange, writeTimeRange } from './time-range'

const now = new Date('2026-03-10T12:00:00.000Z')

describe('audit-log time range', () => {
  it('turns each preset into a start time counted back from now, newest first', () => {
    const start = (range: string) =>
      rangeQuery(readTimeRange({ range }), now).startTime?.toISOString()
    expect(start('1h')).toBe('2026-03-10T11:00:00.000Z')
    expect(start('24h')).toBe('2026-03-09T12:00:00.000Z')
    expect(start('7d')).toBe('2026-03-03T12:00:00.000Z')
    expect(start('30d')).toBe('2026-02-08T12:00:00.000Z')
    const q = rangeQuery(readTimeRange({ range: '1h' }), now)
    expect(q.sortBy).toBe('time_and_id_descending')
    expect(q).not.toHaveProperty('endTime')
  })

  it('falls back to the last 24 hours for a missing or unknown range', () => {
    expect(readTimeRange({})).toEqual({ kind: 'preset', preset: '24h' })
    expect(readTimeRange({ range: '5y' })).toEqual({ kind: 'preset', preset: '24h' })
    expect(readTimeRange({ start: 'yesterday-ish' })).toEqual({ kind: 'preset', preset: '24h' })
  })

  it('asks for a custom range as given, the end exclusive and optional', () => {
    const range = readTimeRange({
      start: '2026-03-01T00:00:00.000Z',
      end: '2026-03-02T00:00:00.000Z',
    })
    expect(rangeQuery(range, now)).toEqual({
      startTime: new Date('2026-03-01T00:00:00.000Z'),
      endTime: new Date('2026-03-02T00:00:00.000Z'),
      sortBy: 'time_and_id_descending',
    })
    const open = readTimeRange({ start: '2026-03-01T00:00:00.000Z', end: '2026-02-01T00:00:00Z' })
    expect(rangeQuery(open, now)).toEqual({
      startTime: new Date('2026-03-01T00:00:00.000Z'),
      sortBy: 'time_and_id_descending',
    })
  })

  it('writes a range to the URL and reads the same one back, keeping other parameters', () => {
    const custom = customRange('2026-03-01T08:30', '2026-03-01T09:30')
    if (!('range' in custom) || !custom.range) throw new Error('expected a range')
    const url = writeTimeRange({ range: '7d', other: 'x' }, custom.range)
    expect(url).not.toHaveProperty('range')
    expect(url.other).toBe('x')
    expect(readTimeRange(url)).toEqual(custom.range)
    expect(writeTimeRange(url, { kind: 'preset', preset: '1h' })).toEqual({
      other: 'x',
      range: '1h',
    })
  })

  it('refuses a custom range without a start or ending before it', () => {
    expect(customRange('', '')).toEqual({ error: 'Enter a start time' })
    expect(customRange('2026-03-01T08:30', '2026-03-01T08:00')).toEqual({
      error: 'The end must be after the start',
    })
    expect(customRange('2026-03-01T08:30', '')).toEqual({
      range: { kind: 'custom', start: new Date('2026-03-01T08:30') },
    })
  })
})
