import { describe, expect, it } from 'vitest'

import {
  insecureCookie,
  insecureSetCookie,
  isApiRequest,
  localLocation,
  pathOf,
} from './dev-proxy-paths.mjs'

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

describe('pathOf', () => {
  it('strips the query and fragment', () => {
    expect(pathOf('/v1/projects?limit=10')).toBe('/v1/projects')
    expect(pathOf('/login/acme/local#top')).toBe('/login/acme/local')
    expect(pathOf('/projects?next=/v1/me#x')).toBe('/projects')
  })

  it('takes the path of an absolute-form target', () => {
    expect(pathOf('http://localhost:4000/v1/me?x=1')).toBe('/v1/me')
  })

  it('falls back to / for a missing or unparsable target', () => {
    expect(pathOf(undefined)).toBe('/')
    expect(pathOf('')).toBe('/')
    expect(pathOf('not a url')).toBe('/')
  })
})

describe('isApiRequest', () => {
  it('sends every method under /v1/ and /experimental/ to the API', () => {
    for (const method of ALL_METHODS) {
      expect(isApiRequest(method, '/v1/me')).toBe(true)
      expect(isApiRequest(method, '/v1/projects?limit=25&page_token=abc')).toBe(true)
      expect(isApiRequest(method, '/experimental/v1/probes')).toBe(true)
      expect(isApiRequest(method, '/experimental/v1/system/support-bundles/x/download')).toBe(true)
    }
    expect(isApiRequest('POST', '/v1/login/acme/local')).toBe(true)
    expect(isApiRequest('POST', '/v1/logout')).toBe(true)
  })

  it('sends the serial console WebSocket upgrade (a GET) to the API', () => {
    expect(isApiRequest('GET', '/v1/instances/db1/serial-console/stream?most_recent=262144')).toBe(
      true,
    )
  })

  it('sends the auth POSTs outside /v1 to the API', () => {
    expect(isApiRequest('POST', '/login/acme/saml/okta')).toBe(true)
    expect(isApiRequest('POST', '/login/acme/local')).toBe(true)
    expect(isApiRequest('POST', '/device/auth')).toBe(true)
    expect(isApiRequest('POST', '/device/confirm')).toBe(true)
    expect(isApiRequest('POST', '/device/token')).toBe(true)
    expect(isApiRequest('post', '/device/token')).toBe(true)
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(isApiRequest(method, '/login/acme/local')).toBe(true)
      expect(isApiRequest(method, '/device/verify')).toBe(true)
    }
  })

  it('serves the console pages that share a path with an API POST from Next', () => {
    for (const method of ['GET', 'HEAD', 'get', 'head', undefined]) {
      expect(isApiRequest(method, '/login/acme/saml/okta')).toBe(false)
      expect(isApiRequest(method, '/login/acme/saml/okta?redirect_uri=%2Fprojects')).toBe(false)
      expect(isApiRequest(method, '/login/acme/local')).toBe(false)
      expect(isApiRequest(method, '/login/acme/local?redirect_uri=%2Fsettings%2Fprofile')).toBe(
        false,
      )
      expect(isApiRequest(method, '/device/verify')).toBe(false)
      expect(isApiRequest(method, '/device/verify?user_code=ABCD-EFGH')).toBe(false)
      expect(isApiRequest(method, '/device/success')).toBe(false)
    }
  })

  it('sends GET and HEAD of /login itself to the server, which redirects to its silo', () => {
    for (const method of ['GET', 'HEAD', 'get', 'head', undefined]) {
      expect(isApiRequest(method, '/login')).toBe(true)
      expect(isApiRequest(method, '/login?redirect_uri=%2Fprojects%2Fmock-project')).toBe(true)
      expect(isApiRequest(method, '/login#x')).toBe(true)
      expect(isApiRequest(method, 'http://localhost:4000/login?redirect_uri=%2F')).toBe(true)
      // its neighbours are still pages
      expect(isApiRequest(method, '/login/')).toBe(false)
      expect(isApiRequest(method, '/login/acme/local')).toBe(false)
      expect(isApiRequest(method, '/loginx')).toBe(false)
      expect(isApiRequest(method, '/projects?next=/login')).toBe(false)
    }
  })

  it('serves everything else from Next, whatever the method', () => {
    const pages = [
      '/',
      '/device',
      '/projects',
      '/projects-new',
      '/projects/mock-project/instances',
      '/settings/profile',
      '/system/silos',
      '/_next/static/chunks/main.js',
      '/_next/hmr',
      '/_next/webpack-hmr',
      '/favicon.ico',
    ]
    for (const method of ALL_METHODS) {
      for (const path of pages) expect(isApiRequest(method, path)).toBe(false)
    }
  })

  it('matches whole path segments only', () => {
    for (const method of ['GET', 'POST']) {
      expect(isApiRequest(method, '/v1')).toBe(false)
      expect(isApiRequest(method, '/v10/me')).toBe(false)
      expect(isApiRequest(method, '/v1x/me')).toBe(false)
      expect(isApiRequest(method, '/experimental')).toBe(false)
      expect(isApiRequest(method, '/experimentalx/v1')).toBe(false)
      expect(isApiRequest(method, '/projects/v1/instances')).toBe(false)
      expect(isApiRequest(method, '/loginx/acme')).toBe(false)
      expect(isApiRequest(method, '/devices/auth')).toBe(false)
    }
  })

  it('ignores the query string and fragment', () => {
    expect(isApiRequest('GET', '/projects?next=/v1/me')).toBe(false)
    expect(isApiRequest('POST', '/projects?x=/device/auth')).toBe(false)
    expect(isApiRequest('POST', '/projects#/login/acme/local')).toBe(false)
  })
})

