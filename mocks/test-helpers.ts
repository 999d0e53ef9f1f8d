import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createApp, type AppOptions } from './server'
import { DEMO_PASSWORD, seed } from './seed'

/** The whole mock server in-process, without latency or chaos, over fresh seed data. */
export function testServer(options: AppOptions = {}) {
  const seeded = seed(0)
  const app = createApp({
    latency: { min: 0, max: 0 },
    chaos: 0,
    outDir: '/nonexistent',
    ...options,
  })

  type Init = {
    body?: unknown
    raw?: string
    cookie?: string
    token?: string
    headers?: Record<string, string>
  }
  async function call(method: string, path: string, init: Init = {}) {
    const headers = new Headers(init.headers)
    if (init.cookie) headers.set('cookie', init.cookie)
    if (init.token) headers.set('authorization', `Bearer ${init.token}`)
    let body: string | undefined = init.raw
    if (init.body !== undefined) {
      body = JSON.stringify(init.body)
      headers.set('content-type', 'application/json')
    }
    return app.handle(new Request(`http://localhost:4000${path}`, { method, headers, body }))
  }

  /** Sign in to silo acme (or another local silo); returns the Cookie header value. */
  async function login(username: string, password = DEMO_PASSWORD, silo = 'acme') {
    const res = await call('POST', `/v1/login/${silo}/local`, { body: { username, password } })
    if (res.status !== 204) throw new Error(`login of ${username} failed: ${res.status}`)
    return res.headers.getSetCookie()[0].split(';')[0]
  }

  /** A signed-in caller: `as.get(path)` etc. */
  async function as(username: string) {
    const cookie = await login(username)
    const send = (method: string) => (path: string, body?: unknown) =>
      call(method, path, { cookie, body })
    return {
      cookie,
      get: send('GET'),
      post: send('POST'),
      put: send('PUT'),
      del: send('DELETE'),
    }
  }

  return { app, call, login, as, fleetAdminToken: seeded.fleetAdminToken }
}

export type ErrorBody = { request_id: string; message: string; error_code?: string }

/**
 * A console bundle in a new temporary directory, laid out as the build writes it:
 * `index.html` at the top, everything else under `assets/`. Keys are paths relative
 * to the directory; call `remove` when done.
 */
export function tempBundle(files: Record<string, string | Uint8Array>) {
  const dir = mkdtempSync(join(tmpdir(), 'mock-bundle-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
