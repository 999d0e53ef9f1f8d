import type { FieldValue, OxqlQueryResult, Units } from '@/lib/api/__generated__/Api'
import { formatBytes } from '@/lib/core/format/bytes'
import { compactNumber } from '@/lib/core/format/number'
import { keyed, uniqueBy } from '@/lib/core/keys'
import { DEFAULT_TIME_RANGE, TIME_RANGES, type ChartRow, type TimeRange } from './oxql'

/**
 * The metrics explorer's rules: the query a schema starts with, how a time range
 * rewrites a query, the view as a URL (`?query=…&range=…`), and an answer as the
 * rows of its table and the series of its chart.
 */

const MINUTE = 60_000

/** The schema list's page size: the most the API gives at once (SPEC.md §9). */
export const SCHEMA_PAGE_SIZE = 1023

/** The timeseries a query gets, read from its start. */
export const timeseriesOf = (query: string | undefined) =>
  /^\s*get\s+([a-z0-9_]+:[a-z0-9_]+)/.exec(query ?? '')?.[1]

const duration = (ms: number) =>
  ms % (1440 * MINUTE) === 0
    ? `${ms / (1440 * MINUTE)}d`
    : ms % (60 * MINUTE) === 0
      ? `${ms / (60 * MINUTE)}h`
      : `${ms / MINUTE}m`

/** A schema's starting query: its series over the range, one mean per step. */
export function startingQuery(timeseriesName: string, range: TimeRange) {
  return [
    `get ${timeseriesName}`,
    `filter timestamp >= @now() - ${range.oxql}`,
    `align mean_within(${duration(range.stepMs)})`,
  ].join(' | ')
}

const NOW_OFFSET = /@now\(\)\s*-\s*\d+(ms|us|ns|Y|M|w|d|h|m|s)\b/
const MEAN_WITHIN = /\bmean_within\(\s*\d+(ms|us|ns|Y|M|w|d|h|m|s)\s*\)/

/**
 * The query over another range: the first `@now() - …` reads the range, and the
 * first `mean_within(…)` its step; a query without a start gets one after its `get`.
 */
export function withRange(query: string, range: TimeRange) {
  const step = `mean_within(${duration(range.stepMs)})`
  let out = NOW_OFFSET.test(query)
    ? query.replace(NOW_OFFSET, `@now() - ${range.oxql}`)
    : query.replace(
        /^(\s*get\s+[a-z0-9_]+:[a-z0-9_]+)/,
        `$1 | filter timestamp >= @now() - ${range.oxql}`,
      )
  out = out.replace(MEAN_WITHIN, step)
  return out
}

export const EXPLORER_RANGES = TIME_RANGES

type ExplorerView = { query: string | undefined; range: TimeRange }

/** The view a URL's query string names; an unknown range reads as the default. */
export function readExplorerView(params: Record<string, string | string[] | undefined>) {
  const text = typeof params.query === 'string' && params.query.trim() ? params.query : undefined
  const range = TIME_RANGES.find((r) => r.key === params.range) ?? DEFAULT_TIME_RANGE
  return { query: text, range } satisfies ExplorerView
}

/** The URL query string of a view, beside whatever else the URL holds. */
export function writeExplorerView(
  params: Record<string, string | string[] | undefined>,
  view: { query: string; range: TimeRange },
) {
  return { ...params, query: view.query, range: view.range.key }
}

/** The client camel-cases record keys (`instanceId`); OxQL names fields in snake case. */
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

const shown = (f: FieldValue) => String(f.value)

export type ExplorerRow = {
  /** the timeseries' key in its table */
  series: string
  label: string
  time: Date
  fields: Record<string, string>
  value: number | boolean | string | null
}

export type ExplorerAnswer = {
  rows: ExplorerRow[]
  /** every field name of the answer, sorted */
  fieldNames: string[]
  /** each timeseries' label, in the order the chart draws them */
  series: { key: string; label: string }[]
}

/**
 * An answer as rows (one per point) and its timeseries labelled by the fields
 * that tell them apart (all of them when there is one timeseries).
 */