describe('insecureCookie', () => {
  it('drops Secure and keeps the other attributes', () => {
    expect(
      insecureCookie('session=abc; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=3600'),
    ).toBe('session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600')
    expect(insecureCookie('session=abc; HttpOnly; secure')).toBe('session=abc; HttpOnly')
    expect(insecureCookie('session=abc;Secure;Path=/')).toBe('session=abc;Path=/')
  })

  it('turns SameSite=None, which needs Secure, into Lax', () => {
    expect(insecureCookie('session=abc; Secure; SameSite=None')).toBe('session=abc; SameSite=Lax')
    expect(insecureCookie('session=abc; samesite=none; Path=/')).toBe(
      'session=abc; SameSite=Lax; Path=/',
    )
  })

  it('never touches the name or value', () => {
    expect(insecureCookie('Secure=1; Path=/')).toBe('Secure=1; Path=/')
    expect(insecureCookie('pref=SameSite=None')).toBe('pref=SameSite=None')
    expect(insecureCookie('session=')).toBe('session=')
  })
})

describe('insecureSetCookie', () => {
  it('handles the array Node gives for several cookies, a string, and no header', () => {
    expect(insecureSetCookie(['a=1; Secure', 'b=2; HttpOnly'])).toEqual(['a=1', 'b=2; HttpOnly'])
    expect(insecureSetCookie('a=1; Secure')).toBe('a=1')
    expect(insecureSetCookie(undefined)).toBeUndefined()
  })
})

describe('localLocation', () => {
  const rack = 'https://oxide.sys.rack.example.com'

  it('makes a redirect to the rack itself relative, keeping path, query and fragment', () => {
    expect(localLocation('https://oxide.sys.rack.example.com/projects?a=1#x', rack)).toBe(
      '/projects?a=1#x',
    )
    expect(localLocation('https://oxide.sys.rack.example.com', rack)).toBe('/')
    expect(localLocation('https://OXIDE.sys.rack.example.com:443/device/success', rack)).toBe(
      '/device/success',
    )
  })

  it('leaves relative redirects and other origins alone', () => {
    expect(localLocation('/login/acme/local', rack)).toBe('/login/acme/local')
    expect(localLocation('https://idp.example.com/sso?SAMLRequest=x', rack)).toBe(
      'https://idp.example.com/sso?SAMLRequest=x',
    )
    expect(localLocation('http://oxide.sys.rack.example.com/projects', rack)).toBe(
      'http://oxide.sys.rack.example.com/projects',
    )
    expect(localLocation('https://oxide.sys.rack.example.com:8443/x', rack)).toBe(
      'https://oxide.sys.rack.example.com:8443/x',
    )
    expect(localLocation(undefined, rack)).toBeUndefined()
  })
})
