import { describe, expect, it } from 'vitest'
import { db } from '../store/db'
import { DEMO_PASSWORD } from '../seed'
import { testServer, type ErrorBody } from '../test-helpers'

/** A login posted from another site signs nobody in; curl and the CLI still can. */

const credentials = { username: 'silo-admin', password: DEMO_PASSWORD }

function loginWith(headers: Record<string, string>, contentType = 'application/json') {
  const { call } = testServer()
  return call('POST', '/v1/login/acme/local', {
    raw: JSON.stringify(credentials),
    headers: { 'content-type': contentType, ...headers },
  })
}

describe('cross-site login', () => {
  it.each([
    ['another Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      'a same-origin claim from a cross-site fetch',
      { origin: 'http://localhost:4000', 'sec-fetch-site': 'cross-site' },
    ],
  ])('refuses a login with %s and creates no session', async (_, headers) => {
    const res = await loginWith(headers)
    expect(res.status).toBe(403)
    expect(res.headers.getSetCookie()).toEqual([])
    expect(((await res.json()) as ErrorBody).message).toMatch(/^cross-site login refused/)
    expect(db.sessions).toHaveLength(0)
  })

  it('refuses the text/plain form post a cross-site page can send without asking', async () => {
    const res = await loginWith({ origin: 'https://evil.example' }, 'text/plain')
    expect(res.status).toBe(400)
    expect(res.headers.getSetCookie()).toEqual([])
    expect(db.sessions).toHaveLength(0)
  })

  it.each([
    ['no Origin or Sec-Fetch-Site (curl, the CLI)', {}],
    ['its own Origin', { origin: 'http://localhost:4000', 'sec-fetch-site': 'same-origin' }],
    ['the Host the browser used', { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' }],
  ])('signs in with %s', async (_, headers) => {
    const res = await loginWith(headers)
    expect(res.status).toBe(204)
    expect(res.headers.getSetCookie()[0]).toMatch(/^session=/)
  })
})