export function readAnswer(result: OxqlQueryResult | undefined): ExplorerAnswer {
  // a table the answer holds twice is read once
  const tables = uniqueBy(result?.tables ?? [], (t) => t.name)
  const all = tables.flatMap((table) =>
    Object.entries(table.timeseries).map(([key, ts]) => ({
      key: `${table.name}/${key}`,
      table: table.name,
      fields: Object.fromEntries(
        Object.entries(ts.fields).map(([name, value]) => [snake(name), shown(value)]),
      ),
      points: ts.points,
    })),
  )
  const fieldNames = [...new Set(all.flatMap((s) => Object.keys(s.fields)))].sort()
  const varying = fieldNames.filter((f) => new Set(all.map((s) => s.fields[f])).size > 1)
  const labelOf = (s: (typeof all)[number]) => {
    const parts = varying.map((f) => `${f}=${s.fields[f] ?? '—'}`)
    if (tables.length > 1 || parts.length === 0) parts.unshift(s.table)
    return parts.join(', ')
  }
  // a label names one timeseries: fields that tell none apart get a number after them
  const series = keyed(
    all.map((s) => ({ key: s.key, label: labelOf(s) })),
    (s) => s.label,
  )
    .map(([label, s]) => ({ key: s.key, label: label.replace(/#(\d+)$/, ' #$1') }))
    .sort((a, b) => a.label.localeCompare(b.label))
  const labels = new Map(series.map((s) => [s.key, s.label]))
  const rows = all.flatMap((s) => {
    const values = s.points.values[0]?.values
    return s.points.timestamps.map((t, i) => ({
      series: s.key,
      label: labels.get(s.key)!,
      time: new Date(t),
      fields: s.fields,
      value: pointValue(values, i),
    }))
  })
  rows.sort((a, b) => a.time.getTime() - b.time.getTime() || a.label.localeCompare(b.label))
  return { rows, fieldNames, series }
}

function pointValue(
  values:
    | OxqlQueryResult['tables'][number]['timeseries'][string]['points']['values'][number]['values']
    | undefined,
  i: number,
): ExplorerRow['value'] {
  if (!values) return null
  switch (values.type) {
    case 'integer':
    case 'double':
    case 'boolean':
    case 'string':
      return values.values[i] ?? null
    default:
      // a distribution has no single value to plot or list
      return null
  }
}

/** Lines a chart draws at most: past this, it says how many it left out. */
const MAX_CHART_SERIES = 8

/** The chart's rows (one per timestamp, a column per timeseries) from the first series. */
export function chartOf(answer: ExplorerAnswer, formatTime: (t: Date) => string) {
  const drawn = answer.series.slice(0, MAX_CHART_SERIES)
  const drawnKeys = new Map(drawn.map((s) => [s.key, s.label]))
  const byTime = new Map<number, ChartRow>()
  for (const row of answer.rows) {
    const label = drawnKeys.get(row.series)
    if (label === undefined || typeof row.value !== 'number') continue
    const at = row.time.getTime()
    const chartRow = byTime.get(at) ?? { time: formatTime(row.time) }
    // recharts reads a dot in a series' name as a path into the row, so none is left in it
    chartRow[label.replaceAll('.', '\u2024')] = row.value
    byTime.set(at, chartRow)
  }
  const rows = [...byTime.entries()].sort(([a], [b]) => a - b).map(([, r]) => r)
  return {
    rows,
    series: drawn.map((s) => s.label.replaceAll('.', '\u2024')),
    leftOut: answer.series.length - drawn.length,
  }
}

const SUFFIX: Partial<Record<Units, string>> = {
  nanoseconds: ' ns',
  seconds: ' s',
  volts: ' V',
  amps: ' A',
  watts: ' W',
  degrees_celsius: ' °C',
  rpm: ' rpm',
}

/** A value in its schema's units ('1.2 GiB', '41.5 °C'); unknown units as a plain number. */
export function formatValue(value: number, units: Units | undefined) {
  if (units === 'bytes') return formatBytes(Math.round(value), { round: 1 })
  return `${compactNumber(Math.round(value * 100) / 100)}${(units && SUFFIX[units]) ?? ''}`
}
