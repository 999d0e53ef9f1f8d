import { describe, expect, it } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

type Probe = {
  name: string
  sled: string
  external_ips: { ip: string; kind: string }[]
  interface: { ip: string; kind: { type: string } }
}
type Page<T> = { items: T[] }
type Sled = { id: string; state: string }

const BASE = '/experimental/v1/probes'

async function setup() {
  const server = testServer()
  const op = await server.as('fleet-admin')
  const sleds = ((await (await op.get('/v1/system/hardware/sleds')).json()) as Page<Sled>).items
  const c = await server.as('collaborator')
  return { ...server, c, sleds }
}

describe('probes', () => {
  it('creates a probe on a sled with an SNAT address from the default pool, lists it and deletes it', async () => {
    const { c, sleds } = await setup()
    const sled = sleds.find((s) => s.state === 'active')!
    const res = await c.post(`${BASE}?project=mock-project`, {
      name: 'path-check',
      description: '',
      sled: sled.id,
    })
    expect(res.status).toBe(201)
    const view = (await (await c.get(`${BASE}/path-check?project=mock-project`)).json()) as Probe
    expect(view.sled).toBe(sled.id)
    expect(view.interface.kind.type).toBe('probe')
    expect(view.external_ips[0]).toMatchObject({
      kind: 'snat',
      ip: expect.stringMatching(/^203\.0\.113\./),
    })

    const list = (await (await c.get(`${BASE}?project=mock-project`)).json()) as Page<Probe>
    expect(list.items.map((p) => p.name)).toContain('path-check')

    expect((await c.del(`${BASE}/path-check?project=mock-project`)).status).toBe(204)
    expect((await c.get(`${BASE}/path-check?project=mock-project`)).status).toBe(404)
  })

  it('refuses an unknown sled, a sled out of service, a taken name and a pool the silo is not linked to', async () => {
    const { c, sleds } = await setup()
    const body = { name: 'p1', description: '', sled: sleds.find((s) => s.state === 'active')!.id }
    const unknown = await c.post(`${BASE}?project=mock-project`, {
      ...body,
      sled: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as ErrorBody).message).toBe(
      'no sled with id 00000000-0000-4000-8000-000000000000 in this rack',
    )
    const gone = sleds.find((s) => s.state !== 'active')
    if (gone) {
      const out = await c.post(`${BASE}?project=mock-project`, { ...body, sled: gone.id })
      expect(((await out.json()) as ErrorBody).message).toMatch(/not in service/)
    }
    expect((await c.post(`${BASE}?project=mock-project`, body)).status).toBe(201)
    const taken = await c.post(`${BASE}?project=mock-project`, body)
    expect(((await taken.json()) as ErrorBody).message).toBe('already exists: probe "p1"')
    const pool = await c.post(`${BASE}?project=mock-project`, {
      ...body,
      name: 'p2',
      ip_pool: 'no-such-pool',
    })
    expect(pool.status).toBe(404)
  })

  it('lets project viewers read but not create', async () => {
    const { as, sleds } = await setup()
    const v = await as('viewer')
    expect((await v.get(`${BASE}?project=mock-project`)).status).toBe(200)
    const res = await v.post(`${BASE}?project=mock-project`, {
      name: 'nope',
      description: '',
      sled: sleds[0].id,
    })
    expect(res.status).toBe(403)
  })
})
