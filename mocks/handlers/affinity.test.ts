import { describe, expect, it } from 'vitest'
import * as schema from '@/mocks/__generated__/validate'
import { db } from '../store/db'
import { testServer, type ErrorBody } from '../test-helpers'

type Member = { type: string; value: { id: string; name: string; run_state: string } }
type Page<T> = { items: T[]; next_page: string | null }

const P = 'project=mock-project'
const members = (group: string) => `/v1/anti-affinity-groups/${group}/members?${P}`
const member = (group: string, instance: string) =>
  `/v1/anti-affinity-groups/${group}/members/instance/${instance}?${P}`

describe('anti-affinity group members', () => {
  it('lists members as the contract has them: the instance id, name and run state', async () => {
    const { as } = testServer()
    const c = await as('viewer')
    const res = await c.get(members('web-spread'))
    expect(res.status).toBe(200)
    const body = (await res.json()) as Page<Member>
    expect(schema.AntiAffinityGroupMemberResultsPage.safeParse(body).success).toBe(true)
    expect(body.items.map((m) => [m.type, m.value.name, m.value.run_state])).toEqual([
      ['instance', 'web-1', 'running'],
      ['instance', 'web-2', expect.any(String)],
    ])
  })

  it('refuses an instance that is not stopped with a 400, as Nexus does', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const res = await c.post(member('db-ha', 'web-1'))
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.error_code).toBe('InvalidRequest')
    expect(body.message).toBe('Instance cannot be added to anti-affinity group with reservation')
    const after = (await (await c.get(members('db-ha'))).json()) as Page<Member>
    expect(after.items.map((m) => m.value.name)).toEqual(['db1'])
  })

  it('adds a stopped instance once, and removes it', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const added = await c.post(member('db-ha', 'build-runner'))
    expect(added.status).toBe(201)
    const body = (await added.json()) as Member
    expect(schema.AntiAffinityGroupMember.safeParse(body).success).toBe(true)
    expect(body.value).toMatchObject({ name: 'build-runner', run_state: 'stopped' })

    const again = await c.post(member('db-ha', 'build-runner'))
    expect(again.status).toBe(400)
    expect(((await again.json()) as ErrorBody).message).toBe(
      `already exists: anti-affinity-group-member "${body.value.id}"`,
    )

    expect((await c.del(member('db-ha', 'build-runner'))).status).toBe(204)
    const gone = await c.del(member('db-ha', 'build-runner'))
    expect(gone.status).toBe(404)
    expect(((await gone.json()) as ErrorBody).message).toBe(
      `not found: anti-affinity-group-member with id "${body.value.id}"`,
    )
  })

  it("lets a viewer look but not change a group's members", async () => {
    const { as } = testServer()
    const viewer = await as('viewer')
    expect((await viewer.post(member('db-ha', 'build-runner'))).status).toBe(403)
  })
})

