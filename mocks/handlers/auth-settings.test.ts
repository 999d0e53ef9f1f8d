import { describe, expect, it } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

const CLIENT_ID = '6a5c7c1e-3f2b-4d8e-9a1b-0c2d3e4f5a6b'
const GRANT = 'urn:ietf:params:oauth:grant-type:device_code'

type Settings = { silo_id: string; device_token_max_ttl_seconds: number | null }

/** The device flow run by `username`, asking for `ttl` seconds or nothing. */
async function deviceFlow(server: ReturnType<typeof testServer>, username: string, ttl?: number) {
  const form = (fields: Record<string, string>) => ({
    raw: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  const auth = await server.call(
    'POST',
    '/device/auth',
    form({ client_id: CLIENT_ID, ...(ttl ? { ttl_seconds: String(ttl) } : {}) }),
  )
  const { device_code, user_code } = (await auth.json()) as {
    device_code: string
    user_code: string
  }
  const user = await server.as(username)
  const confirmed = await user.post('/device/confirm', { user_code })
  if (confirmed.status !== 204) return { confirmed }
  const token = await server.call(
    'POST',
    '/device/token',
    form({ grant_type: GRANT, device_code, client_id: CLIENT_ID }),
  )
  return { confirmed, token: (await token.json()) as { time_expires?: string } }
}

describe('auth settings', () => {
  it('a silo admin sets the device-token lifetime; new tokens expire by it', async () => {
    const server = testServer()
    const admin = await server.as('silo-admin')
    const before = (await (await admin.get('/v1/auth-settings')).json()) as Settings
    expect(before.device_token_max_ttl_seconds).toBeNull()

    const put = await admin.put('/v1/auth-settings', { device_token_max_ttl_seconds: 3600 })
    expect(put.status).toBe(200)
    expect(((await put.json()) as Settings).device_token_max_ttl_seconds).toBe(3600)

    const start = Date.now()
    const { token } = await deviceFlow(server, 'viewer')
    const expires = Date.parse(token!.time_expires!)
    expect(expires - start).toBeGreaterThanOrEqual(3600_000 - 1000)
    expect(expires - start).toBeLessThan(3600_000 + 5000)

    // a shorter lifetime asked for is kept; a longer one is refused at the confirmation
    const shorter = await deviceFlow(server, 'viewer', 60)
    expect(Date.parse(shorter.token!.time_expires!) - start).toBeLessThan(70_000)
    const longer = await deviceFlow(server, 'viewer', 7200)
    expect(longer.confirmed.status).toBe(400)
    expect(((await longer.confirmed.json()) as ErrorBody).message).toMatch(
      /exceeds the longest this silo allows, 3600 seconds/,
    )

    // back to no limit
    const cleared = await admin.put('/v1/auth-settings', { device_token_max_ttl_seconds: null })
    expect(((await cleared.json()) as Settings).device_token_max_ttl_seconds).toBeNull()
    expect((await deviceFlow(server, 'viewer')).token!.time_expires).toBeUndefined()
  })

  it('viewers and collaborators read it and may not change it', async () => {
    const server = testServer()
    for (const name of ['viewer', 'collaborator']) {
      const user = await server.as(name)
      expect((await user.get('/v1/auth-settings')).status).toBe(200)
      const put = await user.put('/v1/auth-settings', { device_token_max_ttl_seconds: 60 })
      expect(put.status).toBe(403)
    }
    const nobody = await server.as('nobody')
    expect((await nobody.get('/v1/auth-settings')).status).toBe(403)
    const admin = await server.as('silo-admin')
    const now = (await (await admin.get('/v1/auth-settings')).json()) as Settings
    expect(now.device_token_max_ttl_seconds).toBeNull()
  })

  it('refuses a lifetime out of the contract’s bounds, changing nothing', async () => {
    const server = testServer()
    const admin = await server.as('silo-admin')
    for (const bad of [0, -1, 1.5, 4_294_967_296, '60']) {
      const put = await admin.put('/v1/auth-settings', { device_token_max_ttl_seconds: bad })
      expect(put.status, String(bad)).toBe(400)
    }
    expect((await admin.put('/v1/auth-settings', {})).status).toBe(400)
    const now = (await (await admin.get('/v1/auth-settings')).json()) as Settings
    expect(now.device_token_max_ttl_seconds).toBeNull()
  })
})
