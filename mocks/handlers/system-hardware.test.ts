import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as schema from '@/mocks/__generated__/validate'
import { testServer, type ErrorBody } from '../test-helpers'

/** Sled inventory as an operator drives it: adding sleds, provision policy and placements. */

type Page<T> = { items: T[]; next_page: string | null }
type Sled = {
  id: string
  baseboard: { part: string; serial: string }
  policy: { kind: string; provision_policy?: string }
  state: string
}
type Uninitialized = { rack_id: string; cubby: number; baseboard: { part: string; serial: string } }
type SledInstance = { name: string; silo_name: string; project_name: string; state: string }

const SLEDS = '/v1/system/hardware/sleds'
const UNINITIALIZED = '/v1/system/hardware/sleds-uninitialized'
const P = 'project=mock-project'

beforeEach(() => {
  // instances reach running (and a sled) on the next request
  vi.stubEnv('MOCK_TRANSITION_MS', '0')
})

afterEach(() => {
  vi.unstubAllEnvs()
})

type Caller = Awaited<ReturnType<ReturnType<typeof testServer>['as']>>

async function itemsOf<T>(c: Caller, path: string) {
  const res = await c.get(path)
  expect(res.status).toBe(200)
  return ((await res.json()) as Page<T>).items
}

const instancesOn = async (c: Caller, sledId: string) =>
  (await itemsOf<SledInstance>(c, `${SLEDS}/${sledId}/instances?limit=1000`)).map((i) => i.name)

const setPolicy = (c: Caller, sledId: string, state: string) =>
  c.put(`${SLEDS}/${sledId}/provision-policy`, { state })

async function startInstance(c: Caller, name: string) {
  const res = await c.post(`/v1/instances?${P}`, {
    name,
    description: '',
    hostname: name,
    ncpus: 1,
    memory: 1024 ** 3,
  })
  expect(res.status).toBe(201)
  const view = await c.get(`/v1/instances/${name}?${P}`)
  expect(((await view.json()) as { run_state: string }).run_state).toBe('running')
}

describe('uninitialized sleds', () => {
  it('lists the seeded sleds waiting in the rack, with their cubby and baseboard', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const items = await itemsOf<Uninitialized>(admin, UNINITIALIZED)
    expect(items).toHaveLength(2)
    const sleds = await itemsOf<Sled & { rack_id: string }>(admin, SLEDS)
    for (const u of items) {
      expect(schema.UninitializedSled.safeParse(u).success).toBe(true)
      expect(u.rack_id).toBe(sleds[0].rack_id)
    }
    expect(items.map((u) => u.cubby).sort()).toEqual([30, 31])
  })

  it('adds one to the rack as provisionable and active, once', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const [waiting] = await itemsOf<Uninitialized>(admin, UNINITIALIZED)
    const board = { part: waiting.baseboard.part, serial: waiting.baseboard.serial }

    const res = await admin.post(SLEDS, board)
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    const view = await admin.get(`${SLEDS}/${id}`)
    const sled = (await view.json()) as Sled
    expect(schema.Sled.safeParse(sled).success).toBe(true)
    expect(sled.baseboard.serial).toBe(board.serial)
    expect(sled.policy).toEqual({ kind: 'in_service', provision_policy: 'provisionable' })
    expect(sled.state).toBe('active')
    const left = await itemsOf<Uninitialized>(admin, UNINITIALIZED)
    expect(left.map((u) => u.baseboard.serial)).not.toContain(board.serial)

    const again = await admin.post(SLEDS, board)
    expect(again.status).toBe(400)
    expect(((await again.json()) as ErrorBody).error_code).toBe('ObjectAlreadyExists')
  })

  it('refuses a baseboard that is not in the rack, and a user without the fleet admin role', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const unknown = await admin.post(SLEDS, { part: '913-0000019', serial: 'NOPE' })
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as ErrorBody).error_code).toBe('ObjectNotFound')

    const [waiting] = await itemsOf<Uninitialized>(admin, UNINITIALIZED)
    const siloAdmin = await as('silo-admin')
    const refused = await siloAdmin.post(SLEDS, {
      part: waiting.baseboard.part,
      serial: waiting.baseboard.serial,
    })
    expect(refused.status).toBe(403)
    expect(await itemsOf<Uninitialized>(admin, UNINITIALIZED)).toHaveLength(2)
  })
})

describe('placements', () => {
  it('lists each running instance on exactly one sled, with its silo and project', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const sleds = await itemsOf<Sled>(admin, SLEDS)
    const lists = await Promise.all(
      sleds.map((s) => itemsOf<SledInstance>(admin, `${SLEDS}/${s.id}/instances?limit=1000`)),
    )
    const placed = lists.flat()
    expect(placed.length).toBeGreaterThan(0)
    for (const i of placed) {
      expect(schema.SledInstance.safeParse(i).success).toBe(true)
      expect(['acme', 'globex']).toContain(i.silo_name)
    }
    const names = placed.map((i) => `${i.silo_name}/${i.project_name}/${i.name}`)
    expect(new Set(names).size).toBe(names.length)
  })

  it('places no new instance on a non-provisionable sled; running ones stay', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const c = await as('collaborator')
    const sleds = (await itemsOf<Sled>(admin, SLEDS)).filter(
      (s) => s.policy.provision_policy === 'provisionable',
    )
    const [closed] = sleds
    const before = await instancesOn(admin, closed.id)
    expect((await setPolicy(admin, closed.id, 'non_provisionable')).status).toBe(200)

    const started = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']
    for (const name of started) await startInstance(c, name)
    expect(await instancesOn(admin, closed.id)).toEqual(before)
    const elsewhere = (
      await Promise.all(sleds.slice(1).map((s) => instancesOn(admin, s.id)))
    ).flat()
    for (const name of started) expect(elsewhere).toContain(name)
  })

  it('places a new instance on the only provisionable sled', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const c = await as('collaborator')
    const [open, ...rest] = await itemsOf<Sled>(admin, SLEDS)
    await setPolicy(admin, open.id, 'provisionable')
    for (const s of rest) await setPolicy(admin, s.id, 'non_provisionable')
    await startInstance(c, 'only-here')
    expect(await instancesOn(admin, open.id)).toContain('only-here')
  })
})

describe('the expunged sled', () => {
  it('is listed, runs nothing and refuses a provision policy', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const expunged = (await itemsOf<Sled>(admin, SLEDS)).filter((s) => s.policy.kind === 'expunged')
    expect(expunged).toHaveLength(1)
    expect(expunged[0].state).toBe('decommissioned')
    expect(await instancesOn(admin, expunged[0].id)).toEqual([])
    const res = await setPolicy(admin, expunged[0].id, 'provisionable')
    expect(res.status).toBe(400)
  })
})
