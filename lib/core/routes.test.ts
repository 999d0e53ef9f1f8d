import { describe, expect, it } from 'vitest'
import { pb, fillPattern } from './paths'
import { breadcrumbs, documentTitle, routeKeyForPattern, routes } from './routes'

describe('path builder', () => {
  it('builds static and dynamic paths', () => {
    expect(pb.projects()).toBe('/projects')
    expect(pb.projectsNew()).toBe('/projects-new')
    expect(pb.projectEdit({ project: 'mock-project' })).toBe('/projects/mock-project/edit')
    expect(pb.instances({ project: 'p1' })).toBe('/projects/p1/instances')
    expect(pb.loginLocal({ silo: 'acme' })).toBe('/login/acme/local')
    expect(pb.loginSaml({ silo: 'acme', provider: 'okta' })).toBe('/login/acme/saml/okta')
  })

  it('encodes params so odd values stay one segment', () => {
    expect(fillPattern('/projects/[project]', { project: 'a/b?c' })).toBe('/projects/a%2Fb%3Fc')
  })

  it('refuses a missing param', () => {
    expect(() => fillPattern('/projects/[project]', {})).toThrow('Missing route param: project')
  })
})

describe('route table', () => {
  it('looks routes up by the pattern Next reports', () => {
    expect(routeKeyForPattern('/projects/[project]/edit')).toBe('projectEdit')
    expect(routeKeyForPattern('/nope')).toBeUndefined()
  })

  it('has unique patterns', () => {
    const patterns = Object.values(routes).map((r) => r.pattern)
    expect(new Set(patterns).size).toBe(patterns.length)
  })

  it('names only existing routes as parents', () => {
    for (const def of Object.values(routes) as { parent?: string }[]) {
      if (def.parent) expect(Object.keys(routes)).toContain(def.parent)
    }
  })

  it('derives breadcrumbs from parents, with param labels', () => {
    expect(breadcrumbs('instances', { project: 'mock-project' }).map((c) => c.label)).toEqual([
      'Projects',
      'mock-project',
      'Instances',
    ])
    expect(breadcrumbs('projects', {}).map((c) => c.label)).toEqual(['Projects'])
  })

  it('titles the document innermost first', () => {
    expect(documentTitle('projectEdit', { project: 'p' })).toBe(
      'Edit project / Projects / Oxide Console',
    )
  })
})
