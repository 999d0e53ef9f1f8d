import { describe, expect, it } from 'vitest'
import { seed } from '../seed'
import { testServer, type ErrorBody } from '../test-helpers'

type Instance = { id: string; name: string; run_state: string; boot_disk_id: string | null }
type Page<T> = { items: T[]; next_page: string | null }

describe('instances', () => {
  it('keeps a disk attached at creation while the disk itself was still being created', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const disk = await c.post('/v1/disks?project=mock-project', {
      name: 'just-made',
      description: '',
      size: 1024 ** 3,
      disk_source: { type: 'blank', block_size: 4096 },
    })
    expect(((await disk.json()) as { state: { state: string } }).state.state).toBe('creating')
    const res = await c.post('/v1/instances?project=mock-project', {
      name: 'holder',
      description: '',
      hostname: 'holder',
      ncpus: 1,
      memory: 1024 ** 3,
      start: false,
      disks: [{ type: 'attach', name: 'just-made' }],
    })
    expect(res.status, await res.clone().text()).toBe(201)
    // past the moment the disk's own creation would have landed
    await new Promise((r) => setTimeout(r, 600))
    const after = (await (await c.get('/v1/disks/just-made?project=mock-project')).json()) as {
      state: { state: string }
    }
    expect(after.state.state).toBe('attached')
  })

  it('creates an instance with a boot disk, a default NIC and an ephemeral IP', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const res = await c.post('/v1/instances?project=mock-project', {
      name: 'fresh',
      description: '',
      hostname: 'fresh',
      ncpus: 2,
      memory: 4 * 1024 ** 3,
      boot_disk: {
        type: 'create',
        name: 'fresh-boot',
        description: '',
        size: 10 * 1024 ** 3,
        disk_source: { type: 'blank', block_size: 4096 },
      },
      external_ips: [{ type: 'ephemeral' }],
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const instance = (await res.json()) as Instance
    expect(instance.run_state).toBe('creating')
    expect(instance.boot_disk_id).toBeTruthy()
    const disks = (await (
      await c.get('/v1/instances/fresh/disks?project=mock-project')
    ).json()) as Page<{ name: string }>
    expect(disks.items.map((d) => d.name)).toEqual(['fresh-boot'])
    const nics = (await (
      await c.get('/v1/network-interfaces?project=mock-project&instance=fresh')
    ).json()) as Page<{ name: string; primary: boolean }>
    expect(nics.items).toMatchObject([{ name: 'net0', primary: true }])
    const ips = (await (await c.get(`/v1/instances/${instance.id}/external-ips`)).json()) as Page<{
      kind: string
    }>
    expect(ips.items.map((i) => i.kind)).toContain('ephemeral')
  })

  it('creates nothing when any part of the request is wrong', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const before = (await (
      await c.get('/v1/instances?project=mock-project')
    ).json()) as Page<Instance>
    const res = await c.post('/v1/instances?project=mock-project', {
      name: 'half-made',
      description: '',
      hostname: 'half-made',
      ncpus: 2,
      memory: 4 * 1024 ** 3,
      boot_disk: {
        type: 'create',
        name: 'db1-data',
        description: '',
        size: 10 * 1024 ** 3,
        disk_source: { type: 'blank', block_size: 512 },
      },
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).message).toBe('already exists: disk "db1-data"')
    const after = (await (
      await c.get('/v1/instances?project=mock-project')
    ).json()) as Page<Instance>
    expect(after.items.length).toBe(before.items.length)
  })

  it('takes user data up to 32 KiB after decoding, and nothing that is not base64', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const create = (name: string, userData: string) =>
      c.post('/v1/instances?project=mock-project', {
        name,
        description: '',
        hostname: name,
        ncpus: 1,
        memory: 1024 ** 3,
        user_data: userData,
        start: false,
      })
    const fits = Buffer.alloc(32 * 1024, 'a').toString('base64')
    expect((await create('ud-fits', fits)).status).toBe(201)
    const over = await create('ud-over', Buffer.alloc(32 * 1024 + 1, 'a').toString('base64'))
    expect(over.status).toBe(400)
    expect(((await over.json()) as ErrorBody).message).toBe(
      'unsupported value for "user_data": 32769 bytes is more than the 32768 bytes allowed',
    )
    const garbled = await create('ud-garbled', '#cloud-config')
    expect(garbled.status).toBe(400)
    expect(((await garbled.json()) as ErrorBody).message).toMatch(
      /^unsupported value for "user_data": error base64 decoding: Invalid symbol/,
    )
    const names = (
      (await (
        await c.get('/v1/instances?project=mock-project&limit=1000')
      ).json()) as Page<Instance>
    ).items.map((i) => i.name)
    expect(names).toContain('ud-fits')
    expect(names).not.toContain('ud-over')
    expect(names).not.toContain('ud-garbled')
  })

  it('follows the run-state rules for actions', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const start = await c.post('/v1/instances/build-runner/start?project=mock-project')
    expect(start.status).toBe(202)
    expect(((await start.json()) as Instance).run_state).toBe('starting')
    const reboot = await c.post('/v1/instances/build-runner/reboot?project=mock-project')
    expect(reboot.status).toBe(400)
    const del = await c.del('/v1/instances/db1?project=mock-project')
    expect(del.status).toBe(400)
    expect(((await del.json()) as ErrorBody).message).toBe(
      'instance cannot be deleted in state "running"',
    )
  })

  it('checks selectors the way Nexus does', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const list = (await (
      await c.get('/v1/instances?project=mock-project')
    ).json()) as Page<Instance>
    const db1 = list.items.find((i) => i.name === 'db1')!
    const byId = await c.get(`/v1/instances/${db1.id}`)
    expect(byId.status).toBe(200)
    const both = await c.get(`/v1/instances/${db1.id}?project=mock-project`)
    expect(both.status).toBe(400)
    expect(((await both.json()) as ErrorBody).message).toBe(
      'when providing instance as an ID project should not be specified',
    )
    const nameOnly = await c.get('/v1/instances/db1')
    expect(nameOnly.status).toBe(400)
    const missing = await c.get('/v1/instances')
    expect(missing.status).toBe(400)
  })

  it('lets a viewer read but not act', async () => {
    const { as } = testServer()
    const viewer = await as('viewer')
    expect((await viewer.get('/v1/instances/db1?project=mock-project')).status).toBe(200)
    expect((await viewer.post('/v1/instances/db1/stop?project=mock-project')).status).toBe(403)
  })
})

