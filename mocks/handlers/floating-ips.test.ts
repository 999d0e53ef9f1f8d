import { describe, expect, it } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

type Fip = { name: string; ip: string; ip_pool_id: string; instance_id: string | null }
type ExternalIp = { kind: string; ip: string }

const P = 'project=mock-project'

/** A pool `tiny` of two addresses, linked to silo acme; and a collaborator there. */
async function withTinyPool() {
  const { as } = testServer()
  const op = await as('fleet-admin')
  await op.post('/v1/system/ip-pools', { name: 'tiny', description: '' })
  const range = await op.post('/v1/system/ip-pools/tiny/ranges/add', {
    first: '100.64.7.10',
    last: '100.64.7.11',
  })
  expect(range.status).toBe(201)
  await op.post('/v1/system/ip-pools/tiny/silos', { silo: 'acme', is_default: false })
  const c = await as('collaborator')
  const create = (name: string, extra: object = {}) =>
    c.post(`/v1/floating-ips?${P}`, { name, description: '', pool: 'tiny', ...extra })
  return { c, create }
}

describe('floating IP addresses', () => {
  it('come from the pool ranges, and are free again once deleted', async () => {
    const { c, create } = await withTinyPool()
    const first = (await (await create('f1')).json()) as Fip
    const second = (await (await create('f2')).json()) as Fip
    expect([first.ip, second.ip]).toEqual(['100.64.7.10', '100.64.7.11'])

    const full = await create('f3')
    expect(full.status).toBe(507)
    expect((await full.json()) as ErrorBody).toMatchObject({
      error_code: 'InsufficientCapacity',
      message: 'Insufficient capacity: No external IP addresses available',
    })

    expect((await c.del(`/v1/floating-ips/f1?${P}`)).status).toBe(204)
    const again = (await (await create('f3')).json()) as Fip
    expect(again.ip).toBe('100.64.7.10')
  })

  it('take an explicit address only when it is in a range of the pool and free', async () => {
    const { create } = await withTinyPool()
    for (const ip of ['100.64.7.12', '203.0.113.5']) {
      const res = await create(`out-${ip.replaceAll('.', '-')}`, { ip })
      expect(res.status).toBe(400)
      expect((await res.json()) as ErrorBody).toMatchObject({
        error_code: 'InvalidRequest',
        message: 'Requested external IP address not available',
      })
    }
    const ok = await create('mine', { ip: '100.64.7.11' })
    expect(((await ok.json()) as Fip).ip).toBe('100.64.7.11')
    const taken = await create('again', { ip: '100.64.7.11' })
    expect(taken.status).toBe(400)
    expect(((await taken.json()) as ErrorBody).message).toBe(
      'Requested external IP address not available',
    )
  })

  it('cannot be deleted while attached to an instance', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const fip = (await (await c.get(`/v1/floating-ips/web-fip?${P}`)).json()) as Fip
    expect(fip.instance_id).not.toBeNull()
    const res = await c.del(`/v1/floating-ips/web-fip?${P}`)
    expect(res.status).toBe(400)
    expect((await res.json()) as ErrorBody).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'Floating IP cannot be deleted while attached to an instance',
    })
    expect((await c.get(`/v1/floating-ips/web-fip?${P}`)).status).toBe(200)
  })
})

describe('ephemeral IP addresses', () => {
  it('come from the chosen pool and are released on detach', async () => {
    const { c } = await withTinyPool()
    const url = `/v1/instances/build-runner/external-ips/ephemeral?${P}`
    const before = (await (await c.get(`/v1/instances/build-runner/external-ips?${P}`)).json()) as {
      items: ExternalIp[]
    }
    if (before.items.some((i) => i.kind === 'ephemeral')) {
      expect((await c.del(url)).status).toBe(204)
    }
    const attached = await c.post(url, { pool: 'tiny' })
    expect(attached.status).toBe(202)
    expect(((await attached.json()) as ExternalIp).ip).toBe('100.64.7.10')
    expect((await c.del(url)).status).toBe(204)
    // released: a floating IP gets the same address now
    const fip = await c.post(`/v1/floating-ips?${P}`, { name: 'x', description: '', pool: 'tiny' })
    expect(((await fip.json()) as Fip).ip).toBe('100.64.7.10')
  })
})