// Both kinds keep Nexus's rules and capacities (omicron's datastore/affinity.rs): 32 members
// a group, 16 groups of a kind an instance, joining only without a sled reservation (stopped),
// and the viewer's writes refused.
describe.each([
  {
    kind: 'affinity group',
    Kind: 'Affinity group',
    base: '/v1/affinity-groups',
    group: 'cache-near-web',
    groups: () => db.affinityGroups,
    members: () => db.affinityMembers,
    memberSchema: schema.AffinityGroupMember,
  },
  {
    kind: 'anti-affinity group',
    Kind: 'Anti-affinity group',
    base: '/v1/anti-affinity-groups',
    group: 'db-ha',
    groups: () => db.antiAffinityGroups,
    members: () => db.antiAffinityMembers,
    memberSchema: schema.AntiAffinityGroupMember,
  },
])('$kind rules', ({ kind, Kind, base, group, groups, members, memberSchema }) => {
  const at = (path = '') => `${base}${path}?${P}`
  const memberAt = (g: string, instance: string) => at(`/${g}/members/instance/${instance}`)
  const groupId = (name: string) => groups().find((g) => g.name === name)!.id
  const instanceId = (name: string) => db.instances.find((i) => i.name === name)!.id
  const message = async (res: Response) => ((await res.json()) as ErrorBody).message

  it('refuses every write of a viewer with a 403 and changes nothing', async () => {
    const { as } = testServer()
    const viewer = await as('viewer')
    const before = JSON.stringify([groups(), members()])
    const body = { name: 'new-group', description: '', policy: 'fail', failure_domain: 'sled' }
    expect((await viewer.post(at(), body)).status).toBe(403)
    expect((await viewer.put(at(`/${group}`), { description: 'changed' })).status).toBe(403)
    expect((await viewer.del(at(`/${group}`))).status).toBe(403)
    expect((await viewer.post(memberAt(group, 'build-runner'))).status).toBe(403)
    expect((await viewer.del(memberAt(group, 'db1'))).status).toBe(403)
    expect(JSON.stringify([groups(), members()])).toBe(before)
    // reading is a viewer's
    expect((await viewer.get(at(`/${group}/members`))).status).toBe(200)
  })

  it('refuses an instance that is not stopped', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const res = await c.post(memberAt(group, 'web-1'))
    expect(res.status).toBe(400)
    expect(await message(res)).toBe(`Instance cannot be added to ${kind} with reservation`)
  })

  it(`refuses a member past the group's 32`, async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const id = groupId(group)
    const already = members().filter((m) => m.group_id === id).length
    for (let n = already; n < 32; n++) {
      members().push({ kind: 'instance', group_id: id, instance_id: `filler-${n}` })
    }
    const res = await c.post(memberAt(group, 'build-runner'))
    expect(res.status).toBe(400)
    expect(await message(res)).toBe(`${Kind} already has maximum allowed members (32)`)
    expect(members().some((m) => m.instance_id === instanceId('build-runner'))).toBe(false)
  })

  it(`refuses an instance already in 16 ${kind}s, counting only this kind`, async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const instance = instanceId('build-runner')
    for (let n = 0; n < 16; n++) {
      members().push({ kind: 'instance', group_id: `other-${n}`, instance_id: instance })
    }
    const res = await c.post(memberAt(group, 'build-runner'))
    expect(res.status).toBe(400)
    expect(await message(res)).toBe(`Instance already belongs to maximum allowed ${kind}s (16)`)
  })

  it('lets a stopped instance join, be viewed as a member, and leave', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const added = await c.post(memberAt(group, 'build-runner'))
    expect(added.status).toBe(201)
    expect(memberSchema.safeParse(await added.json()).success).toBe(true)
    const shown = await c.get(memberAt(group, 'build-runner'))
    expect(shown.status).toBe(200)
    expect(memberSchema.safeParse(await shown.json()).success).toBe(true)
    expect((await c.del(memberAt(group, 'build-runner'))).status).toBe(204)
    expect((await c.get(memberAt(group, 'build-runner'))).status).toBe(404)
  })
})

describe('groups of both kinds', () => {
  it('take the same instance: membership is not exclusive', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const anti = await c.post(`/v1/anti-affinity-groups/db-ha/members/instance/build-runner?${P}`)
    const affinity = await c.post(
      `/v1/affinity-groups/cache-near-web/members/instance/build-runner?${P}`,
    )
    expect([anti.status, affinity.status]).toEqual([201, 201])
    const listed = async (kind: string) =>
      (
        (await (await c.get(`/v1/instances/build-runner/${kind}?${P}`)).json()) as Page<{
          name: string
        }>
      ).items.map((g) => g.name)
    expect(await listed('anti-affinity-groups')).toEqual(['db-ha'])
    expect(await listed('affinity-groups')).toEqual(['cache-near-web'])
  })

  it('a new instance is not put in a full anti-affinity group', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const id = db.antiAffinityGroups.find((g) => g.name === 'db-ha')!.id
    for (let n = 1; n < 32; n++) {
      db.antiAffinityMembers.push({ kind: 'instance', group_id: id, instance_id: `filler-${n}` })
    }
    const res = await c.post(`/v1/instances?${P}`, {
      name: 'one-too-many',
      description: '',
      hostname: 'one-too-many',
      memory: 2 ** 30,
      ncpus: 1,
      start: false,
      anti_affinity_groups: ['db-ha'],
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).message).toBe(
      'Anti-affinity group already has maximum allowed members (32)',
    )
    expect(db.instances.some((i) => i.name === 'one-too-many')).toBe(false)
  })
})
