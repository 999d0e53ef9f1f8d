import { describe, expect, it } from 'vitest'
import { navSections } from './nav'

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
