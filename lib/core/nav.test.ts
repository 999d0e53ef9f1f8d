import { describe, expect, it } from 'vitest'
import { navItemHolds, navSections } from './nav'
import { routes, type RouteDef, type RouteKey } from './routes'

const shown = (sections: ReturnType<typeof navSections>) =>
  sections.map(({ heading, items }) => ({
    heading,
    items: items.map(({ label, href, icon }) => [label, href, icon]),
  }))

// the side nav as it was hand-listed, before its entries moved to the route table
describe('navSections', () => {
  it("lists a project's pages under its name, none before a project is known", () => {
    expect(shown(navSections('project', 'p1'))).toEqual([
      {
        heading: 'p1',
        items: [
          ['Instances', '/projects/p1/instances', 'server'],
          ['Disks', '/projects/p1/disks', 'database'],
          ['Snapshots', '/projects/p1/snapshots', 'camera'],
          ['Images', '/projects/p1/images', 'image'],
          ['VPCs', '/projects/p1/vpcs', 'network'],
          ['Affinity', '/projects/p1/affinity', 'split'],
          ['Access', '/projects/p1/access', 'users'],
          ['Floating IPs', '/projects/p1/floating-ips', 'globe'],
          ['Probes', '/projects/p1/probes', 'radar'],
        ],
      },
    ])
    expect(shown(navSections('project'))).toEqual([{ heading: 'Project', items: [] }])
  })

  it("lists the silo's and the settings' pages", () => {
    expect(shown(navSections('silo'))).toEqual([
      {
        heading: 'Silo',
        items: [
          ['Projects', '/projects', 'folder'],
          ['Images', '/images', 'image'],
          ['Utilization', '/utilization', 'gauge'],
          ['Access', '/access', 'users'],
        ],
      },
    ])
    expect(shown(navSections('settings'))).toEqual([
      {
        heading: 'Settings',
        items: [
          ['Profile', '/settings/profile', 'user'],
          ['SSH Keys', '/settings/ssh-keys', 'key-round'],
          ['Access Tokens', '/settings/access-tokens', 'ticket'],
        ],
      },
    ])
  })

  it("groups the system's pages in sections", () => {
    expect(shown(navSections('system'))).toEqual([
      {
        heading: 'System',
        items: [
          ['Silos', '/system/silos', 'hard-drive'],
          ['Fleet Access', '/system/access', 'users'],
          ['Utilization', '/system/utilization', 'gauge'],
          ['Inventory', '/system/inventory', 'cpu'],
          ['Audit Log', '/system/audit-log', 'scroll-text'],
          ['Issues', '/system/issues', 'alert-triangle'],
        ],
      },
      {
        heading: 'Networking',
        items: [
          ['IP Pools', '/system/networking/ip-pools', 'network'],
          ['Rack Networking', '/system/networking/switch-ports', 'cable'],
          ['BGP', '/system/networking/bgp', 'waypoints'],
          ['BFD Sessions', '/system/networking/bfd', 'activity'],
        ],
      },
      {
        heading: 'Operations',
        items: [
          ['Alerts', '/system/alerts', 'bell-ring'],
          ['Metrics', '/system/metrics', 'line-chart'],
          ['Certificates', '/system/certificates', 'shield-check'],
          ['Support Bundles', '/system/support-bundles', 'life-buoy'],
          ['Updates', '/system/update', 'package-check'],
        ],
      },
    ])
  })

  it('has nothing for the public pages', () => {
    expect(navSections('public')).toEqual([])
  })
})

describe('navItemHolds', () => {
  it('marks the item a route comes under: itself, a page below it, its new-panel', () => {
    expect(navItemHolds('instances', 'instances')).toBe(true)
    expect(navItemHolds('instances', 'instanceStorage')).toBe(true)
    expect(navItemHolds('instances', 'instancesNew')).toBe(true)
    expect(navItemHolds('systemBgp', 'systemBgpPeers')).toBe(true)
    expect(navItemHolds('images', 'snapshotImagesNew')).toBe(false)
    expect(navItemHolds('systemSilos', 'systemAccess')).toBe(false)
  })

  // the nav compared the address with each item's link before it was given the route
  it('agrees with the address-prefix rule it replaced, on every route', () => {
    for (const key of Object.keys(routes) as RouteKey[]) {
      const def: RouteDef = routes[key]
      const path = def.pattern.replace(/\[(\w+)\]/g, (_, p: string) =>
        p === 'project' ? 'p1' : 'x',
      )
      const items = navSections(def.layout, 'p1').flatMap((s) => s.items)
      const byAddress = items.filter(
        ({ href }) => path === href || path.startsWith(href + '/') || path === `${href}-new`,
      )
      expect(
        items.filter((i) => navItemHolds(i.key, key)),
        path,
      ).toEqual(byAddress)
    }
  })
})
