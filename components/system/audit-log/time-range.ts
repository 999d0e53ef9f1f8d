import type { AuditLogListQueryParams } from '@/lib/api/__generated__/Api'

/**
 * The audit log's time range, as it lives in the URL (`?range=24h`, or
 * `?start=…&end=…` in ISO), and the list query it asks for. The API requires
 * a start time, so every range has one.
 */

export const PRESETS = [
  { id: '1h', label: 'Last hour', ms: 3_600_000 },
  { id: '24h', label: 'Last 24 hours', ms: 86_400_000 },
  { id: '7d', label: 'Last 7 days', ms: 7 * 86_400_000 },
  { id: '30d', label: 'Last 30 days', ms: 30 * 86_400_000 },
] as const

type PresetId = (typeof PRESETS)[number]['id']
const DEFAULT_PRESET: PresetId = '24h'

export type TimeRange =
  { kind: 'preset'; preset: PresetId } | { kind: 'custom'; start: Date; end?: Date }

type UrlQuery = Record<string, string | string[] | undefined>

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

const parseDate = (v: string | undefined) => {
  if (!v) return undefined
  const d = new Date(v)
  return Number.isNaN(d.getTime()) ? undefined : d
}

/** The range a URL names; anything unreadable falls back to the last 24 hours. */
export function readTimeRange(query: UrlQuery): TimeRange {
  const start = parseDate(one(query.start))
  if (start) {
    const end = parseDate(one(query.end))
    return end && end > start ? { kind: 'custom', start, end } : { kind: 'custom', start }
  }
  const preset = PRESETS.find((p) => p.id === one(query.range))
  return { kind: 'preset', preset: preset?.id ?? DEFAULT_PRESET }
}

/** The URL's query for a range, keeping the other parameters there. */
export function writeTimeRange(query: UrlQuery, range: TimeRange): UrlQuery {
  const { range: _r, start: _s, end: _e, ...rest } = query
  if (range.kind === 'preset') return { ...rest, range: range.preset }
  return {
    ...rest,
    start: range.start.toISOString(),
    ...(range.end ? { end: range.end.toISOString() } : {}),
  }
}

/** The list query for a range, newest first; a preset counts back from `now`. */
export function rangeQuery(range: TimeRange, now: Date): AuditLogListQueryParams {
  const sortBy = 'time_and_id_descending'
  if (range.kind === 'custom') {
    return range.end
      ? { startTime: range.start, endTime: range.end, sortBy }
      : { startTime: range.start, sortBy }
  }
  const { ms } = PRESETS.find((p) => p.id === range.preset)!
  return { startTime: new Date(now.getTime() - ms), sortBy }
}

/** A stable string for a range, to tell when it changed. */
export const rangeKey = (range: TimeRange) =>
  range.kind === 'preset'
    ? range.preset
    : `${range.start.toISOString()}/${range.end?.toISOString() ?? ''}`

/**
 * A custom range from two `datetime-local` values (local time), or the
 * message to show beside the fields.
 */
export function customRange(
  start: string,
  end: string,
): { range: TimeRange; error?: undefined } | { range?: undefined; error: string } {
  const from = parseDate(start)
  if (!from) return { error: 'Enter a start time' }
  if (!end) return { range: { kind: 'custom', start: from } }
  const to = parseDate(end)
  if (!to) return { error: 'Enter a valid end time, or leave it empty' }
  if (to <= from) return { error: 'The end must be after the start' }
  return { range: { kind: 'custom', start: from, end: to } }
}

/** A Date as a `datetime-local` input's value, in local time. */
export function toLocalInput(d: Date) {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}
