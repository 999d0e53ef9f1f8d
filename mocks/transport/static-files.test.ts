import { readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptsGzip, isRelativeUri, markDemoMode } from './static-files'
import { tempBundle, testServer, type ErrorBody } from '../test-helpers'

describe('markDemoMode', () => {
  it('marks the <html> tag of an exported page, and only it', () => {
    const page =
      '<!DOCTYPE html><html lang="en"><head></head><body><pre>&lt;html&gt; <html></pre></body></html>'
    expect(markDemoMode(page)).toBe(
      '<!DOCTYPE html><html data-demo lang="en"><head></head><body><pre>&lt;html&gt; <html></pre></body></html>',
    )
  })

  it('leaves a page without an <html> tag alone', () => {
    expect(markDemoMode('<!DOCTYPE html><htmlx>')).toBe('<!DOCTYPE html><htmlx>')
  })
})

describe('acceptsGzip', () => {
  it('takes gzip when the client lists it, or anything, with a weight above zero', () => {
    for (const header of ['gzip', 'gzip, deflate, br', 'br;q=1.0, GZIP;q=0.5', 'x-gzip', '*']) {
      expect(acceptsGzip(header), header).toBe(true)
    }
    for (const header of [null, '', 'br', 'identity', 'gzip;q=0', 'gzip; q=0.0, br', '*;q=0']) {
      expect(acceptsGzip(header), String(header)).toBe(false)
    }
    expect(acceptsGzip('gzip;q=0, *')).toBe(false)
  })
})

