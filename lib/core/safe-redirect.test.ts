import { describe, expect, it } from 'vitest'
import { loginPathFor, safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  it.each([
    ['/projects', '/projects'],
    ['/projects/p1/instances?x=1#top', '/projects/p1/instances?x=1#top'],
    [
      '/projects/p1/instances?redirect=%2F%2Fx&page=2',
      '/projects/p1/instances?redirect=%2F%2Fx&page=2',
    ],
    ['/projects/my%20project', '/projects/my%20project'],
    ['/projects/./p1/../p2', '/projects/p2'],
  ])('keeps same-origin path %s', (input, out) => {
    expect(safeRedirectPath(input)).toBe(out)
  })

  it.each([
    'https://example.com',
    '//example.com',
    '/\\example.com',
    'javascript:alert(1)',
    'projects',
    '/\t/example.com',
    '',
    undefined,
    ['/projects'],
  ])('refuses %s', (input) => {
    expect(safeRedirectPath(input)).toBeUndefined()
  })

  // each of these is a plain path before normalisation and `//evil.example`
  // (or a decoded equivalent) after
  it.each([
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/b/../..//evil.example',
    '/%5cevil.example',
    '/%5Cevil.example',
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/\\/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    '/\r\n//evil.example',
    '/projects\u0000',
    '/%',
    'https://evil.example/projects',
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    ' /projects',
  ])('refuses %j, which would leave the origin', (input) => {
    expect(safeRedirectPath(input)).toBeUndefined()
  })
})

describe('loginPathFor', () => {
  it('carries the current path and query', () => {
    expect(loginPathFor({ pathname: '/projects/a/edit', search: '?x=1&y=2' })).toBe(
      '/login?redirect_uri=%2Fprojects%2Fa%2Fedit%3Fx%3D1%26y%3D2',
    )
  })
})
