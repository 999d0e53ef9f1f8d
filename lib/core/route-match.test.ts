import { describe, expect, it } from 'vitest'
import { matchRoute } from './route-match'

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

  it('decodes an escaped segment, as the router does', () => {
    expect(matchRoute('/projects/a%20b/disks')).toEqual({
      key: 'disks',
      params: { project: 'a b' },
    })
  })

  it('prefers literal segments over params', () => {
    // `/projects-new` is literal, and the firewall rules tab beats a VPC named like it
    expect(matchRoute('/projects/p/vpcs/v/firewall-rules')?.key).toBe('vpcFirewallRules')
    expect(matchRoute('/system/silos-new')?.key).toBe('systemSilosNew')
  })
})
