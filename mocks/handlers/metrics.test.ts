import { describe, expect, it } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

type Result = {
  tables: {
    name: string
    timeseries: Record<
      string,
      {
        fields: Record<string, { type: string; value: unknown }>
        points: {
          timestamps: string[]
          values: { metric_type: string; values: { type: string; values: (number | null)[] } }[]
        }
      }
    >
  }[]
}
type SchemaPage = {
  items: { timeseries_name: string; field_schema: { name: string }[] }[]
  next_page: string | null
}

const SYSTEM_QUERY = '/v1/system/timeseries/query'
const P = 'project=mock-project'

async function signedIn(user = 'fleet-admin') {
  const { as } = testServer()
  const caller = await as(user)
  const db1 = (await (await caller.get(`/v1/instances/db1?${P}`)).json()) as { id: string }
  return { caller, as, db1: db1.id }
}

const seriesOf = (r: Result) => Object.values(r.tables[0].timeseries)

describe('timeseries schemas', () => {
  it('are listed by name for fleet viewers, paged at most 1023 at a time', async () => {
    const { caller } = await signedIn()
    const page = (await (
      await caller.get('/v1/system/timeseries/schemas?limit=5000')
    ).json()) as SchemaPage
    const names = page.items.map((s) => s.timeseries_name)
    expect(names).toEqual([...names].sort())
    expect(names).toContain('virtual_machine:vcpu_usage')
    expect(names).toContain('hardware_component:temperature')
    expect(page.next_page).toBeNull()

    const first = (await (
      await caller.get('/v1/system/timeseries/schemas?limit=2')
    ).json()) as SchemaPage
    expect(first.items).toHaveLength(2)
    const next = (await (
      await caller.get(`/v1/system/timeseries/schemas?limit=2&page_token=${first.next_page}`)
    ).json()) as SchemaPage
    expect(next.items[0].timeseries_name > first.items[1].timeseries_name).toBe(true)
  })

  it('and the system query are refused to users who are not fleet viewers', async () => {
    const { as } = testServer()
    for (const user of ['silo-admin', 'viewer']) {
      const c = await as(user)
      const list = await c.get('/v1/system/timeseries/schemas')
      expect(list.status).toBe(403)
      const q = await c.post(SYSTEM_QUERY, { query: 'get hardware_component:temperature' })
      expect(q.status).toBe(403)
    }
  })
})

describe('OxQL queries', () => {
  it("answer the instance charts' queries with one series per group", async () => {
    const { caller, db1 } = await signedIn('collaborator')
    const cpu = await caller.post(`/v1/timeseries/query?${P}`, {
      query: `get virtual_machine:vcpu_usage | filter timestamp >= @now() - 1h && instance_id == "${db1}" | align mean_within(1m) | group_by [instance_id, state], sum`,
    })
    expect(cpu.status).toBe(200)
    const series = seriesOf((await cpu.json()) as Result)
    expect(series.map((s) => s.fields.state.value).sort()).toEqual([
      'emulation',
      'idle',
      'run',
      'waiting',
    ])
    for (const s of series) {
      expect(Object.keys(s.fields).sort()).toEqual(['instance_id', 'state'])
      expect(s.fields.instance_id.value).toBe(db1)
      expect(s.points.timestamps.length).toBeGreaterThanOrEqual(59)
      expect(s.points.values[0].values.type).toBe('double')
    }
    for (const [metric, field] of [
      ['virtual_disk:bytes_read', 'attached_instance_id'],
      ['instance_network_interface:packets_sent', 'instance_id'],
    ]) {
      const res = await caller.post(`/v1/timeseries/query?${P}`, {
        query: `get ${metric} | filter timestamp >= @now() - 6h && ${field} == "${db1}" | align mean_within(5m) | group_by [${field}], sum`,
      })
      const [one, ...rest] = seriesOf((await res.json()) as Result)
      expect(rest).toEqual([])
      expect(one.points.timestamps.length).toBeGreaterThanOrEqual(71)
    }
  })

  it("answer the explorer's starting query for every listed schema", async () => {
    const { caller } = await signedIn()
    const page = (await (await caller.get('/v1/system/timeseries/schemas')).json()) as SchemaPage
    for (const { timeseries_name: name } of page.items) {
      const res = await caller.post(SYSTEM_QUERY, {
        query: `get ${name} | filter timestamp >= @now() - 1d | align mean_within(20m)`,
      })
      expect(res.status, name).toBe(200)
      const series = seriesOf((await res.json()) as Result)
      expect(series.length, name).toBeGreaterThan(0)
      expect(series[0].points.timestamps.length, name).toBe(72)
    }
  })

  it('filter on fields and values, and keep the last points asked for', async () => {
    const { caller } = await signedIn()
    const res = await caller.post(SYSTEM_QUERY, {
      query:
        "get hardware_component:temperature | filter timestamp > @now() - 1h && sensor == 'cpu' | align mean_within(10m) | filter datum > 0 | last 2",
    })
    const series = seriesOf((await res.json()) as Result)
    expect(series.length).toBeGreaterThan(0)
    for (const s of series) {
      expect(s.fields.sensor.value).toBe('cpu')
      expect(s.points.timestamps).toHaveLength(2)
    }
  })

  it('are refused with a 400 and what is wrong when they do not parse or name nothing', async () => {
    const { caller } = await signedIn()
    const cases: [string, RegExp][] = [
      [
        'get virtual_machine:vcpu_usage | fliter x',
        /^Error at 1:34: .*\nExpected: error at 1:34: expected one of "align"/s,
      ],
      ['get no_such:timeseries', /^Timeseries not found for: no_such:timeseries$/],
      [
        'get virtual_machine:vcpu_usage | filter colour == "red"',
        /Invalid identifiers: \["colour"\]/,
      ],
      ['get virtual_machine:vcpu_usage | group_by [state]', /must be aligned/],
    ]
    for (const [query, message] of cases) {
      const res = await caller.post(SYSTEM_QUERY, { query })
      expect(res.status, query).toBe(400)
      const body = (await res.json()) as ErrorBody
      expect(body.error_code).toBe('InvalidRequest')
      expect(body.message).toMatch(message)
    }
  })

  it("of a project see only its resources' timeseries", async () => {
    const { caller } = await signedIn('collaborator')
    const fleet = await caller.post(`/v1/timeseries/query?${P}`, {
      query: 'get hardware_component:temperature',
    })
    expect(fleet.status).toBe(400)
    const res = await caller.post(`/v1/timeseries/query?${P}`, {
      query: 'get virtual_disk:reads | filter timestamp > @now() - 1h | align mean_within(10m)',
    })
    const projects = new Set(
      seriesOf((await res.json()) as Result).map((s) => s.fields.project_id.value),
    )
    expect(projects.size).toBe(1)
  })
})
