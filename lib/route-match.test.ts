import { describe, expect, it } from 'vitest'
import { matchPattern, matchRoute } from './route-match'

describe('matchRoute', () => {
  it.each([
    ['/', 'root', {}],
    ['/projects', 'projects', {}],
    ['/projects/', 'projects', {}],
    ['/projects-new', 'projectsNew', {}],
    ['/projects/p1', 'project', { project: 'p1' }],
    ['/projects/p1/instances', 'instances', { project: 'p1' }],
    ['/projects/edit/edit', 'projectEdit', { project: 'edit' }],
    ['/login/acme/local', 'loginLocal', { silo: 'acme' }],
    ['/login/acme/saml/okta', 'loginSaml', { silo: 'acme', provider: 'okta' }],
    ['/device/verify', 'deviceVerify', {}],
    [
      '/projects/p1/vpcs/v1/firewall-rules-new/allow-ssh',
      'firewallRuleClone',
      { project: 'p1', vpc: 'v1', rule: 'allow-ssh' },
    ],
  ])('shows %s as %s', (path, key, params) => {
    expect(matchRoute(path)).toEqual({ key, params })
  })

  it.each(['/nope', '/projects/p1/nope', '/projects/%2e%2e/edit', '/projects/%E0%A4%A/edit'])(
    'has no page for %s',
    (path) => {
      expect(matchRoute(path)).toBeUndefined()
    },
  )

  it('prefers literal segments over params', () => {
    // `/projects-new` is literal, and the firewall rules tab beats a VPC named like it
    expect(matchRoute('/projects/p/vpcs/v/firewall-rules')?.key).toBe('vpcFirewallRules')
    expect(matchRoute('/system/silos-new')?.key).toBe('systemSilosNew')
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
