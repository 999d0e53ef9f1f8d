import type { OxqlQueryResult } from '@/lib/api/__generated__/Api'

/**
 * OxQL for the instance metrics tab, and the reshaping of a query result into
 * the rows a chart draws. The queries name only what every rack reports, so
 * they run unchanged against a real one.
 */

export type TimeRange = { key: string; label: string; ms: number; oxql: string; stepMs: number }

const MINUTE = 60_000

export const TIME_RANGES: readonly TimeRange[] = [
  { key: '1h', label: 'Last hour', ms: 60 * MINUTE, oxql: '1h', stepMs: MINUTE },
  { key: '6h', label: 'Last 6 hours', ms: 6 * 60 * MINUTE, oxql: '6h', stepMs: 5 * MINUTE },
  { key: '1d', label: 'Last day', ms: 1440 * MINUTE, oxql: '1d', stepMs: 20 * MINUTE },
  { key: '7d', label: 'Last week', ms: 7 * 1440 * MINUTE, oxql: '7d', stepMs: 2 * 60 * MINUTE },
]

export const DEFAULT_TIME_RANGE = TIME_RANGES[0]

const step = (ms: number) =>
  ms % (60 * MINUTE) === 0 ? `${ms / (60 * MINUTE)}h` : `${ms / MINUTE}m`

/** The field that ties a metric's series to an instance. */
export type TargetField = 'instance_id' | 'attached_instance_id'

export function instanceMetricQuery(opts: {
  metric: string
  field: TargetField
  instanceId: string
  range: TimeRange
  /** fields to keep apart when summing the series (e.g. the vCPU state) */
  groupBy?: string[]
}): string {
  const { metric, field, instanceId, range, groupBy = [] } = opts
  return [
    `get ${metric}`,
    `filter timestamp >= @now() - ${range.oxql} && ${field} == "${instanceId}"`,
    `align mean_within(${step(range.stepMs)})`,
    `group_by [${[field, ...groupBy].join(', ')}], sum`,
  ].join(' | ')
}

export type ChartRow = { time: string; [series: string]: number | string }

/**
 * One row per timestamp, one column per series. A series is named by the
 * field `labelField` (e.g. the vCPU state) or `fallbackLabel` when it has none;
 * series of the same name are added up.
 */
export function toChartRows(
  result: OxqlQueryResult | undefined,
  opts: {
    labelField?: string
    fallbackLabel: string
    transform?: (value: number) => number
    formatTime: (t: Date) => string
  },
): { rows: ChartRow[]; series: string[] } {
  const byTime = new Map<number, Map<string, number>>()
  const seriesNames = new Set<string>()
  for (const table of result?.tables ?? []) {
    for (const ts of Object.values(table.timeseries)) {
      const labelValue = opts.labelField ? fieldValue(ts.fields, opts.labelField) : undefined
      const label = labelValue ?? opts.fallbackLabel
      const values = ts.points.values[0]?.values
      if (!values || (values.type !== 'double' && values.type !== 'integer')) continue
      ts.points.timestamps.forEach((t, i) => {
        const v = values.values[i]
        if (typeof v !== 'number' || !Number.isFinite(v)) return
        seriesNames.add(label)
        const at = new Date(t).getTime()
        const row = byTime.get(at) ?? new Map<string, number>()
        row.set(label, (row.get(label) ?? 0) + (opts.transform ? opts.transform(v) : v))
        byTime.set(at, row)
      })
    }
  }
  const series = [...seriesNames].sort()
  const rows = [...byTime.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, values]) => {
      const row: ChartRow = { time: opts.formatTime(new Date(at)) }
      for (const s of series) row[s] = values.get(s) ?? 0
      return row
    })
  return { rows, series }
}

/**
 * The client turns wire keys into camelCase, record keys included, so a field
 * may arrive as `attached_instance_id` or `attachedInstanceId`.
 */
function fieldValue(fields: Record<string, { value: unknown }>, name: string): string | undefined {
  const camel = name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
  const f = fields[name] ?? fields[camel]
  return f === undefined ? undefined : String(f.value)
}

/** Each row's series as percentages of the row's total (e.g. vCPU time by state). */
export function asShares(rows: ChartRow[], series: string[]): ChartRow[] {
  return rows.map((row) => {
    const total = series.reduce((sum, s) => sum + Number(row[s] ?? 0), 0)
    const out: ChartRow = { time: row.time }
    for (const s of series) out[s] = total > 0 ? (Number(row[s] ?? 0) / total) * 100 : 0
    return out
  })
}
