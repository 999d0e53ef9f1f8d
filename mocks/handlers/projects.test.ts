import { describe, expect, it } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

type Page = { items: { id: string; name: string }[]; next_page: string | null }

describe('projects', () => {
  it('creates a project with a default VPC, and refuses a duplicate name', async () => {
    const { as } = testServer()
    const admin = await as('silo-admin')
    const res = await admin.post('/v1/projects', { name: 'new-thing', description: 'd' })
    expect(res.status).toBe(201)
    const vpcs = (await (await admin.get('/v1/vpcs?project=new-thing')).json()) as Page
    expect(vpcs.items.map((v) => v.name)).toEqual(['default'])
    const subnets = (await (
      await admin.get('/v1/vpc-subnets?project=new-thing&vpc=default')
    ).json()) as Page
    expect(subnets.items.map((s) => s.name)).toEqual(['default'])

    const dup = await admin.post('/v1/projects', { name: 'new-thing', description: 'again' })
    expect(dup.status).toBe(400)
    expect(await dup.json()).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: 'already exists: project "new-thing"',
    })
  })

  it('words not-found errors like Nexus', async () => {
    const { as } = testServer()
    const admin = await as('silo-admin')
    const byName = await admin.get('/v1/projects/nope')
    expect(byName.status).toBe(404)
    expect(await byName.json()).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: project with name "nope"',
    })
    const id = '6f3c2a3e-1111-4a4a-9b9b-000000000000'
    const byId = await admin.get(`/v1/projects/${id}`)
    expect(((await byId.json()) as ErrorBody).message).toBe(`not found: project with id "${id}"`)
  })

  it('forbids a silo viewer to create a project', async () => {
    const { as } = testServer()
    const viewer = await as('viewer')
    const res = await viewer.post('/v1/projects', { name: 'mine', description: '' })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error_code: 'Forbidden', message: 'Forbidden' })
  })

  it('lists nothing to a user with no role', async () => {
    const { as } = testServer()
    const nobody = await as('nobody')
    const page = (await (await nobody.get('/v1/projects')).json()) as Page
    expect(page).toEqual({ items: [], next_page: null })
    expect((await nobody.get('/v1/projects/mock-project')).status).toBe(404)
  })

  it("keeps another silo's projects invisible, by name and by id", async () => {
    const { as, call } = testServer()
    const admin = await as('fleet-admin')
    const res = await admin.get('/v1/projects/globex-web')
    expect(res.status).toBe(404)
    expect(((await res.json()) as ErrorBody).message).toBe(
      'not found: project with name "globex-web"',
    )
    const all = (await (await admin.get('/v1/projects?limit=1000')).json()) as Page
    expect(all.items.map((p) => p.name)).not.toContain('globex-web')

    // the same project by id, as its own silo admin sees it
    const saml = await call('POST', '/login/globex/saml/globex-sso', { raw: '' })
    const cookie = saml.headers.getSetCookie()[0].split(';')[0]
    const own = await call('GET', '/v1/projects/globex-web', { cookie })
    const { id } = (await own.json()) as { id: string }
    const byId = await admin.get(`/v1/projects/${id}`)
    expect(byId.status).toBe(404)
    expect(((await byId.json()) as ErrorBody).message).toBe(`not found: project with id "${id}"`)
    expect((await admin.get(`/v1/vpcs?project=${id}`)).status).toBe(404)
  })

  it("changes a project for its admins: a silo collaborator is one, a project collaborator isn't", async () => {
    const { as } = testServer()
    const collaborator = await as('collaborator')
    const denied = await collaborator.put('/v1/projects/mock-project', { description: 'x' })
    expect(denied.status).toBe(403)
    expect((await collaborator.del('/v1/projects/mock-project')).status).toBe(403)

    const admin = await as('silo-admin')
    const me = (await (await collaborator.get('/v1/me')).json()) as { id: string }
    const silo = (await (await admin.get('/v1/policy')).json()) as { role_assignments: unknown[] }
    const grant = { identity_id: me.id, identity_type: 'silo_user', role_name: 'collaborator' }
    const put = await admin.put('/v1/policy', {
      role_assignments: [...silo.role_assignments, grant],
    })
    expect(put.status).toBe(200)
    const ok = await collaborator.put('/v1/projects/web-frontend', { description: 'edited' })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ name: 'web-frontend', description: 'edited' })
  })

  it('refuses to delete a project that still has resources', async () => {
    const { as } = testServer()
    const admin = await as('silo-admin')
    await admin.post('/v1/projects', { name: 'short-lived', description: '' })
    const res = await admin.del('/v1/projects/short-lived')
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).message).toBe(
      'project to be deleted contains a vpc: default',
    )
    const subnet = '/v1/vpc-subnets/default?project=short-lived&vpc=default'
    expect((await admin.del(subnet)).status).toBe(204)
    expect((await admin.del('/v1/vpcs/default?project=short-lived')).status).toBe(204)
    expect((await admin.del('/v1/projects/short-lived')).status).toBe(204)
    expect((await admin.get('/v1/projects/short-lived')).status).toBe(404)
  })

  it('updates the project policy for admins only', async () => {
    const { as } = testServer()
    const admin = await as('silo-admin')
    const me = (await (await admin.get('/v1/me')).json()) as { id: string }
    const policy = {
      role_assignments: [{ identity_id: me.id, identity_type: 'silo_user', role_name: 'admin' }],
    }
    const res = await admin.put('/v1/projects/web-frontend/policy', policy)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(policy)
    const collaborator = await as('collaborator')
    expect((await collaborator.put('/v1/projects/mock-project/policy', policy)).status).toBe(403)
  })
})

