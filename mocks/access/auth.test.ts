import { describe, expect, it } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

describe('local login', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie on success', async () => {
    const { call } = testServer()
    const res = await call('POST', '/v1/login/acme/local', {
      body: { username: 'fleet-admin', password: 'oxide-demo' },
    })
    expect(res.status).toBe(204)
    const cookie = res.headers.getSetCookie()[0]
    expect(cookie).toMatch(/^session=[0-9a-f]{20,};/)
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
  })

  it.each([
    ['a wrong password', 'acme', 'fleet-admin', 'nope'],
    ['an unknown user', 'acme', 'mallory', 'oxide-demo'],
    ['an unknown silo', 'initech', 'fleet-admin', 'oxide-demo'],
    ['a SAML silo', 'globex', 'globex-admin', 'oxide-demo'],
  ])('answers 401 for %s', async (_, silo, username, password) => {
    const { call } = testServer()
    const res = await call('POST', `/v1/login/${silo}/local`, { body: { username, password } })
    expect(res.status).toBe(401)
    const body = (await res.json()) as ErrorBody
    expect(body.error_code).toBe('Unauthorized')
    expect(body.message).toBe('credentials missing or invalid')
    expect(body.request_id).toBeTruthy()
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it('gives the session to /v1/me, and logout ends it', async () => {
    const { call, login } = testServer()
    const cookie = await login('viewer')
    const me = await call('GET', '/v1/me', { cookie })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ display_name: 'viewer', silo_name: 'acme' })

    const out = await call('POST', '/v1/logout', { cookie })
    expect(out.status).toBe(204)
    expect(out.headers.getSetCookie()[0]).toContain('Max-Age=0')
    expect((await call('GET', '/v1/me', { cookie })).status).toBe(401)
  })
})

describe('credentials', () => {
  it('answers 401 to API calls without a session', async () => {
    const { call } = testServer()
    for (const path of ['/v1/me', '/v1/projects', '/v1/system/silos', '/v1/certificates']) {
      const res = await call('GET', path)
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ error_code: 'Unauthorized' })
    }
    expect((await call('GET', '/v1/me', { cookie: 'session=forged' })).status).toBe(401)
    expect((await call('GET', '/v1/me', { token: 'oxide-token-forged' })).status).toBe(401)
  })

  it('prefers a valid session over a stale bearer token', async () => {
    const { call, login } = testServer()
    const cookie = await login('viewer')
    const res = await call('GET', '/v1/me', { cookie, token: 'oxide-token-stale' })
    expect(res.status).toBe(200)
  })

  it('accepts the seeded bearer token of fleet-admin', async () => {
    const { call, fleetAdminToken } = testServer()
    const res = await call('GET', '/v1/me', { token: fleetAdminToken })
    expect(await res.json()).toMatchObject({ display_name: 'fleet-admin' })
  })
})

describe('device flow', () => {
  const form = (fields: Record<string, string>) => ({
    raw: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  const clientId = '0b7e1a0c-5d49-4a0e-9d6a-2f6c1b4c9e11'

  it('issues a token that authorises API calls, listed and revocable', async () => {
    const { call, login } = testServer()
    const auth = await call('POST', '/device/auth', form({ client_id: clientId }))
    expect(auth.status).toBe(200)
    const grant = (await auth.json()) as Record<string, unknown>
    expect(grant.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/)
    expect(grant.verification_uri).toBe('http://localhost:4000/device/verify')
    expect(grant.expires_in).toBe(600)

    const tokenForm = form({
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: String(grant.device_code),
      client_id: clientId,
    })
    const pending = await call('POST', '/device/token', tokenForm)
    expect(pending.status).toBe(400)
    expect(await pending.json()).toMatchObject({ error: 'authorization_pending' })

    const cookie = await login('collaborator')
    // typed in lower case and without the dash, as people do
    const code = String(grant.user_code).replace('-', '').toLowerCase()
    const confirm = await call('POST', '/device/confirm', { cookie, body: { user_code: code } })
    expect(confirm.status).toBe(204)

    const issued = await call('POST', '/device/token', tokenForm)
    expect(issued.status).toBe(200)
    const token = (await issued.json()) as { access_token: string; token_type: string }
    expect(token.token_type).toBe('Bearer')
    expect(token.access_token).toMatch(/^oxide-token-/)

    const me = await call('GET', '/v1/me', { token: token.access_token })
    expect(await me.json()).toMatchObject({ display_name: 'collaborator' })

    // only once
    expect((await call('POST', '/device/token', tokenForm)).status).toBe(400)

    const list = (await (await call('GET', '/v1/me/access-tokens', { cookie })).json()) as {
      items: { id: string }[]
    }
    expect(list.items).toHaveLength(1)
    const del = await call('DELETE', `/v1/me/access-tokens/${list.items[0].id}`, { cookie })
    expect(del.status).toBe(204)
    expect((await call('GET', '/v1/me', { token: token.access_token })).status).toBe(401)
  })

  it('rejects a missing client id, unknown codes and unknown device codes', async () => {
    const { call, login } = testServer()
    expect((await call('POST', '/device/auth', form({}))).status).toBe(400)
    const cookie = await login('viewer')
    const confirm = await call('POST', '/device/confirm', {
      cookie,
      body: { user_code: 'BCDF-GHJK' },
    })
    expect(confirm.status).toBe(404)
    const token = await call(
      'POST',
      '/device/token',
      form({
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code: 'nope',
        client_id: clientId,
      }),
    )
    expect(await token.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('needs a session to confirm', async () => {
    const { call } = testServer()
    const res = await call('POST', '/device/confirm', { body: { user_code: 'BCDF-GHJK' } })
    expect(res.status).toBe(401)
  })
})

describe('SAML login', () => {
  it('signs in as the provider user and redirects to a same-origin RelayState', async () => {
    const { call } = testServer()
    const res = await call('POST', '/login/globex/saml/globex-sso', {
      raw: 'SAMLResponse=abc&RelayState=%2Fprojects%2Fglobex-web',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/projects/globex-web')
    const cookie = res.headers.getSetCookie()[0].split(';')[0]
    const me = await call('GET', '/v1/me', { cookie })
    expect(await me.json()).toMatchObject({ display_name: 'globex-admin', silo_name: 'globex' })
  })

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example'])(
    'ignores the off-site RelayState %s',
    async (relay) => {
      const { call } = testServer()
      const res = await call('POST', '/login/globex/saml/globex-sso', {
        raw: new URLSearchParams({ RelayState: relay }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(res.headers.get('location')).toBe('/projects')
    },
  )

  it('answers 404 for an unknown provider', async () => {
    const { call } = testServer()
    const res = await call('POST', '/login/globex/saml/nope', { raw: '' })
    expect(res.status).toBe(404)
  })
})
