import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './server'
import { testServer, type ErrorBody } from './test-helpers'

const CSP_START = "default-src 'self'; script-src 'self'"

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('content-security-policy')).toContain(CSP_START)
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('x-frame-options')).toBe('DENY')
  expect(res.headers.get('referrer-policy')).toBeTruthy()
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
    expect(body.message).toMatch(/^Failed to parse JSON body: /)
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

describe('static files', () => {
  let out: string
  let outside: string

  beforeAll(() => {
    const root = mkdtempSync(join(tmpdir(), 'mock-static-'))
    out = join(root, 'out')
    outside = join(root, 'secret.txt')
    writeFileSync(outside, 'top secret')
    mkdirSync(join(out, 'projects', '[project]'), { recursive: true })
    mkdirSync(join(out, '_next', 'static', 'chunks'), { recursive: true })
    writeFileSync(join(out, 'index.html'), '<html>index</html>')
    writeFileSync(join(out, '404.html'), '<html>not found page</html>')
    writeFileSync(join(out, 'projects.html'), '<html>projects list</html>')
    writeFileSync(join(out, 'projects-new.html'), '<html>new project</html>')
    writeFileSync(join(out, 'projects', '[project]', 'instances.html'), '<html>instances</html>')
    writeFileSync(join(out, 'projects', '[project]', 'edit.html'), '<html>edit</html>')
    writeFileSync(join(out, '_next', 'static', 'chunks', 'app.js'), 'console.log(1)'.repeat(200))
    writeFileSync(join(out, 'favicon.ico'), Buffer.from([0, 0, 1, 0]))
    writeFileSync(
      join(out, 'route-manifest.json'),
      JSON.stringify({
        routes: [
          { pattern: '/projects/[project]/instances', file: 'projects/[project]/instances.html' },
          { pattern: '/projects/[project]/edit', file: 'projects/[project]/edit.html' },
          { pattern: '/projects-new', file: 'projects-new.html' },
          { pattern: '/projects', file: 'projects.html' },
          { pattern: '/', file: 'index.html' },
        ],
      }),
    )
  })

  afterAll(() => rmSync(join(out, '..'), { recursive: true, force: true }))

  const get = async (path: string, method = 'GET') => {
    const { app } = testServer({ outDir: out })
    return app.handle(new Request(`http://localhost:4000${path}`, { method }))
  }

  it('serves the page of a dynamic route through the manifest', async () => {
    const res = await get('/projects/mock-project/instances')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('<html data-demo>instances</html>')
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expectSecurityHeaders(res)
    expect(res.headers.get('x-mock-api')).toBeNull()
    expect(await (await get('/projects/')).text()).toBe('<html data-demo>projects list</html>')
    expect(await (await get('/')).text()).toBe('<html data-demo>index</html>')
  })

  it('marks every HTML page as demo mode and leaves other files as they are', async () => {
    const page = await get('/projects')
    const html = await page.text()
    expect(html).toBe('<html data-demo>projects list</html>')
    expect(page.headers.get('content-length')).toBe(String(Buffer.byteLength(html)))
    expect(await (await get('/no/such/page')).text()).toContain('<html data-demo>')
    expect(await (await get('/_next/static/chunks/app.js')).text()).toBe(
      'console.log(1)'.repeat(200),
    )
  })

  it('prefers literal segments over parameters', async () => {
    expect(await (await get('/projects-new')).text()).toBe('<html data-demo>new project</html>')
  })

  it('serves hashed assets as immutable, with their content type', async () => {
    const res = await get('/_next/static/chunks/app.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/javascript')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const icon = await get('/favicon.ico')
    expect(icon.headers.get('content-type')).toBe('image/x-icon')
  })

  it('answers unknown pages with 404.html and status 404', async () => {
    const res = await get('/no/such/page')
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('<html data-demo>not found page</html>')
    expectSecurityHeaders(res)
  })

  it('never serves files outside the export', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/_next/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/projects/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
    ]) {
      const res = await get(path)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(await res.text()).not.toContain('top secret')
    }
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('/projects', 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await get('/projects', 'PUT')).status).toBe(405)
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

      const raw = await new Promise<{
        status: number
        headers: Record<string, unknown>
        body: Buffer
      }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: server.port,
            path: '/v1/system/hardware/disks?limit=100',
            headers: { cookie, 'accept-encoding': 'gzip' },
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            )
          },
        )
        req.on('error', reject)
        req.end()
      })
      expect(raw.status).toBe(200)
      expect(raw.headers['content-encoding']).toBe('gzip')
      const page = JSON.parse(gunzipSync(raw.body).toString()) as { items: unknown[] }
      expect(page.items.length).toBeGreaterThan(50)
    } finally {
      await server.close()
    }
  })

  it('serves a hashed script gzipped, the same bytes on every load', async () => {
    testServer()
    const outDir = mkdtempSync(join(tmpdir(), 'mock-out-'))
    mkdirSync(join(outDir, '_next/static/chunks'), { recursive: true })
    const script = `console.log(${JSON.stringify('x'.repeat(5000))})\n`
    writeFileSync(join(outDir, '_next/static/chunks/app-1a2b.js'), script)
    const server = await startServer(0, { latency: { min: 0, max: 0 }, chaos: 0, outDir })
    const load = () =>
      new Promise<{ encoding: unknown; cache: unknown; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: server.port,
            path: '/_next/static/chunks/app-1a2b.js',
            headers: { 'accept-encoding': 'gzip' },
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                cache: res.headers['cache-control'],
                body: Buffer.concat(chunks),
              }),
            )
          },
        )
        req.on('error', reject)
        req.end()
      })
    try {
      for (let i = 0; i < 2; i++) {
        const got = await load()
        expect(got.encoding).toBe('gzip')
        expect(got.cache).toContain('immutable')
        expect(gunzipSync(got.body).toString()).toBe(script)
      }
    } finally {
      await server.close()
      rmSync(outDir, { recursive: true, force: true })
    }
  })
})
