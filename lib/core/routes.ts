import type { RouteDef } from './route-table/define'
import { projectRoutes } from './route-table/project'
import { publicRoutes } from './route-table/public'
import { settingsRoutes } from './route-table/settings'
import { siloRoutes } from './route-table/silo'
import { systemRoutes } from './route-table/system'

export type { Layout, NavIcon, RouteDef } from './route-table/define'

/**
 * The one route table, one file per layout (lib/core/route-table/). Patterns use Next's
 * `[param]` syntax so that `router.pathname` (which Next reports as the pattern) looks a
 * route up directly. Titles, breadcrumbs, layouts and the path builder all come from here.
 */
const defineRoutes = <const T extends Record<string, RouteDef>>(r: T) => r

export const routes = defineRoutes({
  ...publicRoutes,
  ...siloRoutes,
  ...projectRoutes,
  ...settingsRoutes,
  ...systemRoutes,
})

type Routes = typeof routes
export type RouteKey = keyof Routes

/** The routes that are pages of ours: all but those the platform answers itself. */
export type PageRouteKey = {
  [K in RouteKey]: Routes[K] extends { platformOnly: true } ? never : K
}[RouteKey]

export const pageRouteKeys = (Object.keys(routes) as RouteKey[]).filter(
  (k) => !(routes[k] as RouteDef).platformOnly,
) as PageRouteKey[]

/** `'/a/[b]/c/[d]'` → `'b' | 'd'` */
type PatternParams<P extends string> = P extends `${string}[${infer K}]${infer Rest}`
  ? K | PatternParams<Rest>
  : never

export type RouteParams<K extends RouteKey> = {
  [P in PatternParams<Routes[K]['pattern']>]: string
}

const byPattern = new Map<string, RouteKey>(
  (Object.keys(routes) as RouteKey[]).map((k) => [routes[k].pattern, k]),
)

/** Look a route up by Next's `router.pathname` (the pattern). */
export function routeKeyForPattern(pattern: string): RouteKey | undefined {
  return byPattern.get(pattern)
}

export type Crumb = { label: string; key: RouteKey; params: Record<string, string> }

/** Breadcrumbs from the route's parent chain, outermost first. */
export function breadcrumbs(key: RouteKey, params: Record<string, string>): Crumb[] {
  const chain: Crumb[] = []
  let k: RouteKey | undefined = key
  while (k) {
    const def: RouteDef = routes[k]
    if (!def.hideCrumb) {
      const fromParam = def.crumbParam ? params[def.crumbParam] : undefined
      chain.unshift({ label: fromParam ?? def.title, key: k, params })
    }
    k = def.parent as RouteKey | undefined
  }
  return chain
}

/** Document title: the page's crumbs innermost first. */
export function documentTitle(key: RouteKey, params: Record<string, string>): string {
  const labels = breadcrumbs(key, params).map((c) => c.label)
  return [...labels.reverse(), 'Oxide Console'].join(' / ')
}
