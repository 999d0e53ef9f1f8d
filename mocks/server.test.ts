import { gunzipSync, gzipSync } from 'node:zlib'
import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { API_VERSION } from './transport/contract-document'
import { startServer } from './server'
import { tempBundle, testServer, type ErrorBody } from './test-helpers'

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('content-security-policy')).toBe(
    "default-src 'self'; style-src 'unsafe-inline' 'self'; frame-src 'none'; object-src 'none'; form-action 'none'; frame-ancestors 'none'",
  )
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('x-frame-options')).toBe('DENY')
}

describe('API routing and errors', () => {
  it('answers a documented path with an undocumented method with 405', async () => {
    const { call } = testServer()
    const res = await call('PATCH', '/v1/projects', { raw: '{}' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, POST')
    const body = (await res.json()) as ErrorBody
    expect(body).toMatchObject({ error_code: 'MethodNotAllowed' })
    expect(body.request_id).toBeTruthy()
  })

  it('answers an unknown API path with 404', async () => {
    const { call, login } = testServer()
    const cookie = await login('viewer')
    for (const path of ['/v1/contract-check-no-such-endpoint', '/v1/projects/', '/v1//projects']) {
      const res = await call('GET', path, { cookie })
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ error_code: 'NotFound' })
    }
  })

  it('answers malformed JSON with a 400 that names the parse error', async () => {
    const { call, login } = testServer()
    const res = await call('POST', '/v1/projects', {
      cookie: await login('silo-admin'),
      raw: '{"name": "broken",',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.error_code).toBe('InvalidRequest')
    expect(body.message).toMatch(/^unable to parse JSON body: /)
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('turns contract validation failures into short messages', async () => {
    const { as } = testServer()
    const admin = await as('silo-admin')
    const res = await admin.post('/v1/projects', { name: 'Not A Name!', description: 'x' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.message).toMatch(/^Invalid request body: name: /)
    expect(body.message).not.toContain('Zod')
    const path = await admin.get('/v1/projects/Not_Valid!')
    expect(path.status).toBe(400)
    expect(((await path.json()) as ErrorBody).message).toMatch(
      /^bad parameter in URL path: project/,
    )
  })

  it('gives every error body a message and a request id', async () => {
    const { as, call } = testServer()
    const admin = await as('silo-admin')
    const viewer = await as('viewer')
    const responses = await Promise.all([
      call('GET', '/v1/projects'),
      admin.get('/v1/projects/nope'),
      admin.post('/v1/projects', {}),
      admin.post('/v1/projects', []),
      admin.get('/v1/projects?limit=0'),
      admin.get('/v1/instances'),
      admin.get('/v1/instances?project=nope'),
      admin.get('/v1/instances/db1'),
      admin.get('/v1/instances/c0ffee00-0000-4000-8000-000000000000?project=mock-project'),
      admin.get('/v1/system/silos'),
      viewer.post('/v1/projects', { name: 'x', description: '' }),
      admin.get('/v1/system/networking/bgp-exported'),
      admin.post('/v1/disks?project=mock-project', {
        name: 'bad',
        description: '',
        size: -1,
        disk_source: { type: 'blank', block_size: 512 },
      }),
      admin.put('/v1/vpc-firewall-rules?project=mock-project&vpc=mock-vpc', { rules: 'nope' }),
      call('PATCH', '/v1/projects'),
      call('POST', '/v1/login/acme/local', { raw: 'not json' }),
    ])
    for (const res of responses) {
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(res.headers.get('content-type')).toContain('application/json')
      const body = (await res.json()) as ErrorBody
      expect(typeof body.message).toBe('string')
      expect(body.message.length).toBeGreaterThan(0)
      expect(typeof body.request_id).toBe('string')
    }
  })

  it('refuses a plain GET of the serial console stream, which needs a WebSocket upgrade', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const res = await admin.get('/v1/instances/db1/serial-console/stream?project=mock-project')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      message: 'the serial console stream is a WebSocket: send an Upgrade request',
    })
  })

  it('marks API responses as the mock and sends the security headers', async () => {
    const { call } = testServer()
    const res = await call('GET', '/v1/ping')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
    expect(res.headers.get('x-mock-api')).toBe('1')
    expectSecurityHeaders(res)
  })

  it('requires a fleet role for system endpoints', async () => {
    const { as } = testServer()
    const siloAdmin = await as('silo-admin')
    const res = await siloAdmin.get('/v1/system/policy')
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error_code: 'Forbidden', message: 'Forbidden' })
    const fleetAdmin = await as('fleet-admin')
    expect((await fleetAdmin.get('/v1/system/policy')).status).toBe(200)
  })

  it('requires start_time for the audit log and records writes in it', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    expect((await admin.get('/v1/system/audit-log')).status).toBe(400)
    const since = new Date(Date.now() - 60_000).toISOString()
    await admin.post('/v1/projects', { name: 'audited', description: '' })
    const page = (await (
      await admin.get(`/v1/system/audit-log?start_time=${encodeURIComponent(since)}`)
    ).json()) as { items: { operation_id: string; result: { http_status_code: number } }[] }
    const ops = page.items.map((e) => e.operation_id)
    expect(ops).toContain('login_local')
    expect(ops).toContain('project_create')
  })
})

