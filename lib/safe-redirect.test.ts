import { describe, expect, it } from 'vitest'
import { loginPathFor, safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  it.each([
    ['/projects', '/projects'],
    ['/projects/p1/instances?x=1#top', '/projects/p1/instances?x=1#top'],
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
})

describe('loginPathFor', () => {
  it('carries the current path and query', () => {
    expect(loginPathFor({ pathname: '/projects/a/edit', search: '?x=1&y=2' })).toBe(
      '/login?redirect_uri=%2Fprojects%2Fa%2Fedit%3Fx%3D1%26y%3D2',
    )
  })
})