describe('isRelativeUri', () => {
  it('takes a path on this server, query included', () => {
    for (const uri of ['/', '/projects', '/projects/mock-project/instances?page=2#x']) {
      expect(isRelativeUri(uri), uri).toBe(true)
    }
  })

  it('refuses other hosts, schemes and what a browser would read as either', () => {
    for (const uri of [
      '',
      'projects',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      expect(isRelativeUri(uri), JSON.stringify(uri)).toBe(false)
    }
  })
})

const INDEX = '<!DOCTYPE html><html lang="en"><body>console</body></html>'
const SERVED_INDEX = '<!DOCTYPE html><html data-demo lang="en"><body>console</body></html>'
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))})\n`
const STYLE = 'body { color: black }\n'.repeat(50)

const CSP =
  "default-src 'self'; style-src 'unsafe-inline' 'self'; frame-src 'none'; object-src 'none'; form-action 'none'; frame-ancestors 'none'"

function expectPlatformHeaders(res: Response) {
  expect(res.headers.get('content-security-policy')).toBe(CSP)
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('x-frame-options')).toBe('DENY')
}

async function expectNotFound(res: Response, what: string) {
  expect(res.status, what).toBe(404)
  expect(res.headers.get('content-type'), what).toContain('application/json')
  const body = (await res.json()) as ErrorBody
  expect(body, what).toMatchObject({ message: 'Not Found', error_code: 'NotFound' })
  expect(body.request_id, what).toMatch(/^[0-9a-f-]{36}$/)
}

describe('the console bundle, served by the platform’s rules', () => {
  let bundle: ReturnType<typeof tempBundle>
  let out: string
  const packedScript = gzipSync(SCRIPT, { level: 9 })
  const packedStyle = gzipSync(STYLE, { level: 1 })

  beforeAll(() => {
    bundle = tempBundle({
      'out/index.html': INDEX,
      'out/404.html': '<html>the old not-found page</html>',
      'out/favicon.svg': '<svg/>',
      'out/route-manifest.json': '{"routes":[]}',
      'out/_next/static/chunks/old.js': 'old layout',
      'out/assets/_next/static/chunks/app-1a2b.js': SCRIPT,
      'out/assets/_next/static/chunks/app-1a2b.js.gz': packedScript,
      'out/assets/_next/static/chunks/app-1a2b.js.map': '{"version":3}',
      'out/assets/_next/static/css/app-3c4d.css': STYLE,
      'out/assets/_next/static/css/app-3c4d.css.gz': packedStyle,
      'out/assets/theme-5e6f.js': 'document.documentElement.dataset.theme = "dark"',
      'out/assets/favicon-7a8b.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'out/assets/icon.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      'out/assets/photo.webp': 'RIFF',
      'out/assets/font.woff': 'wOFF',
      'out/assets/font.woff2': 'wOF2',
      'out/assets/notice.txt': 'licenses',
      'out/assets/page.html': '<html>an asset, not a page</html>',
      'out/assets/data.json': '{"secret":true}',
      'out/assets/upper.JS': 'shouting',
      'out/assets/.js': 'no name',
      'out/assets/dir.js/inner.js': 'inside a directory named like a file',
      'out/secret.js': 'top secret script',
      'outside/secret.txt': 'top secret text',
      'outside/x.js': 'top secret in a linked directory',
    })
    out = join(bundle.dir, 'out')
    symlinkSync(join(bundle.dir, 'out/secret.js'), join(out, 'assets/link.js'))
    symlinkSync(join(bundle.dir, 'outside'), join(out, 'assets/linked'))
    // a .gz that is a link is not served either, even beside a real file
    writeFileSync(join(out, 'assets/linked-gz.js'), 'plain')
    symlinkSync(join(bundle.dir, 'out/secret.js'), join(out, 'assets/linked-gz.js.gz'))
  })

  afterAll(() => bundle.remove())

  /** A fresh mock over this bundle, and its callers signed in and out. */
  async function server() {
    const t = testServer({ outDir: out })
    const cookie = await t.login('fleet-admin')
    const get = (path: string, init: Parameters<typeof t.call>[2] = {}) => t.call('GET', path, init)
    return { ...t, cookie, get, signedIn: (path: string) => get(path, { cookie }) }
  }

  describe('index.html, for the console’s pages', () => {
    const PAGES = [
      '/',
      '/projects',
      '/projects/',
      '/projects/mock-project',
      '/projects/mock-project/instances/db1/storage',
      '/projects-new',
      '/settings',
      '/settings/profile',
      '/settings/ssh-keys-new',
      '/system',
      '/system/silos/acme/idps-new',
      '/lookup',
      '/lookup/i/c0ffee00-0000-4000-8000-000000000000',
      '/images',
      '/utilization',
      '/access',
      '/device/verify',
      '/device/success',
      '/projects?sort=name',
    ]

    it('serves it, marked as demo mode, on every page path to a signed-in caller', async () => {
      const { signedIn } = await server()
      for (const path of PAGES) {
        const res = await signedIn(path)
        expect(res.status, path).toBe(200)
        expect(await res.text(), path).toBe(SERVED_INDEX)
        expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8')
        expect(res.headers.get('content-length'), path).toBe(String(SERVED_INDEX.length))
        expect(res.headers.get('cache-control'), path).toBe('no-store')
        expect(res.headers.get('content-encoding'), path).toBeNull()
        expectPlatformHeaders(res)
      }
    })

    it('takes a bearer token as well as the session cookie', async () => {
      const { get, fleetAdminToken } = await server()
      const res = await get('/system/silos', { token: fleetAdminToken })
      expect(res.status).toBe(200)
      expect(await res.text()).toBe(SERVED_INDEX)
    })

    it('sends a signed-out caller to the silo’s login page, which brings them back', async () => {
      const { get } = await server()
      const cases: [string, string][] = [
        ['/', '/login/acme/local?redirect_uri=%2F'],
        ['/projects', '/login/acme/local?redirect_uri=%2Fprojects'],
        [
          '/projects/mock-project/instances?page=2&q=a b',
          '/login/acme/local?redirect_uri=%2Fprojects%2Fmock-project%2Finstances%3Fpage%3D2%26q%3Da%2520b',
        ],
        [
          '/device/verify?user_code=ABCD-EFGH',
          '/login/acme/local?redirect_uri=%2Fdevice%2Fverify%3Fuser_code%3DABCD-EFGH',
        ],
        ['/system/silos', '/login/acme/local?redirect_uri=%2Fsystem%2Fsilos'],
      ]
      for (const [path, location] of cases) {
        const res = await get(path)
        expect(res.status, path).toBe(302)
        expect(res.headers.get('location'), path).toBe(location)
        expect(await res.text(), path).toBe('')
        expectPlatformHeaders(res)
      }
      for (const path of PAGES) expect((await get(path)).status, path).toBe(302)
    })

    it('counts a session that is no longer valid as none', async () => {
      const { get, cookie, call } = await server()
      expect((await call('POST', '/v1/logout', { cookie })).status).toBe(204)
      const res = await get('/projects', { cookie })
      expect(res.status).toBe(302)
      expect((await get('/utilization', { cookie: 'session=forged' })).status).toBe(302)
      expect((await get('/utilization', { token: 'oxide-token-forged' })).status).toBe(302)
    })

    it('serves the login pages without signing in: one segment each for silo and provider', async () => {
      const { get } = await server()
      for (const path of [
        '/login/acme/local',
        '/login/acme/local?redirect_uri=%2Fprojects',
        '/login/globex/saml/globex-sso',
        '/login/any-silo/saml/any-provider?redirect_uri=%2F',
      ]) {
        const res = await get(path)
        expect(res.status, path).toBe(200)
        expect(await res.text(), path).toBe(SERVED_INDEX)
        expect(res.headers.get('cache-control'), path).toBe('no-store')
      }
      for (const path of [
        '/login/acme',
        '/login/acme/',
        '/login/acme/local/',
        '/login/acme/local/x',
        '/login//local',
        '/login/acme/saml',
        '/login/acme/saml/',
        '/login/acme/saml/idp/x',
        '/login/acme/ldap',
      ]) {
        await expectNotFound(await get(path), path)
      }
    })

    it('reads the file again after a rebuild rewrites it, and not before', async () => {
      const own = tempBundle({ 'index.html': '<html>first build</html>' })
      try {
        const t = testServer({ outDir: own.dir })
        const page = async () => (await t.call('GET', '/login/acme/local')).text()
        const file = join(own.dir, 'index.html')
        // a whole second, which utimes can set again exactly
        const mtime = new Date('2025-07-30T12:00:00Z')
        utimesSync(file, mtime, mtime)
        expect(await page()).toBe('<html data-demo>first build</html>')
        // the same size and mtime: taken for the same file, so the copy in memory stays
        writeFileSync(file, '<html>other build</html>')
        utimesSync(file, mtime, mtime)
        expect(await page()).toBe('<html data-demo>first build</html>')
        writeFileSync(file, '<html>second build</html>')
        utimesSync(file, mtime, new Date(mtime.getTime() + 5000))
        expect(await page()).toBe('<html data-demo>second build</html>')
      } finally {
        own.remove()
      }
    })

    it('answers 404 while there is no index.html, to a signed-in caller', async () => {
      const t = testServer()
      const cookie = await t.login('fleet-admin')
      await expectNotFound(await t.call('GET', '/projects', { cookie }), '/projects')
      expect((await t.call('GET', '/projects')).status).toBe(302)
    })
  })

  describe('GET /login, the server’s own', () => {
    it('sends the caller to the default silo’s login page, with the path to come back to', async () => {
      const { get, cookie } = await server()
      const cases: [string, string][] = [
        ['/login', '/login/acme/local'],
        ['/login?redirect_uri=%2Fprojects', '/login/acme/local?redirect_uri=%2Fprojects'],
        [
          '/login?redirect_uri=%2Fprojects%2Fmock-project%3Fpage%3D2%26q%3Da%20b',
          '/login/acme/local?redirect_uri=%2Fprojects%2Fmock-project%3Fpage%3D2%26q%3Da+b',
        ],
        ['/login?redirect_uri=/system/silos', '/login/acme/local?redirect_uri=%2Fsystem%2Fsilos'],
      ]
      for (const [path, location] of cases) {
        for (const init of [{}, { cookie }]) {
          const res = await get(path, init)
          expect(res.status, path).toBe(302)
          expect(res.headers.get('location'), path).toBe(location)
          expectPlatformHeaders(res)
        }
      }
    })

    it('refuses a redirect_uri that would leave the server, with a 400 that says why', async () => {
      const { get } = await server()
      for (const uri of [
        'https://evil.example',
        '//evil.example',
        '//evil.example/projects',
        '/\\evil.example',
        'evil.example',
        'javascript:alert(1)',
        '/\t/evil.example',
        '',
      ]) {
        const res = await get(`/login?${new URLSearchParams({ redirect_uri: uri })}`)
        expect(res.status, uri).toBe(400)
        const body = (await res.json()) as ErrorBody
        expect(body.error_code).toBe('InvalidRequest')
        expect(body.message).toBe(
          `redirect_uri must be a path on this server, such as /projects, not ${JSON.stringify(uri)}`,
        )
        expect(res.headers.get('location')).toBeNull()
      }
      const twice = await get('/login?redirect_uri=%2Fa&redirect_uri=%2Fb')
      expect(twice.status).toBe(400)
      expect(((await twice.json()) as ErrorBody).message).toBe(
        'redirect_uri may be given once only',
      )
    })
  })

  describe('/assets/', () => {
    it('serves each allowed extension with its content type, cached for a year', async () => {
      const { get } = await server()
      const cases: [string, string][] = [
        ['/assets/_next/static/chunks/app-1a2b.js', 'text/javascript; charset=utf-8'],
        ['/assets/_next/static/chunks/app-1a2b.js.map', 'application/json'],
        ['/assets/_next/static/css/app-3c4d.css', 'text/css; charset=utf-8'],
        ['/assets/theme-5e6f.js', 'text/javascript; charset=utf-8'],
        ['/assets/favicon-7a8b.svg', 'image/svg+xml'],
        ['/assets/icon.png', 'image/png'],
        ['/assets/photo.webp', 'image/webp'],
        ['/assets/font.woff', 'font/woff'],
        ['/assets/font.woff2', 'font/woff2'],
        ['/assets/notice.txt', 'text/plain; charset=utf-8'],
        ['/assets/page.html', 'text/html; charset=utf-8'],
      ]
      for (const [path, type] of cases) {
        const res = await get(path)
        expect(res.status, path).toBe(200)
        expect(res.headers.get('content-type'), path).toBe(type)
        expect(res.headers.get('cache-control'), path).toBe('max-age=31536000, immutable')
        const expected = readFileSync(join(out, path))
        expect(Buffer.from(await res.arrayBuffer()), path).toEqual(expected)
        expect(res.headers.get('content-length'), path).toBe(String(expected.length))
        expectPlatformHeaders(res)
      }
      // an HTML asset is a file like any other: not marked, not a page
      expect(await (await get('/assets/page.html')).text()).toBe(
        '<html>an asset, not a page</html>',
      )
    })

    it('needs no sign-in', async () => {
      const { get } = await server()
      expect((await get('/assets/theme-5e6f.js')).status).toBe(200)
    })

    it('answers 404 to other extensions, other cases, directories and missing files', async () => {
      const { get } = await server()
      for (const path of [
        '/assets/data.json',
        '/assets/upper.JS',
        '/assets/.js',
        '/assets/_next/static/chunks/app-1a2b.js.gz',
        '/assets/dir.js',
        '/assets/dir.js/',
        '/assets/_next/static/chunks',
        '/assets/missing.js',
        '/assets/_next/static/chunks/app-1a2b.js/',
        '/assets/_next//static/chunks/app-1a2b.js',
        '/assets',
        '/assets/',
      ]) {
        await expectNotFound(await get(path), path)
      }
    })

    it('never serves a symlink, nor anything outside assets/', async () => {
      const { get } = await server()
      for (const path of [
        '/assets/link.js',
        '/assets/linked/x.js',
        '/assets/../secret.js',
        '/assets/%2e%2e/secret.js',
        '/assets/..%2fsecret.js',
        '/assets/..%2Fsecret.js',
        '/assets/_next/..%2f..%2fsecret.js',
        '/assets/%2e%2e%2f%2e%2e%2foutside%2fx.js',
        '/assets/..%5csecret.js',
        '/assets/..\\secret.js',
        '/assets/secret.js%00.js',
        '/assets/%00',
        '/assets/%zz.js',
        '/assets/%2fetc%2fpasswd.txt',
        '/assets/..%2findex.html',
      ]) {
        for (const init of [{}, { headers: { 'accept-encoding': 'gzip' } }]) {
          const res = await get(path, init)
          expect([400, 404], path).toContain(res.status)
          expect(await res.text(), path).not.toContain('top secret')
        }
      }
      // the link's target is not served through a .gz link either
      const res = await get('/assets/linked-gz.js', { headers: { 'accept-encoding': 'gzip' } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBeNull()
      expect(await res.text()).toBe('plain')
    })

    it('sends the .gz beside a file, as it is, only to a caller that takes gzip', async () => {
      const { get } = await server()
      const path = '/assets/_next/static/chunks/app-1a2b.js'
      for (const encoding of ['gzip', 'gzip, deflate, br', 'br;q=1, gzip;q=0.8', '*']) {
        const res = await get(path, { headers: { 'accept-encoding': encoding } })
        expect(res.status, encoding).toBe(200)
        expect(res.headers.get('content-encoding'), encoding).toBe('gzip')
        expect(res.headers.get('vary'), encoding).toBe('Accept-Encoding')
        expect(res.headers.get('content-type'), encoding).toBe('text/javascript; charset=utf-8')
        expect(res.headers.get('cache-control'), encoding).toBe('max-age=31536000, immutable')
        expect(res.headers.get('content-length'), encoding).toBe(String(packedScript.length))
        expect(Buffer.from(await res.arrayBuffer()), encoding).toEqual(packedScript)
      }
      for (const encoding of [undefined, 'br', 'identity', 'gzip;q=0']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {}
        const res = await get(path, { headers })
        expect(res.headers.get('content-encoding'), encoding).toBeNull()
        expect(res.headers.get('vary'), encoding).toBe('Accept-Encoding')
        expect(await res.text(), encoding).toBe(SCRIPT)
      }
      const css = await get('/assets/_next/static/css/app-3c4d.css', {
        headers: { 'accept-encoding': 'gzip' },
      })
      expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
      expect(Buffer.from(await css.arrayBuffer())).toEqual(packedStyle)
      // no .gz beside it: the file as it is, whatever the caller takes
      const plain = await get('/assets/theme-5e6f.js', { headers: { 'accept-encoding': 'gzip' } })
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect(plain.headers.get('vary')).toBeNull()
    })
  })

  describe('anything else', () => {
    it('answers 404 in the API’s error shape, signed in or not', async () => {
      const { get, cookie } = await server()
      for (const path of [
        '/foo',
        '/access/users',
        '/images/x/edit',
        '/images/',
        '/utilization/x',
        '/projectsx',
        '/projects-new/x',
        '/device',
        '/device/verify/x',
        '/index.html',
        '/404.html',
        '/favicon.svg',
        '/favicon.ico',
        '/secret.js',
        '/route-manifest.json',
        '/_next/static/chunks/old.js',
        '/loginx',
        '/login/',
      ]) {
        for (const init of [{}, { cookie }]) {
          const res = await get(path, init)
          await expectNotFound(res, path)
          expectPlatformHeaders(res)
        }
      }
    })

    it('answers 405 to any other method than GET on a page or an asset, 404 elsewhere', async () => {
      const { call, cookie } = await server()
      const cases: [string, string][] = [
        ['HEAD', '/'],
        ['HEAD', '/projects'],
        ['POST', '/projects'],
        ['PUT', '/settings/profile'],
        ['DELETE', '/system/silos'],
        ['HEAD', '/login'],
        ['POST', '/login'],
        ['HEAD', '/login/acme/local'],
        ['HEAD', '/device/verify'],
        ['HEAD', '/assets/theme-5e6f.js'],
        ['POST', '/assets/theme-5e6f.js'],
        ['HEAD', '/assets/data.json'],
        ['OPTIONS', '/images'],
      ]
      for (const [method, path] of cases) {
        const res = await call(method, path, { cookie })
        const what = `${method} ${path}`
        expect(res.status, what).toBe(405)
        expect(res.headers.get('allow'), what).toBe('GET')
        if (method !== 'HEAD') {
          expect(await res.json(), what).toMatchObject({
            error_code: 'MethodNotAllowed',
            message: 'Method Not Allowed',
          })
        }
        expectPlatformHeaders(res)
      }
      expect((await call('HEAD', '/foo')).status).toBe(404)
      expect((await call('POST', '/access/users')).status).toBe(404)
    })

    it('leaves the sign-in and device POSTs under /login/ and /device/ to the API', async () => {
      const { call } = await server()
      for (const path of ['/login/globex/saml/globex-sso', '/device/auth']) {
        const res = await call('POST', path, { raw: '' })
        expect(res.headers.get('x-mock-api'), path).toBe('1')
        expect(res.status, path).not.toBe(405)
      }
    })
  })

  it('keeps serving an out dir whose assets/ is missing: pages only', async () => {
    const own = tempBundle({ 'index.html': INDEX })
    try {
      const t = testServer({ outDir: own.dir })
      await expectNotFound(await t.call('GET', '/assets/app.js'), '/assets/app.js')
      expect((await t.call('GET', '/login/acme/local')).status).toBe(200)
    } finally {
      own.remove()
    }
  })
})
