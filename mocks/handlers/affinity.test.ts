import { describe, expect, it } from 'vitest'
import * as schema from '@/mocks/__generated__/validate'
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
