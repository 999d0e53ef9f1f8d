import { describe, expect, it } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

type Utilization = {
  ipv4: { allocated: number; capacity: number }
  ipv6: { allocated: string; capacity: string }
}
type Page<T> = { items: T[] }
type Range = { range: { first: string; last: string } }

async function operator() {
  const { as } = testServer()
  const op = await as('fleet-admin')
  const utilization = async (pool: string) =>
    (await (await op.get(`/v1/system/ip-pools/${pool}/utilization`)).json()) as Utilization
  return { as, op, utilization }
}

const message = async (res: Response) => ((await res.json()) as ErrorBody).message

describe('IP pool utilization', () => {
  it('counts the ranges as capacity and the addresses really handed out as allocated', async () => {
    const { as, op, utilization } = await operator()
    await op.post('/v1/system/ip-pools', { name: 'counted', description: '' })
    expect(await utilization('counted')).toEqual({
      ipv4: { allocated: 0, capacity: 0 },
      ipv6: { allocated: '0', capacity: '0' },
    })

    await op.post('/v1/system/ip-pools/counted/ranges/add', {
      first: '100.64.9.1',
      last: '100.64.9.20',
    })
    await op.post('/v1/system/ip-pools/counted/silos', { silo: 'acme', is_default: false })
    expect((await utilization('counted')).ipv4).toEqual({ allocated: 0, capacity: 20 })

    const c = await as('collaborator')
    const fip = await c.post('/v1/floating-ips?project=mock-project', {
      name: 'counted-fip',
      description: '',
      pool: 'counted',
    })
    expect(fip.status).toBe(201)
    expect((await utilization('counted')).ipv4).toEqual({ allocated: 1, capacity: 20 })

    await c.del('/v1/floating-ips/counted-fip?project=mock-project')
    expect((await utilization('counted')).ipv4.allocated).toBe(0)
  })

  it('counts the seeded instances and floating IPs of the default pool', async () => {
    const { utilization } = await operator()
    const { ipv4 } = await utilization('default')
    expect(ipv4.capacity).toBe(241)
    expect(ipv4.allocated).toBeGreaterThan(0)
  })
})

describe('IP pool ranges', () => {
  it('refuse IPv6, mixed families, reversed ends and overlaps with a 400 and its reason', async () => {
    const { op } = await operator()
    await op.post('/v1/system/ip-pools', { name: 'strict', description: '' })
    const add = (first: string, last: string) =>
      op.post('/v1/system/ip-pools/strict/ranges/add', { first, last })

    const cases: [string, string, string][] = [
      ['fd00::1', 'fd00::ff', 'IPv6 ranges are not allowed yet'],
      // an IpRange is an Ipv4Range or an Ipv6Range: mixed ends fail as a body, as in Nexus
      ['10.0.0.1', 'fd00::1', 'Invalid request body: Invalid input'],
      ['100.64.3.9', '100.64.3.1', 'IP range first address must not be after its last address'],
      // the seeded default pool's range, and the service pool's
      [
        '203.0.113.250',
        '203.0.114.5',
        'The provided IP range 203.0.113.250-203.0.114.5 overlaps with an existing range',
      ],
      [
        '172.20.26.30',
        '172.20.26.40',
        'The provided IP range 172.20.26.30-172.20.26.40 overlaps with an existing range',
      ],
    ]
    for (const [first, last, reason] of cases) {
      const res = await add(first, last)
      expect(res.status, `${first}-${last}`).toBe(400)
      expect(await message(res)).toBe(reason)
    }
  })

  it('keep a range while an address of it is allocated, and the pool while it has ranges', async () => {
    const { op } = await operator()
    const ranges = (await (
      await op.get('/v1/system/ip-pools/default/ranges')
    ).json()) as Page<Range>
    const res = await op.post('/v1/system/ip-pools/default/ranges/remove', ranges.items[0].range)
    expect(res.status).toBe(400)
    expect(await message(res)).toBe(
      'IP pool ranges cannot be deleted while IP addresses are allocated from them',
    )

    await op.post('/v1/system/ip-pools', { name: 'short-lived', description: '' })
    const range = { first: '100.64.10.1', last: '100.64.10.2' }
    await op.post('/v1/system/ip-pools/short-lived/ranges/add', range)
    const refused = await op.del('/v1/system/ip-pools/short-lived')
    expect(refused.status).toBe(400)
    expect(await message(refused)).toBe('IP Pool cannot be deleted while it contains IP ranges')

    expect((await op.post('/v1/system/ip-pools/short-lived/ranges/remove', range)).status).toBe(204)
    expect((await op.del('/v1/system/ip-pools/short-lived')).status).toBe(204)
  })
})

