import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECURITY_HEADERS } from './security-headers'
import { tempBundle, testServer } from '../test-helpers'

const PLATFORM_CSP =
  "default-src 'self'; style-src 'unsafe-inline' 'self'; frame-src 'none'; object-src 'none'; form-action 'none'; frame-ancestors 'none'"

describe('the security headers', () => {
  let bundle: ReturnType<typeof tempBundle>

  beforeAll(() => {
    bundle = tempBundle({ 'index.html': '<html></html>', 'assets/app.js': 'void 0' })
  })
  afterAll(() => bundle.remove())

  it('are the platform’s, word for word', () => {
    expect(SECURITY_HEADERS).toEqual({
      'Content-Security-Policy': PLATFORM_CSP,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    })
  })

  it('go out with the page, assets, redirects, errors and the API', async () => {
    const { call, login } = testServer({ outDir: bundle.dir })
    const cookie = await login('viewer')
    const responses = {
      page: await call('GET', '/projects', { cookie }),
      'login page': await call('GET', '/login/acme/local'),
      asset: await call('GET', '/assets/app.js'),
      redirect: await call('GET', '/projects'),
      'not found': await call('GET', '/foo'),
      'wrong method': await call('HEAD', '/projects'),
      api: await call('GET', '/v1/ping'),
      'api error': await call('GET', '/v1/projects'),
    }
    for (const [what, res] of Object.entries(responses)) {
      expect(res.status, what).toBeLessThan(500)
      expect(res.headers.get('content-security-policy'), what).toBe(PLATFORM_CSP)
      expect(res.headers.get('x-content-type-options'), what).toBe('nosniff')
      expect(res.headers.get('x-frame-options'), what).toBe('DENY')
    }
  })

  it('leave WebSockets to the page’s own host to default-src, as CSP Level 3 allows', async () => {
    const { call } = testServer()
    const csp = (await call('GET', '/v1/ping')).headers.get('content-security-policy') ?? ''
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...sources] = d.trim().split(/\s+/)
        return [name, sources] as const
      }),
    )
    expect(directives.has('connect-src')).toBe(false)
    expect(directives.get('default-src')).toEqual(["'self'"])
  })
})
