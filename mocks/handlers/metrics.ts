import type * as Api from '@/lib/api/__generated__/Api'
import type { Json, MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor, requireFleet, requireSilo } from '../access/auth'
import { db, findByNameOrId } from '../store/db'
import { invalidRequest } from '../transport/errors'
import { OxqlError } from '../oximeter/oxql'
import { paginate } from '../store/pagination'
import { noise, runOxql } from '../oximeter/oxql-run'
import { TIMESERIES } from '../oximeter/timeseries'
import { lookupProject } from '../access/lookup'
import { siloProvisioned } from '../rules/utilization'

const MINUTE = 60_000
const SCHEMA_PAGE_MAX = 1023

/** An OxQL query's answer, or Nexus's 400 for one it refuses (the parser's or the planner's words). */
function oxqlResult(query: string, projectId?: string) {
  try {
    return runOxql(query, { now: Date.now(), projectId })
  } catch (e) {
    if (e instanceof OxqlError) throw invalidRequest(e.message)
    throw e
  }
}

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
    const project = lookupProject(requireActor(req), query.project)
    return oxqlResult(body.query, project.id)
  },

  systemTimeseriesQuery({ req, body }) {
    requireFleet(requireActor(req), 'viewer')
    return oxqlResult(body.query)
  },

  systemTimeseriesSchemaList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    const schemas = TIMESERIES.map((t) => t.schema).sort((a, b) =>
      a.timeseries_name.localeCompare(b.timeseries_name),
    )
    // Nexus pages the schemas at most 1023 at a time (SPEC.md §9)
    const limit = Math.min(query.limit ?? SCHEMA_PAGE_MAX, SCHEMA_PAGE_MAX)
    return paginate({ ...query, limit }, schemas, { keys: { name: (s) => s.timeseries_name } })
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
