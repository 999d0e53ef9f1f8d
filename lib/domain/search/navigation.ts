import { fillPattern } from '@/lib/core/paths'
import { patternParams } from '@/lib/core/route-match'
import { breadcrumbs, routes, type Layout, type RouteDef, type RouteKey } from '@/lib/core/routes'
import type { SearchEntry } from './entries'

const CONTEXT: Record<Exclude<Layout, 'public' | 'project'>, string> = {
  silo: 'Silo',
  system: 'System',
  settings: 'Settings',
}

/** Where a page is, beside its name; a project's pages say which project instead. */
const layoutContext = (layout: Layout) =>
  layout === 'project' || layout === 'public' ? undefined : CONTEXT[layout]

/** The page the palette is opened on: its route and the params its address gives. */
export type Here = { key: RouteKey; params: Record<string, string> }

/** A create action is a `…New` route of the table (a clone of a resource is not). */
const isCreate = (key: RouteKey) => key.endsWith('New')

/**
 * What the palette offers without reading the API, from the route table alone: every page
 * with no params or only the current project's, every create action whose params the current
 * page's address gives (on a VPC's page: New subnet, New firewall rule, New router; on a
 * silo's: its identity providers' and users'), and a "Go up" to each of the page's
 * breadcrumbs. System pages only for fleet viewers; sign-in pages and redirects never.
 */
export function navigationEntries({
  here,
  fleetViewer,
}: {
  here?: Here
  fleetViewer: boolean
}): SearchEntry[] {
  const params = here?.params ?? {}
  const known = (pattern: string) => patternParams(pattern).every((p) => !!params[p])
  const reachable = (def: RouteDef) =>
    def.layout !== 'public' && !def.hideCrumb && (def.layout !== 'system' || fleetViewer)

  const up = here
    ? breadcrumbs(here.key, params).flatMap(({ key, label }): SearchEntry[] => {
        const def: RouteDef = routes[key]
        if (key === here.key || !reachable(def) || !known(def.pattern)) return []
        return [
          {
            kind: 'up',
            id: key,
            name: `Go up to ${label}`,
            href: fillPattern(def.pattern, params),
            // a crumb named by its resource says what kind of thing it is
            context: def.crumbParam ? def.title : undefined,
          },
        ]
      })
    : []

  const pagesAndActions = (Object.keys(routes) as RouteKey[]).flatMap((key): SearchEntry[] => {
    const def: RouteDef = routes[key]
    if (!reachable(def) || !known(def.pattern)) return []
    const needs = patternParams(def.pattern)
    const onlyProject = needs.length === 0 || (needs.length === 1 && needs[0] === 'project')
    if (!isCreate(key) && !onlyProject) return []
    const where = needs.map((p) => params[p])
    return [
      {
        kind: isCreate(key) ? 'action' : 'page',
        id: key,
        name: def.title,
        href: fillPattern(def.pattern, params),
        context: [layoutContext(def.layout), ...where].filter(Boolean).join(' / ') || undefined,
      },
    ]
  })

  return [...up, ...pagesAndActions]
}
