import { describe, expect, it } from 'vitest'
import { testServer } from '../test-helpers'

type Page = { items: { id: string }[] }

describe('signing a user out everywhere', () => {
  it('ends every session and token of theirs, which are refused on their next request', async () => {
    const { call, as, fleetAdminToken } = testServer()
    const admin = await as('silo-admin')
    const target = await as('fleet-admin') // signed in with a cookie, and has seeded tokens
    const me = (await (await target.get('/v1/me')).json()) as { id: string }

    expect((await call('GET', '/v1/me', { token: fleetAdminToken })).status).toBe(200)
    const sessions = (await (await admin.get(`/v1/users/${me.id}/sessions`)).json()) as Page
    expect(sessions.items.length).toBeGreaterThan(0)
    const tokens = (await (await admin.get(`/v1/users/${me.id}/access-tokens`)).json()) as Page
    expect(tokens.items.length).toBeGreaterThan(0)

    expect((await admin.post(`/v1/users/${me.id}/logout`)).status).toBe(204)

    expect((await target.get('/v1/me')).status).toBe(401)
    expect((await call('GET', '/v1/me', { token: fleetAdminToken })).status).toBe(401)
    expect(await (await admin.get(`/v1/users/${me.id}/sessions`)).json()).toMatchObject({
      items: [],
    })
    expect(await (await admin.get(`/v1/users/${me.id}/access-tokens`)).json()).toMatchObject({
      items: [],
    })
    // the admin's own session goes on
    expect((await admin.get('/v1/me')).status).toBe(200)
  })

  it('is for silo admins: a viewer is refused and may not list others’ sessions', async () => {
    const { as } = testServer()
    const viewer = await as('viewer')
    const target = await as('collaborator')
    const { id } = (await (await target.get('/v1/me')).json()) as { id: string }
    expect((await viewer.get(`/v1/users/${id}/sessions`)).status).toBe(403)
    expect((await viewer.get(`/v1/users/${id}/access-tokens`)).status).toBe(403)
    expect((await viewer.post(`/v1/users/${id}/logout`)).status).toBe(403)
    expect((await target.get('/v1/me')).status).toBe(200)
  })
})
