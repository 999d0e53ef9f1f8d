import { describe, expect, it } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

const GiB = 1024 ** 3
const pem = (label: string, body = 'TUlJQmtUQ0IrUUlKQUtIQg==') =>
  `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`

const siloBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: '',
  discoverable: true,
  identity_mode: 'saml_jit',
  admin_group_name: 'admins',
  quotas: { cpus: 8, memory: 16 * GiB, storage: 100 * GiB },
  tls_certificates: [],
  ...extra,
})

const providerBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: '',
  acs_url: 'http://localhost/login/s/saml/p',
  slo_url: 'http://localhost/logout',
  idp_entity_id: 'https://idp.example.com',
  sp_client_id: 'client',
  technical_contact_email: 'ops@example.com',
  idp_metadata_source: { type: 'url', url: 'https://idp.example.com/metadata' },
  ...extra,
})

const message = async (res: Response) => ((await res.json()) as ErrorBody).message

describe('silo create checks', () => {
  it('refuses TLS certificates that are not PEM of the right kind, and negative quotas', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const wrongKey = siloBody('bad-key', {
      tls_certificates: [
        {
          name: 'web',
          description: '',
          service: 'external_api',
          cert: pem('CERTIFICATE'),
          key: pem('CERTIFICATE'),
        },
      ],
    })
    const res = await admin.post('/v1/system/silos', wrongKey)
    expect(res.status).toBe(400)
    expect(await message(res)).toBe('certificate "web": key must be one PEM-encoded private key')

    const negative = siloBody('neg', { quotas: { cpus: -1, memory: 0, storage: 0 } })
    const res2 = await admin.post('/v1/system/silos', negative)
    expect(res2.status).toBe(400)
    expect(await message(res2)).toMatch(/quota "cpus"/)
    expect((await admin.get('/v1/system/silos/neg')).status).toBe(404)
  })

  it('keeps the certificates a silo was created with', async () => {
    const { as, call } = testServer()
    const admin = await as('fleet-admin')
    const body = siloBody('with-cert', {
      tls_certificates: [
        {
          name: 'web',
          description: 'console',
          service: 'external_api',
          cert: pem('CERTIFICATE'),
          key: pem('PRIVATE KEY'),
        },
      ],
    })
    expect((await admin.post('/v1/system/silos', body)).status).toBe(201)
    await admin.post('/v1/system/identity-providers/saml?silo=with-cert', providerBody('sso'))
    const res = await call('POST', '/login/with-cert/saml/sso', { raw: '' })
    const cookie = res.headers.getSetCookie()[0].split(';')[0]
    const certs = await (await call('GET', '/v1/certificates', { cookie })).json()
    expect(certs).toMatchObject({
      items: [{ name: 'web', description: 'console', service: 'external_api' }],
    })
    expect(JSON.stringify(certs)).not.toContain('PRIVATE KEY')
  })

  it('refuses a metadata source that is neither a URL nor base64 XML', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    await admin.post('/v1/system/silos', siloBody('meta'))
    const notUrl = providerBody('p1', { idp_metadata_source: { type: 'url', url: 'idp' } })
    const res = await admin.post('/v1/system/identity-providers/saml?silo=meta', notUrl)
    expect(res.status).toBe(400)
    const notXml = providerBody('p2', {
      idp_metadata_source: { type: 'base64_encoded_xml', data: btoa('hello') },
    })
    const res2 = await admin.post('/v1/system/identity-providers/saml?silo=meta', notXml)
    expect(res2.status).toBe(400)
    expect(await message(res2)).toMatch(/XML/)
    const xml = providerBody('p3', {
      idp_metadata_source: { type: 'base64_encoded_xml', data: btoa('<EntityDescriptor/>') },
    })
    expect((await admin.post('/v1/system/identity-providers/saml?silo=meta', xml)).status).toBe(201)
  })
})