describe('pagination', () => {
  it('round-trips every project through next_page', async () => {
    const { as } = testServer()
    const admin = await as('silo-admin')
    const all = (await (await admin.get('/v1/projects')).json()) as Page
    expect(all.items.length).toBeGreaterThanOrEqual(12)
    const seen: string[] = []
    let next: string | null = null
    let pages = 0
    do {
      const url: string = `/v1/projects?limit=5${next ? `&page_token=${next}` : ''}`
      const page = (await (await admin.get(url)).json()) as Page
      expect(page.items.length).toBeLessThanOrEqual(5)
      seen.push(...page.items.map((p) => p.name))
      next = page.next_page
      pages++
    } while (next && pages < 20)
    expect(seen).toEqual(all.items.map((p) => p.name))
    expect(seen).toEqual([...seen].sort())
  })

  it('sorts by name descending and by id', async () => {
    const { as } = testServer()
    const admin = await as('silo-admin')
    const desc = (await (await admin.get('/v1/projects?sort_by=name_descending')).json()) as Page
    const names = desc.items.map((p) => p.name)
    expect(names).toEqual([...names].sort().reverse())
    const byId = (await (
      await admin.get('/v1/projects?sort_by=id_ascending&limit=3')
    ).json()) as Page
    const second = (await (
      await admin.get(`/v1/projects?limit=3&page_token=${byId.next_page}`)
    ).json()) as Page
    const ids = [...byId.items, ...second.items].map((p) => p.id)
    expect(ids).toEqual([...ids].sort())
  })

  it.each([
    ['a malformed page token', '/v1/projects?page_token=not-a-token', 'unable to parse page token'],
    ['limit=0', '/v1/projects?limit=0', 'limit'],
    ['a non-numeric limit', '/v1/projects?limit=abc', 'limit'],
    ['a huge limit', '/v1/projects?limit=99999999999', 'limit'],
    ['an unknown sort mode', '/v1/projects?sort_by=sideways', 'sort_by'],
  ])('answers 400 to %s', async (_, url, mention) => {
    const { as } = testServer()
    const admin = await as('silo-admin')
    const res = await admin.get(url)
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.error_code).toBe('InvalidRequest')
    expect(body.message).toContain(mention)
  })
})
