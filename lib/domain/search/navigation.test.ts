import { describe, expect, it } from 'vitest'
import type { RouteKey } from '@/lib/core/routes'
import { navigationEntries } from './navigation'

const find = (entries: ReturnType<typeof navigationEntries>, name: string) =>
  entries.filter((e) => e.name === name)

const at = (key: RouteKey, params: Record<string, string> = {}) => ({ key, params })

describe('navigationEntries', () => {
  it('offers the current project’s pages and create actions at its URLs', () => {
    const entries = navigationEntries({
      here: at('instances', { project: 'mock-project' }),
      fleetViewer: false,
    })
    expect(find(entries, 'Floating IPs')).toEqual([
      expect.objectContaining({
        kind: 'page',
        href: '/projects/mock-project/floating-ips',
        context: 'mock-project',
      }),
    ])
    expect(find(entries, 'New instance')).toEqual([
      expect.objectContaining({ kind: 'action', href: '/projects/mock-project/instances-new' }),
    ])
  })

  it('offers no project pages outside a project, but the silo’s and settings', () => {
    const entries = navigationEntries({ here: at('projects'), fleetViewer: false })
    expect(find(entries, 'Floating IPs')).toEqual([])
    expect(find(entries, 'New instance')).toEqual([])
    expect(find(entries, 'Projects')).toEqual([
      expect.objectContaining({ kind: 'page', href: '/projects', context: 'Silo' }),
    ])
    expect(find(entries, 'New project')).toEqual([
      expect.objectContaining({ kind: 'action', href: '/projects-new' }),
    ])
    expect(find(entries, 'SSH Keys')).toEqual([
      expect.objectContaining({ href: '/settings/ssh-keys', context: 'Settings' }),
    ])
  })

  it('offers system pages and actions only to fleet viewers', () => {
    expect(find(navigationEntries({ fleetViewer: false }), 'Silos')).toEqual([])
    expect(find(navigationEntries({ fleetViewer: false }), 'New silo')).toEqual([])
    const fleet = navigationEntries({ fleetViewer: true })
    expect(find(fleet, 'Silos')).toEqual([
      expect.objectContaining({ kind: 'page', href: '/system/silos', context: 'System' }),
    ])
    expect(find(fleet, 'New silo')).toEqual([
      expect.objectContaining({ kind: 'action', href: '/system/silos-new' }),
    ])
  })

  it('offers a VPC’s create actions on its pages, and a router’s on its own', () => {
    const vpc = { project: 'p', vpc: 'v' }
    const onVpc = navigationEntries({ here: at('vpcSubnets', vpc), fleetViewer: false })
    const actions = onVpc.filter((e) => e.kind === 'action').map((e) => [e.name, e.href])
    expect(actions).toEqual(
      expect.arrayContaining([
        ['New subnet', '/projects/p/vpcs/v/subnets-new'],
        ['New firewall rule', '/projects/p/vpcs/v/firewall-rules-new'],
        ['New router', '/projects/p/vpcs/v/routers-new'],
        ['New instance', '/projects/p/instances-new'],
      ]),
    )
    expect(find(onVpc, 'New subnet')[0].context).toBe('p / v')
    // a route needs its router
    expect(find(onVpc, 'New route')).toEqual([])
    // the project's own list pages only, not the VPC's tabs
    expect(find(onVpc, 'Subnets')).toEqual([])

    const onRouter = navigationEntries({
      here: at('router', { ...vpc, router: 'r' }),
      fleetViewer: false,
    })
    expect(find(onRouter, 'New route')).toEqual([
      expect.objectContaining({ href: '/projects/p/vpcs/v/routers/r/routes-new' }),
    ])
    // outside the VPC, none of its actions
    const onProject = navigationEntries({ here: at('vpcs', { project: 'p' }), fleetViewer: false })
    expect(find(onProject, 'New subnet')).toEqual([])
  })

  it('offers a silo’s create actions on its pages, to fleet viewers only', () => {
    const here = at('systemSilo', { silo: 'acme' })
    const fleet = navigationEntries({ here, fleetViewer: true })
    expect(find(fleet, 'New identity provider')).toEqual([
      expect.objectContaining({
        kind: 'action',
        href: '/system/silos/acme/idps-new',
        context: 'System / acme',
      }),
    ])
    expect(find(fleet, 'New user')).toEqual([
      expect.objectContaining({ href: '/system/silos/acme/users-new' }),
    ])
    const silo = navigationEntries({ here, fleetViewer: false })
    expect(find(silo, 'New identity provider')).toEqual([])
    expect(find(navigationEntries({ here, fleetViewer: false }), 'New user')).toEqual([])
  })

  it('goes up to each of the page’s breadcrumbs, outermost first, not to the page itself', () => {
    const here = at('subnetEdit', { project: 'p', vpc: 'v', subnet: 's' })
    const up = navigationEntries({ here, fleetViewer: false }).filter((e) => e.kind === 'up')
    expect(up.map((e) => [e.name, e.href, e.context])).toEqual([
      ['Go up to Projects', '/projects', undefined],
      ['Go up to p', '/projects/p', 'Project'],
      ['Go up to VPCs', '/projects/p/vpcs', undefined],
      ['Go up to v', '/projects/p/vpcs/v', 'VPC'],
      ['Go up to Subnets', '/projects/p/vpcs/v/subnets', undefined],
    ])
    // a top-level page has nowhere to go up to
    expect(
      navigationEntries({ here: at('projects'), fleetViewer: false }).filter(
        (e) => e.kind === 'up',
      ),
    ).toEqual([])
  })

  it('goes up on the system side only for fleet viewers', () => {
    const here = at('systemSiloUsers', { silo: 'acme' })
    const up = (fleetViewer: boolean) =>
      navigationEntries({ here, fleetViewer }).filter((e) => e.kind === 'up')
    expect(up(true).map((e) => e.name)).toEqual(['Go up to Silos', 'Go up to acme'])
    expect(up(false)).toEqual([])
  })

  it('offers nothing that needs a param the address doesn’t give yet (the static export)', () => {
    const entries = navigationEntries({ here: at('subnetEdit'), fleetViewer: true })
    expect(entries.filter((e) => e.kind === 'up').map((e) => e.name)).toEqual(['Go up to Projects'])
    expect(entries.some((e) => e.href.includes('['))).toBe(false)
  })

  it('never offers sign-in pages, redirects or pages needing other params', () => {
    const all = navigationEntries({
      here: at('instance', { project: 'p', instance: 'i' }),
      fleetViewer: true,
    })
    const hrefs = all.map((e) => e.href)
    expect(hrefs).not.toContain('/')
    expect(hrefs.some((h) => h.startsWith('/login'))).toBe(false)
    expect(hrefs.some((h) => h.includes('['))).toBe(false)
    expect(new Set(all.map((e) => `${e.kind}:${e.id}`)).size).toBe(all.length)
  })
})
