import { describe, expect, it } from 'vitest'
import { navItemHolds, navSections } from './nav'
import { routes, type RouteDef, type RouteKey } from './routes'

// A page joins the nav by its route's `nav` alone: these hold for whatever the table lists.
const layouts = ['project', 'silo', 'settings', 'system'] as const
const withNav = (layout: (typeof layouts)[number]) =>
  (Object.keys(routes) as RouteKey[]).filter((key) => {
    const def: RouteDef = routes[key]
    return def.layout === layout && def.nav
  })

describe('navSections', () => {
  it.each(layouts)(
    'lists each %s route given a nav item once, linked to its page, by its order',
    (layout) => {
      const items = navSections(layout, 'p1').flatMap((s) => s.items)
      expect(items.map((i) => i.key).sort()).toEqual(withNav(layout).sort())
      for (const item of items) {
        const def: RouteDef = routes[item.key]
        expect(item.href).toBe(def.pattern.replace('[project]', 'p1'))
        expect([item.label, item.icon]).toEqual([def.nav?.label, def.nav?.icon])
      }
      const orders = navSections(layout, 'p1').flatMap((s) =>
        s.items.map((i) => (routes[i.key] as RouteDef).nav?.order ?? 0),
      )
      if (layout !== 'system') expect(orders).toEqual([...orders].sort((a, b) => a - b))
      expect(new Set(items.map((i) => i.label)).size).toBe(items.length)
    },
  )

  it("heads a project's items with its name, and has none before a project is known", () => {
    expect(navSections('project', 'p1').map((s) => s.heading)).toEqual(['p1'])
    expect(navSections('project', 'p1')[0].items[0]).toMatchObject({
      label: 'Instances',
      href: '/projects/p1/instances',
    })
    expect(navSections('project')).toEqual([{ heading: 'Project', items: [] }])
    expect(navSections('silo').map((s) => s.heading)).toEqual(['Silo'])
    expect(navSections('settings').map((s) => s.heading)).toEqual(['Settings'])
  })

  it("groups the system's items in sections, each in the order of its items", () => {
    const sections = navSections('system')
    expect(sections.map((s) => s.heading)).toEqual(['System', 'Networking', 'Operations'])
    for (const { heading, items } of sections) {
      const orders = items.map((i) => (routes[i.key] as RouteDef).nav?.order ?? 0)
      expect(orders, heading).toEqual([...orders].sort((a, b) => a - b))
      for (const i of items) expect((routes[i.key] as RouteDef).nav?.section).toBe(heading)
    }
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
