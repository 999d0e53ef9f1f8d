import type * as Api from '@/lib/api/__generated__/Api'
import type { Json, MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor, requireFleet, requireSilo } from '../auth'
import { db, findByNameOrId } from '../db'
import { invalidRequest } from '../errors'
import { lookupProject } from '../lookup'
import { siloProvisioned } from '../utilization'

/**
 * Synthetic metrics. Values are a smooth curve plus noise that depends only
 * on the series and the minute, so the same moment always shows the same
 * value and a chart stays stable between refreshes.
 */

const MINUTE = 60_000

/** A deterministic 0..1 value for a series at a time bucket. */
function noise(series: string, bucket: number) {
  let h = 2166136261
  for (const c of `${series}:${bucket}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return ((h >>> 0) % 10_000) / 10_000
}

function sample(series: string, t: number, scale: number) {
  const bucket = Math.floor(t / MINUTE)
  const wave = 0.5 + 0.35 * Math.sin(bucket / 37 + series.length)
  return Math.max(0, scale * (wave + 0.3 * (noise(series, bucket) - 0.5)))
}

/** The time window of an OxQL query: `@now() - 2h`, or the last hour. */
function windowOf(query: string): [number, number] {
  const now = Date.now()
  const m = /@now\(\)\s*-\s*(\d+)\s*([smhd])/.exec(query)
  const unit = { s: 1000, m: MINUTE, h: 60 * MINUTE, d: 1440 * MINUTE }
  const span = m ? Number(m[1]) * unit[m[2] as keyof typeof unit] : 60 * MINUTE
  return [now - Math.min(span, 7 * 1440 * MINUTE), now]
}

const SCALES: Record<string, number> = {
  'virtual_machine:vcpu_usage': 6e10,
  'virtual_disk:bytes_read': 4e7,
  'virtual_disk:bytes_written': 2.5e7,
  'virtual_disk:reads': 900,
  'virtual_disk:writes': 600,
  'virtual_disk:flushes': 40,
  'instance_network_interface:bytes_sent': 3e7,
  'instance_network_interface:bytes_received': 5e7,
  'instance_network_interface:packets_sent': 3e4,
  'instance_network_interface:packets_received': 4e4,
}

/** vCPU time is reported per state; everything else is one series per target. */
const VCPU_STATES = ['run', 'idle', 'waiting', 'emulation']

function oxqlResult(query: string): Json<Api.OxqlQueryResult> {
  const name = /\bget\s+([a-z_]+:[a-z_]+)/.exec(query)?.[1]
  if (!name) throw invalidRequest('Invalid OxQL query: expected "get <target>:<metric>"')
  const [start, end] = windowOf(query)
  const step = Math.max(MINUTE, Math.floor((end - start) / 60 / MINUTE) * MINUTE)
  const timestamps: number[] = []
  for (let t = Math.ceil(start / step) * step; t <= end; t += step) timestamps.push(t)
  const target = /(instance_id|disk_id|attached_instance_id)\s*==\s*"([0-9a-f-]{36})"/.exec(query)
  const groups = name === 'virtual_machine:vcpu_usage' ? VCPU_STATES : ['']
  const timeseries: Record<string, Json<Api.Timeseries>> = {}
  groups.forEach((state, i) => {
    const fields: Record<string, Json<Api.FieldValue>> = {}
    if (target) fields[target[1]] = { type: 'uuid', value: target[2] }
    if (state) fields.state = { type: 'string', value: state }
    const series = `${name}|${target?.[2] ?? ''}|${state}`
    const scale = (SCALES[name] ?? 100) * (state === 'idle' ? 0.3 : state ? 1 / (i + 1) : 1)
    timeseries[String(1000 + i)] = {
      fields,
      points: {
        timestamps: timestamps.map((t) => new Date(t).toISOString()),
        start_times: null,
        values: [
          {
            metric_type: 'gauge',
            values: { type: 'double', values: timestamps.map((t) => sample(series, t, scale)) },
          },
        ],
      },
    }
  })
  return { tables: [{ name, timeseries }] }
}

const SCHEMA_NAMES: [string, Api.Units, string, string][] = [
  [
    'virtual_machine:vcpu_usage',
    'nanoseconds',
    'A guest virtual machine instance',
    'Cumulative time each vCPU spent in each state',
  ],
  ['virtual_disk:bytes_read', 'bytes', 'A virtual disk', 'Number of bytes read from the disk'],
  ['virtual_disk:bytes_written', 'bytes', 'A virtual disk', 'Number of bytes written to the disk'],
  ['virtual_disk:reads', 'count', 'A virtual disk', 'Number of read operations'],
  ['virtual_disk:writes', 'count', 'A virtual disk', 'Number of write operations'],
  [
    'instance_network_interface:bytes_sent',
    'bytes',
    'A network interface of an instance',
    'Bytes sent',
  ],
  [
    'instance_network_interface:bytes_received',
    'bytes',
    'A network interface of an instance',
    'Bytes received',
  ],
]

/** Provisioned capacity over time: today's value, a little lower in the past. */
function measurements(
  metric: Api.SystemMetricName,
  current: { cpus: number; memory: number; storage: number },
  query: { startTime?: Date; endTime?: Date; limit?: number | null; order?: Api.PaginationOrder },
) {
  if (!query.startTime || !query.endTime) {
    throw invalidRequest('unable to parse query string: start_time and end_time are required')
  }
  const start = new Date(query.startTime).getTime()
  const end = new Date(query.endTime).getTime()
  const count = Math.min(query.limit ?? 100, 1000)
  const step = Math.max(MINUTE, Math.floor((end - start) / count))
  const now =
    metric === 'cpus_provisioned'
      ? current.cpus
      : metric === 'ram_provisioned'
        ? current.memory
        : current.storage
  const items: Json<Api.Measurement>[] = []
  for (let t = start; t < end && items.length < count; t += step) {
    const age = Math.max(0, (Date.now() - t) / (30 * 1440 * MINUTE))
    const value = Math.round(
      now * Math.max(0.4, 1 - 0.5 * Math.min(1, age) - 0.05 * noise(metric, Math.floor(t / step))),
    )
    items.push({ timestamp: new Date(t).toISOString(), datum: { type: 'i64', datum: value } })
  }
  if (query.order === 'descending') items.reverse()
  return { items, next_page: null }
}

export const metricsHandlers: Partial<MSWHandlers> = {
  timeseriesQuery({ req, query, body }) {
    lookupProject(requireActor(req), query.project)
    return oxqlResult(body.query)
  },

  systemTimeseriesQuery({ req, body }) {
    requireFleet(requireActor(req), 'viewer')
    return oxqlResult(body.query)
  },

  systemTimeseriesSchemaList({ req }) {
    requireFleet(requireActor(req), 'viewer')
    return {
      items: SCHEMA_NAMES.map(([name, units, target, metric]) => ({
        timeseries_name: name,
        description: { target, metric },
        authz_scope:
          name.startsWith('virtual') || name.startsWith('instance') ? 'project' : 'fleet',
        datum_type: 'cumulative_u64',
        units,
        version: 1,
        created: '2024-06-01T00:00:00.000Z',
        field_schema: [
          { name: 'project_id', field_type: 'uuid', source: 'target', description: '' },
          { name: 'instance_id', field_type: 'uuid', source: 'target', description: '' },
        ],
      })),
      next_page: null,
    }
  },

  siloMetric({ req, path, query }) {
    const actor = requireActor(req)
    if (query.project) lookupProject(actor, query.project)
    else requireSilo(actor, 'viewer')
    return measurements(path.metricName, siloProvisioned(actor.silo.id), query)
  },

  systemMetric({ req, path, query }) {
    requireFleet(requireActor(req), 'viewer')
    if (query.silo) {
      const silo = findByNameOrId(db.silos, 'silo', query.silo)
      return measurements(path.metricName, siloProvisioned(silo.id), query)
    }
    const fleet = db.silos.reduce(
      (acc, s) => {
        const p = siloProvisioned(s.id)
        return {
          cpus: acc.cpus + p.cpus,
          memory: acc.memory + p.memory,
          storage: acc.storage + p.storage,
        }
      },
      { cpus: 0, memory: 0, storage: 0 },
    )
    return measurements(path.metricName, fleet, query)
  },
}