describe('SAML just-in-time sign-in', () => {
  it("creates the provider's user on first sign-in, in the silo's admin group", async () => {
    const { as, call } = testServer()
    const admin = await as('fleet-admin')
    await admin.post('/v1/system/silos', siloBody('jit'))
    await admin.post('/v1/system/identity-providers/saml?silo=jit', providerBody('sso'))

    const signIn = async () => {
      const res = await call('POST', '/login/jit/saml/sso', { raw: '' })
      expect(res.status).toBe(303)
      return res.headers.getSetCookie()[0].split(';')[0]
    }
    const cookie = await signIn()
    const me = (await (await call('GET', '/v1/me', { cookie })).json()) as {
      id: string
      silo_name: string
    }
    expect(me.silo_name).toBe('jit')
    // a silo admin: may read the silo's policy and sees its (empty) projects
    expect((await call('GET', '/v1/policy', { cookie })).status).toBe(200)
    expect(await (await call('GET', '/v1/projects', { cookie })).json()).toMatchObject({
      items: [],
    })
    // the same user signs in again
    const again = await signIn()
    const me2 = (await (await call('GET', '/v1/me', { cookie: again })).json()) as { id: string }
    expect(me2.id).toBe(me.id)

    expect((await admin.del('/v1/system/silos/jit')).status).toBe(204)
    expect((await call('GET', '/v1/me', { cookie })).status).toBe(401)
  })

  it('still signs in the seeded globex admin', async () => {
    const { call } = testServer()
    const res = await call('POST', '/login/globex/saml/globex-sso', { raw: '' })
    const cookie = res.headers.getSetCookie()[0].split(';')[0]
    const me = (await (await call('GET', '/v1/me', { cookie })).json()) as { display_name: string }
    expect(me.display_name).toBe('globex-admin')
  })
})

describe('silo quotas', () => {
  it('are written by fleet admins only, by role or as the silo maps it', async () => {
    const { as, call } = testServer()
    const quotas = { cpus: 12, memory: 24 * GiB, storage: 200 * GiB }
    // a silo admin with no fleet role, and a silo admin the silo makes a fleet viewer
    const siloAdmin = await as('silo-admin')
    expect((await siloAdmin.put('/v1/system/silos/acme/quotas', quotas)).status).toBe(403)
    const res = await call('POST', '/login/globex/saml/globex-sso', { raw: '' })
    const cookie = res.headers.getSetCookie()[0].split(';')[0]
    expect((await call('GET', '/v1/system/silos/globex/quotas', { cookie })).status).toBe(200)
    const put = await call('PUT', '/v1/system/silos/globex/quotas', { cookie, body: quotas })
    expect(put.status).toBe(403)

    // a fleet admin, and a silo whose admins are fleet admins
    const admin = await as('fleet-admin')
    expect((await admin.put('/v1/system/silos/globex/quotas', quotas)).status).toBe(200)
    const mapped = siloBody('mapped', { mapped_fleet_roles: { admin: ['admin'] } })
    expect((await admin.post('/v1/system/silos', mapped)).status).toBe(201)
    await admin.post('/v1/system/identity-providers/saml?silo=mapped', providerBody('sso'))
    const jit = await call('POST', '/login/mapped/saml/sso', { raw: '' })
    const jitCookie = jit.headers.getSetCookie()[0].split(';')[0]
    const own = { cookie: jitCookie, body: quotas }
    expect((await call('PUT', '/v1/system/silos/mapped/quotas', own)).status).toBe(200)
  })

  it('may be set below what the silo has provisioned, as Nexus allows', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const use = (await (await admin.get('/v1/system/utilization/silos/acme')).json()) as {
      provisioned: { cpus: number; memory: number; storage: number }
    }
    expect(use.provisioned.storage).toBeGreaterThan(GiB)
    const below = { cpus: 0, memory: 0, storage: GiB }
    const res = await admin.put('/v1/system/silos/acme/quotas', below)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject(below)
    const after = (await (await admin.get('/v1/system/utilization/silos/acme')).json()) as {
      allocated: unknown
    }
    expect(after.allocated).toEqual(below)
  })
})

