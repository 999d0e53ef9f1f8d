import { describe, expect, it } from 'vitest'
import type { OxqlQueryResult } from '@/lib/api/__generated__/Api'
import {
  chartOf,
  formatValue,
  readAnswer,
  readExplorerView,
  startingQuery,
  timeseriesOf,
  withRange,
  writeExplorerView,
} from './explorer'
import { TIME_RANGES } from './oxql'

const [hour, sixHours, day, week] = TIME_RANGES

describe('the explorer’s queries', () => {
  it('start from a schema over the range, a mean per step', () => {
    expect(startingQuery('virtual_disk:reads', hour)).toBe(
      'get virtual_disk:reads | filter timestamp >= @now() - 1h | align mean_within(1m)',
    )
    expect(startingQuery('virtual_disk:reads', week)).toBe(
      'get virtual_disk:reads | filter timestamp >= @now() - 7d | align mean_within(2h)',
    )
    expect(timeseriesOf(startingQuery('a_b:c_d', day))).toBe('a_b:c_d')
    expect(timeseriesOf('select 1')).toBeUndefined()
  })

  it('follow a new range, keeping the rest of what was typed', () => {
    const typed =
      'get virtual_disk:reads | filter timestamp >= @now() - 1h && disk_id == "x" | align mean_within(1m) | group_by [disk_id], sum'
    expect(withRange(typed, sixHours)).toBe(
      'get virtual_disk:reads | filter timestamp >= @now() - 6h && disk_id == "x" | align mean_within(5m) | group_by [disk_id], sum',
    )
    // a query without a start gets one
    expect(withRange('get virtual_disk:reads', day)).toBe(
      'get virtual_disk:reads | filter timestamp >= @now() - 1d',
    )
  })

  it('live in the URL with their range', () => {
    const params = writeExplorerView({ other: 'kept' }, { query: 'get a:b', range: day })
    expect(params).toEqual({ other: 'kept', query: 'get a:b', range: '1d' })
    expect(readExplorerView(params)).toEqual({ query: 'get a:b', range: day })
    expect(readExplorerView({ query: '  ', range: 'nonsense' })).toEqual({
      query: undefined,
      range: hour,
    })
  })
})

const t = (m: number) => new Date(Date.UTC(2026, 5, 15, 9, m))

const answer: OxqlQueryResult = {
  tables: [
    {
      name: 'hardware_component:temperature',
      timeseries: {
        '1': {
          fields: {
            chassisSerial: { type: 'string', value: 'BRM1' },
            sensor: { type: 'string', value: 'cpu' },
          },
          points: {
            timestamps: [t(0), t(5)],
            values: [{ metricType: 'gauge', values: { type: 'double', values: [40.5, null] } }],
          },
        },
        '2': {
          fields: {
            chassisSerial: { type: 'string', value: 'BRM1' },
            sensor: { type: 'string', value: 'dimm0' },
          },
          points: {
            timestamps: [t(0), t(5)],
            values: [{ metricType: 'gauge', values: { type: 'double', values: [30, 31.25] } }],
          },
        },
      },
    },
  ],
}

describe('an answer', () => {
  it('is read as a row per point, its fields by their OxQL names', () => {
    const read = readAnswer(answer)
    expect(read.fieldNames).toEqual(['chassis_serial', 'sensor'])
    // labelled by what tells the timeseries apart
    expect(read.series.map((s) => s.label)).toEqual(['sensor=cpu', 'sensor=dimm0'])
    expect(read.rows.map((r) => [r.time.getUTCMinutes(), r.label, r.value])).toEqual([
      [0, 'sensor=cpu', 40.5],
      [0, 'sensor=dimm0', 30],
      [5, 'sensor=cpu', null],
      [5, 'sensor=dimm0', 31.25],
    ])
    expect(read.rows[0].fields).toEqual({ chassis_serial: 'BRM1', sensor: 'cpu' })
  })

  it('is charted as a column per timeseries, a point without a value left out', () => {
    const chart = chartOf(readAnswer(answer), (d) => `m${d.getUTCMinutes()}`)
    expect(chart).toEqual({
      rows: [
        { time: 'm0', 'sensor=cpu': 40.5, 'sensor=dimm0': 30 },
        { time: 'm5', 'sensor=dimm0': 31.25 },
      ],
      series: ['sensor=cpu', 'sensor=dimm0'],
      leftOut: 0,
    })
  })

  it('names a lone timeseries by its table, and tells identical ones apart', () => {
    const one = {
      tables: [{ ...answer.tables[0], timeseries: { a: answer.tables[0].timeseries['1'] } }],
    }
    expect(readAnswer(one).series.map((s) => s.label)).toEqual(['hardware_component:temperature'])
    const twice = {
      tables: [
        {
          ...answer.tables[0],
          timeseries: { a: answer.tables[0].timeseries['1'], b: answer.tables[0].timeseries['1'] },
        },
      ],
    }
    expect(readAnswer(twice).series.map((s) => s.label)).toEqual([
      'hardware_component:temperature',
      'hardware_component:temperature #2',
    ])
    expect(readAnswer(undefined)).toEqual({ rows: [], fieldNames: [], series: [] })
  })
})

describe('values', () => {
  it('are shown in their units', () => {
    expect(formatValue(41.257, 'degrees_celsius')).toBe('41.26 °C')
    expect(formatValue(1536, 'bytes')).toBe('1.5 KiB')
    expect(formatValue(2_500_000, 'count')).toBe('2.5M')
    expect(formatValue(3, undefined)).toBe('3')
  })
})