describe('the service pool', () => {
  it('takes and gives back ranges, keeping the one its services use', async () => {
    const { op } = await operator()
    const list = async () =>
      (
        (await (await op.get('/v1/system/ip-pools-service/ranges')).json()) as Page<Range>
      ).items.map((r) => `${r.range.first}-${r.range.last}`)
    expect(await list()).toEqual(['172.20.26.1-172.20.26.32'])

    const extra = { first: '172.20.27.1', last: '172.20.27.16' }
    expect((await op.post('/v1/system/ip-pools-service/ranges/add', extra)).status).toBe(201)
    expect(await list()).toEqual(['172.20.26.1-172.20.26.32', '172.20.27.1-172.20.27.16'])
    const v6 = await op.post('/v1/system/ip-pools-service/ranges/add', {
      first: 'fd00::1',
      last: 'fd00::2',
    })
    expect(await message(v6)).toBe('IPv6 ranges are not allowed yet')

    const seeded = await op.post('/v1/system/ip-pools-service/ranges/remove', {
      first: '172.20.26.1',
      last: '172.20.26.32',
    })
    expect(seeded.status).toBe(400)
    expect((await op.post('/v1/system/ip-pools-service/ranges/remove', extra)).status).toBe(204)
    expect(await list()).toEqual(['172.20.26.1-172.20.26.32'])
  })

  it('is the fleet admin’s alone to change', async () => {
    const { as } = await operator()
    const silo = await as('silo-admin')
    const res = await silo.post('/v1/system/ip-pools-service/ranges/add', {
      first: '172.20.28.1',
      last: '172.20.28.2',
    })
    expect(res.status).toBe(403)
  })
})

describe('a silo’s default pool', () => {
  type Link = { ip_pool_id: string; silo_id: string; is_default: boolean }
  type SiloPool = { name: string; is_default: boolean }

  async function withPools(...names: string[]) {
    const setup = await operator()
    for (const name of names) await setup.op.post('/v1/system/ip-pools', { name, description: '' })
    const defaults = async (silo: string) =>
      (
        (await (await setup.op.get(`/v1/system/silos/${silo}/ip-pools`)).json()) as Page<SiloPool>
      ).items
        .filter((p) => p.is_default)
        .map((p) => p.name)
    return { ...setup, defaults }
  }

  it('is refused as a second default when linked, as Nexus does, and nothing changes', async () => {
    const { op, defaults } = await withPools('second-default')
    expect(await defaults('acme')).toEqual(['default'])

    const res = await op.post('/v1/system/ip-pools/second-default/silos', {
      silo: 'acme',
      is_default: true,
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.error_code).toBe('ObjectAlreadyExists')
    expect(body.message).toBe('already exists: a default IP pool for silo "acme" ("default")')

    expect(await defaults('acme')).toEqual(['default'])
    const links = (await (
      await op.get('/v1/system/ip-pools/second-default/silos')
    ).json()) as Page<Link>
    expect(links.items).toEqual([])
  })

  it('is taken when linked to a silo that has none', async () => {
    const { op, defaults } = await withPools('first-default')
    await op.post('/v1/system/silos', {
      name: 'no-default-yet',
      description: '',
      discoverable: true,
      identity_mode: 'local_only',
      quotas: { cpus: 1, memory: 1024 ** 3, storage: 1024 ** 3 },
      tls_certificates: [],
    })
    expect(await defaults('no-default-yet')).toEqual([])
    const res = await op.post('/v1/system/ip-pools/first-default/silos', {
      silo: 'no-default-yet',
      is_default: true,
    })
    expect(res.status).toBe(201)
    expect(await defaults('no-default-yet')).toEqual(['first-default'])
  })

  it('changes by linking, then making the link the default: the previous one stops being it', async () => {
    const { op, defaults } = await withPools('next-default')
    const linked = await op.post('/v1/system/ip-pools/next-default/silos', {
      silo: 'acme',
      is_default: false,
    })
    expect(linked.status).toBe(201)
    expect(await defaults('acme')).toEqual(['default'])

    const res = await op.put('/v1/system/ip-pools/next-default/silos/acme', { is_default: true })
    expect(res.status).toBe(200)
    expect(((await res.json()) as Link).is_default).toBe(true)
    expect(await defaults('acme')).toEqual(['next-default'])
    // globex's default is its own
    expect(await defaults('globex')).toEqual(['default'])
  })
})