describe('local users', () => {
  const usersPath = (silo: string) => `/v1/system/identity-providers/local/users?silo=${silo}`
  const userPath = (silo: string, id: string, rest = '') =>
    `/v1/system/identity-providers/local/users/${id}${rest}?silo=${silo}`
  const password = (value: string) => ({ mode: 'password', value })

  it('are created, given a new password and deleted by a fleet admin, and sign in', async () => {
    const { as, call, login } = testServer()
    const admin = await as('fleet-admin')
    const res = await admin.post(usersPath('acme'), {
      external_id: 'new-hire',
      password: password('first-pass'),
    })
    expect(res.status).toBe(201)
    const user = (await res.json()) as { id: string; display_name: string }
    expect(user.display_name).toBe('new-hire')
    const listed = (await (await admin.get('/v1/system/users?silo=acme&limit=100')).json()) as {
      items: { id: string }[]
    }
    expect(listed.items.map((u) => u.id)).toContain(user.id)
    await login('new-hire', 'first-pass')

    const set = await admin.post(userPath('acme', user.id, '/set-password'), password('second'))
    expect(set.status).toBe(204)
    await expect(login('new-hire', 'first-pass')).rejects.toThrow(/401/)
    const cookie = await login('new-hire', 'second')

    expect((await admin.del(userPath('acme', user.id))).status).toBe(204)
    await expect(login('new-hire', 'second')).rejects.toThrow(/401/)
    expect((await call('GET', '/v1/me', { cookie })).status).toBe(401)
    expect((await admin.del(userPath('acme', user.id))).status).toBe(404)
  })

  it('without a password exist but cannot sign in until one is set', async () => {
    const { as, login } = testServer()
    const admin = await as('fleet-admin')
    const res = await admin.post(usersPath('acme'), {
      external_id: 'no-login',
      password: { mode: 'login_disallowed' },
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    await expect(login('no-login', '')).rejects.toThrow(/401/)
    await admin.post(userPath('acme', id, '/set-password'), password('now-you-can'))
    await login('no-login', 'now-you-can')
    await admin.post(userPath('acme', id, '/set-password'), { mode: 'login_disallowed' })
    await expect(login('no-login', 'now-you-can')).rejects.toThrow(/401/)
  })

  it('are refused in a SAML silo as Nexus does: it has no "local" identity provider', async () => {
    const { as, call } = testServer()
    const admin = await as('fleet-admin')
    const jit = await call('POST', '/login/globex/saml/globex-sso', { raw: '' })
    const globexCookie = jit.headers.getSetCookie()[0].split(';')[0]
    const me = (await (await call('GET', '/v1/me', { cookie: globexCookie })).json()) as {
      id: string
    }
    const before = await (await admin.get('/v1/system/users?silo=globex&limit=100')).json()

    const refusals = [
      await admin.post(usersPath('globex'), { external_id: 'x', password: password('p') }),
      await admin.post(userPath('globex', me.id, '/set-password'), password('p')),
      await admin.del(userPath('globex', me.id)),
    ]
    for (const res of refusals) {
      expect(res.status).toBe(404)
      expect(await message(res)).toBe('not found: identity-provider with name "local"')
    }
    // nothing changed: the same users, and the JIT user still signed in
    expect(await (await admin.get('/v1/system/users?silo=globex&limit=100')).json()).toEqual(before)
    expect((await call('GET', '/v1/me', { cookie: globexCookie })).status).toBe(200)
  })

  it('are written by fleet admins only', async () => {
    const { as, login } = testServer()
    const admin = await as('fleet-admin')
    const target = (await (
      await admin.post(usersPath('acme'), { external_id: 'target', password: password('keep') })
    ).json()) as { id: string }
    // globex's silo admins are fleet viewers by its mapping; acme's silo admin has no fleet role
    for (const who of ['silo-admin', 'viewer']) {
      const caller = await as(who)
      const writes = [
        await caller.post(usersPath('acme'), { external_id: `by-${who}`, password: password('p') }),
        await caller.post(userPath('acme', target.id, '/set-password'), password('taken')),
        await caller.del(userPath('acme', target.id)),
      ]
      expect(writes.map((r) => r.status)).toEqual([403, 403, 403])
    }
    await login('target', 'keep')
    await expect(login('by-silo-admin', 'p')).rejects.toThrow(/401/)
  })
})

describe('the fleet policy', () => {
  it('grants a fleet role that opens the system side, and its removal closes it', async () => {
    const { as, call, login } = testServer()
    const admin = await as('fleet-admin')
    const created = await admin.post('/v1/system/identity-providers/local/users?silo=acme', {
      external_id: 'operator',
      password: { mode: 'password', value: 'op-pass' },
    })
    const { id } = (await created.json()) as { id: string }
    const cookie = await login('operator', 'op-pass')
    expect((await call('GET', '/v1/system/policy', { cookie })).status).toBe(403)

    const policy = (await (await admin.get('/v1/system/policy')).json()) as {
      role_assignments: { identity_id: string; identity_type: string; role_name: string }[]
    }
    const granted = {
      role_assignments: [
        ...policy.role_assignments,
        { identity_id: id, identity_type: 'silo_user', role_name: 'viewer' },
      ],
    }
    expect((await admin.put('/v1/system/policy', granted)).status).toBe(200)
    expect((await call('GET', '/v1/system/policy', { cookie })).status).toBe(200)
    expect((await call('GET', '/v1/system/silos', { cookie })).status).toBe(200)
    // a fleet viewer reads and can't write
    const write = await call('PUT', '/v1/system/policy', { cookie, body: granted })
    expect(write.status).toBe(403)

    expect((await admin.put('/v1/system/policy', policy)).status).toBe(200)
    expect((await call('GET', '/v1/system/policy', { cookie })).status).toBe(403)
  })

  it('takes identities of any silo, and refuses ids that name none', async () => {
    const { as, call } = testServer()
    const admin = await as('fleet-admin')
    const jit = await call('POST', '/login/globex/saml/globex-sso', { raw: '' })
    const cookie = jit.headers.getSetCookie()[0].split(';')[0]
    const { id } = (await (await call('GET', '/v1/me', { cookie })).json()) as { id: string }
    const policy = (await (await admin.get('/v1/system/policy')).json()) as {
      role_assignments: object[]
    }
    const withGlobex = {
      role_assignments: [
        ...policy.role_assignments,
        { identity_id: id, identity_type: 'silo_user', role_name: 'admin' },
      ],
    }
    expect((await admin.put('/v1/system/policy', withGlobex)).status).toBe(200)
    const unknown = '6a5c7c1e-3f2b-4d8e-9a1b-0c2d3e4f5a6b'
    const bad = await admin.put('/v1/system/policy', {
      role_assignments: [
        { identity_id: unknown, identity_type: 'silo_group', role_name: 'viewer' },
      ],
    })
    expect(bad.status).toBe(400)
    expect(await message(bad)).toMatch(unknown)
  })
})

describe("a silo's policy from the system side", () => {
  it('is changed by fleet admins, with identities of that silo only', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const globexUsers = (await (await admin.get('/v1/system/users?silo=globex')).json()) as {
      items: { id: string }[]
    }
    const acmeUsers = (await (await admin.get('/v1/system/users?silo=acme')).json()) as {
      items: { id: string }[]
    }
    const assign = (id: string) => ({
      role_assignments: [{ identity_id: id, identity_type: 'silo_user', role_name: 'viewer' }],
    })
    const before = await (await admin.get('/v1/system/silos/globex/policy')).json()
    const wrongSilo = await admin.put(
      '/v1/system/silos/globex/policy',
      assign(acmeUsers.items[0].id),
    )
    expect(wrongSilo.status).toBe(400)
    const siloAdmin = await as('silo-admin')
    const refused = await siloAdmin.put(
      '/v1/system/silos/globex/policy',
      assign(globexUsers.items[0].id),
    )
    expect(refused.status).toBe(403)
    expect(await (await admin.get('/v1/system/silos/globex/policy')).json()).toEqual(before)

    const ok = await admin.put('/v1/system/silos/globex/policy', assign(globexUsers.items[0].id))
    expect(ok.status).toBe(200)
    expect(await (await admin.get('/v1/system/silos/globex/policy')).json()).toEqual(
      assign(globexUsers.items[0].id),
    )
  })
})

describe('fleet roles, as Nexus grants them', () => {
  it('lets a fleet collaborator make and delete a silo, not change the fleet', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const viewer = await as('viewer')
    const me = (await (await viewer.get('/v1/me')).json()) as { id: string }
    const fleet = (await (await admin.get('/v1/system/policy')).json()) as {
      role_assignments: unknown[]
    }
    const grant = { identity_id: me.id, identity_type: 'silo_user', role_name: 'collaborator' }
    const put = await admin.put('/v1/system/policy', {
      role_assignments: [...fleet.role_assignments, grant],
    })
    expect(put.status).toBe(200)
    expect((await viewer.post('/v1/system/silos', siloBody('by-collaborator'))).status).toBe(201)
    expect((await viewer.del('/v1/system/silos/by-collaborator')).status).toBe(204)
    const pool = await viewer.post('/v1/system/ip-pools', { name: 'no-pool', description: '' })
    expect(pool.status).toBe(403)
  })

  it('maps the silo roles a stronger one implies: viewers mapped to fleet viewer include admins', async () => {
    const { as, call, login } = testServer()
    const admin = await as('fleet-admin')
    const made = await admin.post(
      '/v1/system/silos',
      siloBody('mapped', {
        identity_mode: 'local_only',
        admin_group_name: undefined,
        mapped_fleet_roles: { viewer: ['viewer'] },
      }),
    )
    expect(made.status).toBe(201)
    const password = 'a-long-enough-password'
    const user = await admin.post('/v1/system/identity-providers/local/users?silo=mapped', {
      external_id: 'boss',
      password: { mode: 'password', value: password },
    })
    expect(user.status).toBe(201)
    const { id } = (await user.json()) as { id: string }
    const policy = {
      role_assignments: [{ identity_id: id, identity_type: 'silo_user', role_name: 'admin' }],
    }
    expect((await admin.put('/v1/system/silos/mapped/policy', policy)).status).toBe(200)
    const cookie = await login('boss', password, 'mapped')
    expect((await call('GET', '/v1/system/policy', { cookie })).status).toBe(200)
    expect(
      (await call('POST', '/v1/system/ip-pools', { cookie, body: { name: 'x', description: '' } }))
        .status,
    ).toBe(403)
  })
})
