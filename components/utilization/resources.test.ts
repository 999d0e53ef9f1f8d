import { describe, expect, it } from 'vitest'
import type { Measurement } from '@/lib/api/__generated__/Api'
import { measurementRows, RESOURCES, usedPercent } from './resources'

const at = (iso: string, datum: Measurement['datum']): Measurement => ({
  timestamp: new Date(iso),
  datum,
})
const hhmm = (t: Date) => t.toISOString().slice(11, 16)

describe('usedPercent', () => {
  it('is the whole percentage of the quota in use', () => {
    expect(usedPercent(3, 8)).toBe(37)
    expect(usedPercent(8, 8)).toBe(100)
  })

  it('says over 100 when more is provisioned than the quota allows', () => {
    expect(usedPercent(12, 8)).toBe(150)
  })

  it('treats a zero quota as empty, or full when something is provisioned anyway', () => {
    expect(usedPercent(0, 0)).toBe(0)
    expect(usedPercent(1, 0)).toBe(100)
  })
})

describe('measurementRows', () => {
  it('orders a descending page oldest first', () => {
    const rows = measurementRows(
      [
        at('2025-01-01T10:02:00Z', { type: 'i64', datum: 30 }),
        at('2025-01-01T10:01:00Z', { type: 'i64', datum: 20 }),
        at('2025-01-01T10:00:00Z', { type: 'i64', datum: 10 }),
      ],
      hhmm,
    )
    expect(rows).toEqual([
      { time: '10:00', Provisioned: 10 },
      { time: '10:01', Provisioned: 20 },
      { time: '10:02', Provisioned: 30 },
    ])
  })

  it('reads a cumulative value and leaves out data that is not a number', () => {
    const rows = measurementRows(
      [
        at('2025-01-01T10:00:00Z', {
          type: 'cumulative_i64',
          datum: { startTime: new Date('2025-01-01T00:00:00Z'), value: 7 },
        }),
        at('2025-01-01T10:01:00Z', { type: 'string', datum: 'n/a' }),
      ],
      hhmm,
    )
    expect(rows).toEqual([{ time: '10:00', Provisioned: 7 }])
  })
})

describe('RESOURCES', () => {
  it('formats vCPUs compactly and memory and storage in binary units', () => {
    const [cpus, memory, storage] = RESOURCES
    expect(cpus.format(1_250_000)).toBe('1.3M')
    expect(cpus.format(24)).toBe('24')
    expect(memory.format(64 * 1024 ** 3)).toBe('64 GiB')
    expect(storage.format(1.5 * 1024 ** 4)).toBe('1.5 TiB')
  })
})

describe('axis labels', () => {
  it('keep one decimal so they fit beside the chart', () => {
    const [cpus, memory] = RESOURCES
    expect(memory.axisFormat(242.14 * 1024 ** 3)).toBe('242.1 GiB')
    expect(cpus.axisFormat(45.6)).toBe('46')
  })
})