describe('the Node server', () => {
  it('listens, speaks HTTP and gzips large responses', async () => {
    testServer()
    const server = await startServer(0, {
      latency: { min: 0, max: 0 },
      chaos: 0,
      outDir: '/nonexistent',
    })
    try {
      const login = await fetch(`http://localhost:${server.port}/v1/login/acme/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'fleet-admin', password: 'oxide-demo' }),
      })
      expect(login.status).toBe(204)
      const cookie = login.headers.getSetCookie()[0].split(';')[0]

      const raw = await rawGet(server.port, '/v1/system/hardware/disks?limit=100', {
        cookie,
        'accept-encoding': 'gzip',
      })
      expect(raw.status).toBe(200)
      expect(raw.headers['content-encoding']).toBe('gzip')
      const page = JSON.parse(gunzipSync(raw.body).toString()) as { items: unknown[] }
      expect(page.items.length).toBeGreaterThan(50)
    } finally {
      await server.close()
    }
  })

  it('sends the bundle’s .gz files as they are, and never compresses a page or an asset itself', async () => {
    testServer()
    const script = `console.log(${JSON.stringify('x'.repeat(5000))})\n`
    // level 1, unlike what the server would make: the bytes sent must be the file's
    const packed = gzipSync(script, { level: 1 })
    const bundle = tempBundle({
      'index.html': `<html><body>${'page '.repeat(1000)}</body></html>`,
      'assets/app-1a2b.js': script,
      'assets/app-1a2b.js.gz': packed,
      'assets/theme-3c4d.js': script,
    })
    const server = await startServer(0, {
      latency: { min: 0, max: 0 },
      chaos: 0,
      outDir: bundle.dir,
    })
    try {
      const packedScript = await rawGet(server.port, '/assets/app-1a2b.js', {
        'accept-encoding': 'gzip',
      })
      expect(packedScript.status).toBe(200)
      expect(packedScript.headers['content-encoding']).toBe('gzip')
      expect(packedScript.headers['vary']).toBe('Accept-Encoding')
      expect(packedScript.headers['content-length']).toBe(String(packed.length))
      expect(packedScript.headers['cache-control']).toBe('max-age=31536000, immutable')
      expect(packedScript.body).toEqual(packed)

      const unpacked = await rawGet(server.port, '/assets/app-1a2b.js', {})
      expect(unpacked.headers['content-encoding']).toBeUndefined()
      expect(unpacked.body.toString()).toBe(script)

      const noGz = await rawGet(server.port, '/assets/theme-3c4d.js', { 'accept-encoding': 'gzip' })
      expect(noGz.headers['content-encoding']).toBeUndefined()
      expect(noGz.body.toString()).toBe(script)

      const page = await rawGet(server.port, '/login/acme/local', { 'accept-encoding': 'gzip' })
      expect(page.status).toBe(200)
      expect(page.headers['content-encoding']).toBeUndefined()
      expect(page.headers['cache-control']).toBe('no-store')
      expect(page.body.toString()).toContain('<html data-demo>')
    } finally {
      await server.close()
      bundle.remove()
    }
  })
})

describe('api-version', () => {
  it('is the contract’s version', () => {
    expect(API_VERSION).toBe('20250730.0.0')
  })

  it('accepts the contract’s version, or no header at all', async () => {
    const { call, login } = testServer()
    const cookie = await login('viewer')
    for (const headers of [{ 'api-version': API_VERSION }, {}] as Record<string, string>[]) {
      const res = await call('GET', '/v1/projects', { cookie, headers })
      expect(res.status).toBe(200)
    }
    const signIn = await call('POST', '/v1/login/acme/local', {
      body: { username: 'viewer', password: 'oxide-demo' },
      headers: { 'api-version': API_VERSION },
    })
    expect(signIn.status).toBe(204)
  })

  it('refuses any other version with a 400 that names both, before looking at credentials', async () => {
    const { call, login } = testServer()
    const cookie = await login('silo-admin')
    for (const version of ['2024.1.0', '20250730.0.1', '20250730', ' ', 'latest']) {
      for (const init of [{}, { cookie }]) {
        const res = await call('GET', '/v1/projects', {
          ...init,
          headers: { 'api-version': version },
        })
        expect(res.status, version).toBe(400)
        const body = (await res.json()) as ErrorBody
        expect(body.error_code).toBe('InvalidRequest')
        expect(body.message).toBe(
          `unsupported API version ${JSON.stringify(version.trim())}: this server speaks ${API_VERSION}`,
        )
        expect(res.headers.get('x-mock-api')).toBe('1')
      }
    }
    expect(
      (
        (await (
          await call('GET', '/v1/me', { headers: { 'api-version': '2024.1.0' } })
        ).json()) as ErrorBody
      ).message,
    ).toBe(`unsupported API version "2024.1.0": this server speaks ${API_VERSION}`)
  })

  it('refuses a write, which then does nothing', async () => {
    const { call, as } = testServer()
    const admin = await as('silo-admin')
    const res = await call('POST', '/v1/projects', {
      cookie: admin.cookie,
      body: { name: 'from-the-future', description: '' },
      headers: { 'api-version': '2099.1.0' },
    })
    expect(res.status).toBe(400)
    expect((await admin.get('/v1/projects/from-the-future')).status).toBe(404)
  })

  it('comes after routing: an unknown path or method is still a 404 or a 405', async () => {
    const { call } = testServer()
    const headers = { 'api-version': '2024.1.0' }
    expect((await call('GET', '/v1/no-such-endpoint', { headers })).status).toBe(404)
    expect((await call('PATCH', '/v1/projects', { headers, raw: '{}' })).status).toBe(405)
  })
})

type RawResponse = { status: number; headers: Record<string, unknown>; body: Buffer }

/** A GET as Node's client sends it: no decompression, so the bytes on the wire. */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}
