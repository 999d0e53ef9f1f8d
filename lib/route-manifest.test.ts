import { describe, expect, it } from 'vitest'
import { buildManifest, matchPattern, matchRoute, patternForFile } from './route-manifest'

const files = [
  'index.html',
  '404.html',
  'projects.html',
  'projects-new.html',
  'projects/[project].html',
  'projects/[project]/edit.html',
  'projects/[project]/instances.html',
  'login.html',
  'login/[silo]/local.html',
  'login/[silo]/saml/[provider].html',
  'device/verify.html',
]

describe('route manifest', () => {
  it('maps exported files to patterns', () => {
    expect(patternForFile('index.html')).toBe('/')
    expect(patternForFile('projects/[project]/edit.html')).toBe('/projects/[project]/edit')
    expect(patternForFile('404.html')).toBeUndefined()
    expect(patternForFile('_next/static/x.js')).toBeUndefined()
  })

  const manifest = buildManifest(files)

  it.each([
    ['/', 'index.html'],
    ['/projects', 'projects.html'],
    ['/projects/', 'projects.html'],
    ['/projects-new', 'projects-new.html'],
    ['/projects/p1', 'projects/[project].html'],
    ['/projects/p1/instances', 'projects/[project]/instances.html'],
    ['/projects/edit/edit', 'projects/[project]/edit.html'],
    ['/login', 'login.html'],
    ['/login/acme/local', 'login/[silo]/local.html'],
    ['/login/acme/saml/okta', 'login/[silo]/saml/[provider].html'],
    ['/device/verify', 'device/verify.html'],
  ])('serves %s from %s', (path, file) => {
    expect(matchRoute(manifest, path)?.file).toBe(file)
  })

  it.each(['/nope', '/projects/p1/nope', '/projects/%2e%2e/edit', '/projects/%E0%A4%A/edit'])(
    'has no page for %s',
    (path) => {
      expect(matchRoute(manifest, path)).toBeUndefined()
    },
  )

  it('prefers literal segments over params', () => {
    const m = buildManifest(['a/[x].html', 'a/b.html'])
    expect(matchRoute(m, '/a/b')?.file).toBe('a/b.html')
    expect(matchRoute(m, '/a/c')?.file).toBe('a/[x].html')
  })
})

describe('matchPattern', () => {
  it('reads the params of a path of the pattern', () => {
    expect(matchPattern('/projects/[project]/disks', '/projects/web/disks')).toEqual({
      project: 'web',
    })
    expect(matchPattern('/projects/[project]/disks', '/projects/web/disks/')).toEqual({
      project: 'web',
    })
    expect(matchPattern('/projects', '/projects')).toEqual({})
  })

  it('refuses another route, a longer or shorter path and a malformed escape', () => {
    expect(matchPattern('/projects/[project]/disks', '/projects/web/instances')).toBeUndefined()
    expect(matchPattern('/projects/[project]/disks', '/projects/web/disks/d1')).toBeUndefined()
    expect(matchPattern('/projects/[project]/disks', '/projects/disks')).toBeUndefined()
    expect(matchPattern('/projects/[project]/disks', '/projects/%E0%A4%A/disks')).toBeUndefined()
  })

  it('decodes an escaped segment, as the router does', () => {
    expect(matchPattern('/projects/[project]', '/projects/a%20b')).toEqual({ project: 'a b' })
  })
})
