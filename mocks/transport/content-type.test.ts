import { describe, expect, it } from 'vitest'
import { requestBodyOf } from './contract-document'
import { contractOperationId } from '../handlers'
import { testServer, type ErrorBody } from '../test-helpers'

/** Bodies must come as the type the contract declares, as Dropshot insists. */

const project = JSON.stringify({ name: 'sneaky', description: '' })

describe('request content types', () => {
  it('refuses a text/plain body on every JSON endpoint the mock implements', async () => {
    const { app, call, fleetAdminToken } = testServer()
    const jsonOps = app.router.routes.filter(
      (r) =>
        r.implemented &&
        requestBodyOf(contractOperationId(r.operation))?.contentType === 'application/json',
    )
    expect(jsonOps.length).toBeGreaterThan(30)
    for (const route of jsonOps) {
      const path = route.path.replace(/:\w+/g, 'x')
      const res = await call(route.method, path, {
        token: fleetAdminToken,
        raw: '{}',
        headers: { 'content-type': 'text/plain' },
      })
      expect(res.status, `${route.operation}`).toBe(400)
      expect(((await res.json()) as ErrorBody).message).toBe(
        'expected content type "application/json", got "text/plain"',
      )
    }
  })

  it('creates nothing from a text/plain body', async () => {
    const { as, call } = testServer()
    const admin = await as('silo-admin')
    const res = await call('POST', '/v1/projects', {
      cookie: admin.cookie,
      raw: project,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
    expect(res.status).toBe(400)
    expect((await admin.get('/v1/projects/sneaky')).status).toBe(404)
  })

  it('accepts JSON with parameters, and a body without a Content-Type as JSON', async () => {
    const { as, app } = testServer()
    const admin = await as('silo-admin')
    const withCharset = await app.handle(
      new Request('http://localhost:4000/v1/projects', {
        method: 'POST',
        headers: { cookie: admin.cookie, 'content-type': 'Application/JSON; charset=utf-8' },
        body: project,
      }),
    )
    expect(withCharset.status).toBe(201)
    const bare = new Request('http://localhost:4000/v1/projects', {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: new TextEncoder().encode(JSON.stringify({ name: 'untyped', description: '' })),
    })
    expect(bare.headers.get('content-type')).toBeNull()
    const untyped = await app.handle(bare)
    expect(untyped.status).toBe(201)
  })

  it('keeps the device flow on forms', async () => {
    const { call } = testServer()
    const res = await call('POST', '/device/auth', {
      body: { client_id: '0b7e1a0c-5d49-4a0e-9d6a-2f6c1b4c9e11' },
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).message).toBe(
      'expected content type "application/x-www-form-urlencoded", got "application/json"',
    )
  })
})
