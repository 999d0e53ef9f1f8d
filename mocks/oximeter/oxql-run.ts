import type * as Api from '@/lib/api/__generated__/Api'
import type { Json } from '@/mocks/__generated__/msw-handlers'
import { OxqlError, parseOxql, type Filter, type Literal, type TableOp } from './oxql'
import { findTimeseries, type FieldSet, type FieldValue, type TimeseriesDef } from './timeseries'

/**
 * Runs an OxQL query over the mock's timeseries (mocks/oximeter/timeseries.ts) as Oximeter
 * would: the `get` reads the series in the time range the filters name (the last
 * week, what the mock keeps, when they name none), then each table operation in
 * order. Values are a smooth curve plus noise that depends only on the series and
 * the time, so the same moment always shows the same value.
 */

const MINUTE = 60_000
const RETENTION_MS = 7 * 1440 * MINUTE
/** Raw samples per series at most: a longer range is sampled more coarsely. */
const SAMPLES_PER_SERIES = 1440
/** What one query may read, so a query over every series of a big fleet is refused. */
const MAX_POINTS = 1_000_000

type Series = { fields: FieldSet; times: number[]; values: (number | null)[] }

/** FNV-1a: a stable 32-bit hash of a text. */
function hash(text: string) {
  let h = 2166136261
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return h >>> 0
}

