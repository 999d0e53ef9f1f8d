import { describe, expect, it } from 'vitest'
import type { FieldValue, OxqlQueryResult, Timeseries } from '@/lib/api/__generated__/Api'
import { TIME_RANGES, asShares, instanceMetricQuery, toChartRows } from './oxql'

const id = '6a1cf4b2-7e0c-4d6b-9a55-1f0c2b3d4e5f'

describe('instanceMetricQuery', () => {
  it('filters by instance and time range, aligns and sums across vCPUs', () => {
    expect(
      instanceMetricQuery({
        metric: 'virtual_machine:vcpu_usage',
        field: 'instance_id',
        instanceId: id,
        range: TIME_RANGES[0],
        groupBy: ['state'],
      }),
    ).toBe(
      `get virtual_machine:vcpu_usage | filter timestamp >= @now() - 1h && instance_id == "${id}"` +
        ' | align mean_within(1m) | group_by [instance_id, state], sum',
    )
  })

  it('uses hour steps for the long ranges', () => {
    const q = instanceMetricQuery({
      metric: 'virtual_disk:reads',
      field: 'attached_instance_id',
      instanceId: id,
      range: TIME_RANGES[3],
    })
    expect(q).toContain('@now() - 7d && attached_instance_id ==')
    expect(q).toContain('align mean_within(2h)')
  })
})

const series = (state: string | null, values: (number | null)[], start = 0): Timeseries => ({
  fields: state ? { state: { type: 'string', value: state } } : ({} as Record<string, FieldValue>),
  points: {
    timestamps: values.map((_, i) => new Date(start + i * 60_000)),
    values: [{ metricType: 'gauge' as const, values: { type: 'double' as const, values } }],
  },
})

describe('toChartRows', () => {
  const formatTime = (t: Date) => String(t.getTime() / 60_000)

  it('makes one row per timestamp with a column per labelled series', () => {
    const result: OxqlQueryResult = {
      tables: [{ name: 'x', timeseries: { a: series('run', [1, 2]), b: series('idle', [3, 4]) } }],
    }
    expect(toChartRows(result, { labelField: 'state', fallbackLabel: 'all', formatTime })).toEqual({
      series: ['idle', 'run'],
      rows: [
        { time: '0', idle: 3, run: 1 },
        { time: '1', idle: 4, run: 2 },
      ],
    })
  })

  it('adds series of the same label, skips missing points and applies the transform', () => {
    const result: OxqlQueryResult = {
      tables: [{ name: 'x', timeseries: { a: series(null, [1, null]), b: series(null, [2, 5]) } }],
    }
    const out = toChartRows(result, {
      fallbackLabel: 'Bytes',
      transform: (v) => v * 10,
      formatTime,
    })
    expect(out.rows).toEqual([
      { time: '0', Bytes: 30 },
      { time: '1', Bytes: 50 },
    ])
  })

  it('reads camelCased field keys', () => {
    const ts = series(null, [1])
    const result: OxqlQueryResult = {
      tables: [
        {
          name: 'x',
          timeseries: { a: { ...ts, fields: { vcpuId: { type: 'u32', value: 3 } } } },
        },
      ],
    }
    expect(
      toChartRows(result, { labelField: 'vcpu_id', fallbackLabel: '?', formatTime }).series,
    ).toEqual(['3'])
  })

  it('is empty for no tables or no result', () => {
    expect(toChartRows(undefined, { fallbackLabel: 'x', formatTime })).toEqual({
      rows: [],
      series: [],
    })
  })
})

describe('asShares', () => {
  it('turns each row into percentages of its total, zero when empty', () => {
    expect(
      asShares(
        [
          { time: 'a', run: 3, idle: 1 },
          { time: 'b', run: 0, idle: 0 },
        ],
        ['idle', 'run'],
      ),
    ).toEqual([
      { time: 'a', idle: 25, run: 75 },
      { time: 'b', idle: 0, run: 0 },
    ])
  })
})
