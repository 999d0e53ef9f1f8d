import { fillPattern } from './paths'
import { routes, type Layout, type NavIcon, type RouteDef, type RouteKey } from './routes'

type NavItem = { key: RouteKey; label: string; href: string; icon: NavIcon }
type NavSection = { heading: string; items: NavItem[] }

const withNav = (Object.keys(routes) as RouteKey[])
  .flatMap((key) => {
    const { nav, layout }: RouteDef = routes[key]
    return nav ? [{ key, nav, layout }] : []
  })
  .sort((a, b) => a.nav.order - b.nav.order)

const HEADING: Record<Exclude<Layout, 'project' | 'public'>, string> = {
  silo: 'Silo',
  settings: 'Settings',
  system: 'System',
}

/**
 * The side nav of a layout, from the route table's `nav` entries: a group for each section
 * in the order its first item comes. A project's items wait for the project's name.
 */
export function navSections(layout: Layout, project?: string): NavSection[] {
  if (layout === 'public') return []
  const heading = layout === 'project' ? (project ?? 'Project') : HEADING[layout]
  if (layout === 'project' && !project) return [{ heading, items: [] }]
  const params: Record<string, string> = project ? { project } : {}
  const sections = new Map<string, NavItem[]>()
  for (const { key, nav } of withNav.filter((r) => r.layout === layout)) {
    const section = nav.section ?? heading
    const href = fillPattern(routes[key].pattern, params)
    sections.set(section, [
      ...(sections.get(section) ?? []),
      { key, label: nav.label, href, icon: nav.icon },
    ])
  }
  return [...sections].map(([heading, items]) => ({ heading, items }))
}

/**
 * Whether the nav item of route `item` is the one the route on screen comes under: the
 * route itself, a page below it (`instances/[instance]`, a BGP tab) or its `-new` panel.
 */
export function navItemHolds(item: RouteKey, here: RouteKey): boolean {
  const mine = routes[item].pattern
  const shown = routes[here].pattern
  return shown === mine || shown.startsWith(mine + '/') || shown === `${mine}-new`
}