/** A deterministic 0..1 value for a series (its hash) at a time bucket. */
function mixed(seriesHash: number, bucket: number) {
  let h = Math.imul(seriesHash ^ bucket, 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32
}

/** A deterministic 0..1 value for a series at a time bucket. */
export const noise = (series: string, bucket: number) => mixed(hash(series), bucket)

function sample(seriesHash: number, t: number, scale: number) {
  const bucket = Math.floor(t / MINUTE)
  const wave = 0.5 + 0.35 * Math.sin(bucket / 37 + (seriesHash % 7))
  return Math.max(0, scale * (wave + 0.3 * (mixed(seriesHash, bucket) - 0.5)))
}

/** How much of a vCPU's time each state takes, so the shares look like a busy guest's. */
const VCPU_STATE_WEIGHT: Record<string, number> = {
  run: 1,
  idle: 0.6,
  waiting: 0.15,
  emulation: 0.05,
}

const isCounter = (d: Api.DatumType) => d.startsWith('cumulative_')
const isFloat = (d: Api.DatumType) => /f32|f64/.test(d)

export function runOxql(
  text: string,
  opts: { now: number; projectId?: string },
): Json<Api.OxqlQueryResult> {
  const query = parseOxql(text, opts.now)
  const def = findTimeseries(query.timeseriesName)
  // a project's query sees the timeseries of its own resources only
  if (!def || (opts.projectId && def.schema.authz_scope !== 'project')) {
    throw new OxqlError(`Timeseries not found for: ${query.timeseriesName}`)
  }
  checkIdentifiers(def, query.ops)
  checkOrder(query.ops)
  const [start, end] = windowOf(query.ops, opts.now)
  const step = Math.max(MINUTE, Math.ceil((end - start) / SAMPLES_PER_SERIES / MINUTE) * MINUTE)
  const times: number[] = []
  for (let t = Math.floor(end / step) * step; t > start; t -= step) times.unshift(t)

  const required = requiredFields(query.ops)
  const fieldSets = def
    .series()
    .filter((f) => !opts.projectId || f.project_id?.value === opts.projectId)
    .filter((f) => required.every((atom) => compare(atom, f[atom.ident]?.value)))
  if (fieldSets.length * times.length > MAX_POINTS) {
    throw new OxqlError(
      `Query would read ${fieldSets.length * times.length} points, more than the ${MAX_POINTS} allowed: filter it to fewer timeseries or a shorter time range`,
    )
  }
  const name = def.schema.timeseries_name
  let series: Series[] = fieldSets.map((fields) => {
    const key = hash(`${name}|${seriesKey(fields)}`)
    const state = fields.state?.value
    const weight = typeof state === 'string' ? (VCPU_STATE_WEIGHT[state] ?? 1) : 1
    const values = times.map((t) => {
      if (!isCounter(def.schema.datum_type)) {
        return def.scale * (0.75 + 0.5 * (sample(key, t, 1) - 0.35))
      }
      return Math.round(sample(key, t, def.scale * weight) * (step / MINUTE))
    })
    return { fields, times: [...times], values }
  })

  let period: number | undefined
  for (const op of query.ops) {
    if (op.op === 'filter') series = filterSeries(series, op.expr)
    else if (op.op === 'align') {
      period = op.periodMs
      series = alignSeries(series, op.periodMs, start, end)
    } else if (op.op === 'group_by') {
      series = groupSeries(series, op.fields, op.reducer)
    } else {
      series = series.map((s) => {
        const [from, to] =
          op.op === 'first' ? [0, op.count] : [Math.max(0, s.times.length - op.count), undefined]
        return { ...s, times: s.times.slice(from, to), values: s.values.slice(from, to) }
      })
    }
  }

  const counter = isCounter(def.schema.datum_type)
  const float = period !== undefined || isFloat(def.schema.datum_type)
  const timeseries: Record<string, Json<Api.Timeseries>> = {}
  for (const s of series) {
    timeseries[seriesKey(s.fields)] = {
      fields: s.fields,
      points: {
        timestamps: s.times.map((t) => new Date(t).toISOString()),
        // a counter is answered as deltas, each over the span before its timestamp
        start_times: counter
          ? s.times.map((t) => new Date(t - (period ?? step)).toISOString())
          : null,
        values: [
          {
            metric_type: counter ? 'delta' : 'gauge',
            values: float
              ? { type: 'double', values: s.values }
              : {
                  type: 'integer',
                  values: s.values.map((v) => (v === null ? null : Math.round(v))),
                },
          },
        ],
      },
    }
  }
  return { tables: [{ name, timeseries }] }
}

/** Oximeter keys a timeseries by a hash of its fields; this one is stable across runs. */
function seriesKey(fields: FieldSet) {
  const text = Object.entries(fields)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${String(v.value)}`)
    .join(',')
  return `${hash(text)}${String(hash(`#${text}`)).padStart(10, '0')}`
}

/** What Oximeter refuses before reading anything: grouping what isn't aligned. */
function checkOrder(ops: TableOp[]) {
  let aligned = false
  for (const op of ops) {
    if (op.op === 'align') {
      if (op.method === 'interpolate') {
        throw new OxqlError('Alignment with interpolation is not yet supported')
      }
      aligned = true
    }
    if (op.op === 'group_by' && !aligned) {
      throw new OxqlError('Input tables to a `group_by` must be aligned')
    }
  }
}

function checkIdentifiers(def: TimeseriesDef, ops: TableOp[]) {
  let fields = def.schema.field_schema.map((f) => f.name)
  for (const op of ops) {
    if (op.op === 'filter') {
      const invalid = atomsOf(op.expr)
        .map((a) => a.ident)
        .filter((i) => i !== 'timestamp' && i !== 'datum' && !fields.includes(i))
      if (invalid.length > 0) {
        throw new OxqlError(
          `The filter expression refers to identifiers that are not valid for its input table "${def.schema.timeseries_name}". Invalid identifiers: [${[...new Set(invalid)].map((i) => `"${i}"`).join(', ')}], valid identifiers: [${['datum', 'timestamp', ...fields].map((i) => `"${i}"`).join(', ')}]`,
        )
      }
    } else if (op.op === 'group_by') {
      const unknown = op.fields.filter((f) => !fields.includes(f))
      if (unknown.length > 0) {
        throw new OxqlError(
          `Cannot group by field "${unknown[0]}": it is not a field of table "${def.schema.timeseries_name}"`,
        )
      }
      fields = op.fields
    }
  }
}

function atomsOf(f: Filter): Extract<Filter, { kind: 'atom' }>[] {
  return f.kind === 'atom' ? [f] : [...atomsOf(f.left), ...atomsOf(f.right)]
}

/** The comparisons every row must pass: those joined by `&&` at the top of a filter. */
function conjuncts(f: Filter): Extract<Filter, { kind: 'atom' }>[] {
  if (f.kind === 'atom') return f.negated ? [] : [f]
  if (f.kind === 'and' && !f.negated) return [...conjuncts(f.left), ...conjuncts(f.right)]
  return []
}

/** Field comparisons a series must pass to matter, from the filters before any grouping. */
function requiredFields(ops: TableOp[]) {
  const out: Extract<Filter, { kind: 'atom' }>[] = []
  for (const op of ops) {
    if (op.op === 'group_by') break
    if (op.op === 'filter') {
      out.push(...conjuncts(op.expr).filter((a) => a.ident !== 'timestamp' && a.ident !== 'datum'))
    }
  }
  return out
}

/** The range the query reads: its timestamp bounds, within what the mock keeps. */
function windowOf(ops: TableOp[], now: number): [number, number] {
  let start = now - RETENTION_MS
  let end = now
  for (const op of ops) {
    if (op.op !== 'filter') continue
    for (const atom of conjuncts(op.expr)) {
      if (atom.ident !== 'timestamp' || atom.value.kind !== 'timestamp') continue
      if (atom.cmp === '>' || atom.cmp === '>=') start = Math.max(start, atom.value.ms)
      if (atom.cmp === '<' || atom.cmp === '<=') end = Math.min(end, atom.value.ms)
    }
  }
  return [start, Math.max(start, end)]
}

function filterSeries(series: Series[], expr: Filter): Series[] {
  return series.flatMap((s) => {
    const keep = s.times.map((t, i) => evaluate(expr, s.fields, t, s.values[i]))
    if (!keep.some(Boolean)) return []
    return [
      {
        fields: s.fields,
        times: s.times.filter((_, i) => keep[i]),
        values: s.values.filter((_, i) => keep[i]),
      },
    ]
  })
}

function evaluate(f: Filter, fields: FieldSet, t: number, datum: number | null): boolean {
  let out: boolean
  if (f.kind === 'atom') {
    const value = f.ident === 'timestamp' ? t : f.ident === 'datum' ? datum : fields[f.ident]?.value
    out = compare(f, value)
  } else {
    const left = evaluate(f.left, fields, t, datum)
    const right = evaluate(f.right, fields, t, datum)
    out = f.kind === 'and' ? left && right : f.kind === 'or' ? left || right : left !== right
  }
  return f.negated ? !out : out
}

function literalValue(l: Literal): string | number | boolean {
  switch (l.kind) {
    case 'duration':
    case 'timestamp':
      return l.ms
    case 'uuid':
    case 'ip':
    case 'string':
    case 'boolean':
    case 'integer':
    case 'double':
      return l.value
  }
}

function compare(
  atom: Extract<Filter, { kind: 'atom' }>,
  value: FieldValue['value'] | number | null | undefined,
): boolean {
  if (value === null || value === undefined) return false
  const lit = literalValue(atom.value)
  if (typeof value !== typeof lit) {
    throw new OxqlError(
      `Cannot compare "${atom.ident}" (a ${typeof value === 'number' ? 'number' : typeof value}) with a ${atom.value.kind} literal`,
    )
  }
  if (atom.cmp === '~=') {
    try {
      return new RegExp(String(lit)).test(String(value))
    } catch {
      throw new OxqlError(`Invalid regular expression: ${String(lit)}`)
    }
  }
  const a = typeof value === 'string' ? value.toLowerCase() : value
  const b = typeof lit === 'string' ? lit.toLowerCase() : lit
  switch (atom.cmp) {
    case '==':
      return a === b
    case '!=':
      return a !== b
    case '>':
      return a > b
    case '>=':
      return a >= b
    case '<':
      return a < b
    case '<=':
      return a <= b
  }
}

/** Each period's mean, at the end of each period; a period without samples is null. */
function alignSeries(series: Series[], period: number, start: number, end: number): Series[] {
  const last = Math.floor(end / period) * period
  const ends: number[] = []
  for (let t = last; t > start; t -= period) ends.unshift(t)
  return series.map((s) => {
    const sums = ends.map(() => 0)
    const counts = ends.map(() => 0)
    s.times.forEach((t, i) => {
      const v = s.values[i]
      // the period (end - P, end] that holds t
      const k = ends.length - 1 - Math.floor((last - t) / period)
      if (v === null || k < 0 || k >= ends.length) return
      sums[k] += v
      counts[k]++
    })
    return {
      fields: s.fields,
      times: [...ends],
      values: sums.map((sum, k) => (counts[k] === 0 ? null : sum / counts[k])),
    }
  })
}

function groupSeries(series: Series[], fields: string[], reducer: 'mean' | 'sum'): Series[] {
  const groups = new Map<string, { fields: FieldSet; byTime: Map<number, number[]> }>()
  for (const s of series) {
    const kept: FieldSet = Object.fromEntries(fields.map((f) => [f, s.fields[f]]))
    const key = fields.map((f) => String(s.fields[f]?.value)).join('|')
    const group = groups.get(key) ?? { fields: kept, byTime: new Map<number, number[]>() }
    groups.set(key, group)
    s.times.forEach((t, i) => {
      const v = s.values[i]
      const at = group.byTime.get(t) ?? []
      if (v !== null) at.push(v)
      group.byTime.set(t, at)
    })
  }
  return [...groups.values()].map(({ fields: kept, byTime }) => {
    const times = [...byTime.keys()].sort((a, b) => a - b)
    const values = times.map((t) => {
      const vs = byTime.get(t)!
      if (vs.length === 0) return null
      const sum = vs.reduce((a, b) => a + b, 0)
      return reducer === 'sum' ? sum : sum / vs.length
    })
    return { fields: kept, times, values }
  })
}