describe('a large data set', () => {
  // how fast is bench:scale's to say; this holds that every page is right
  it('lists 2,000 extra instances page by page, each once, in name order', async () => {
    const { as } = testServer()
    seed(2000)
    const admin = await as('silo-admin')
    let next: string | null = null
    const names: string[] = []
    do {
      const url: string = `/v1/instances?project=mock-project&limit=100${next ? `&page_token=${next}` : ''}`
      const page = (await (await admin.get(url)).json()) as Page<Instance>
      names.push(...page.items.map((i) => i.name))
      next = page.next_page
    } while (next)
    // the 14 seeded instances and the extra ones, each once, in name order
    expect(names.length).toBe(2014)
    expect(new Set(names).size).toBe(2014)
    expect(names).toEqual([...names].sort())
    expect(names).toContain('load-0001')
    expect(names).toContain('load-2000')
  })

  it('leaves room in the quota to create and start more instances', async () => {
    const { as } = testServer()
    seed(2000)
    const admin = await as('silo-admin')
    const res = await admin.post('/v1/instances?project=mock-project', {
      name: 'one-more',
      description: '',
      hostname: 'one-more',
      ncpus: 64,
      memory: 256 * 1024 ** 3,
    })
    expect(res.status, await res.clone().text()).toBe(201)
  })
})
