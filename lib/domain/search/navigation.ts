import { fillPattern } from '@/lib/core/paths'
import { routes, type Layout, type RouteKey } from '@/lib/core/routes'
import type { SearchEntry } from './entries'

const paramsOf = (pattern: string) => [...pattern.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1])

const CONTEXT: Record<Exclude<Layout, 'public' | 'project'>, string> = {
  silo: 'Silo',
  system: 'System',
  settings: 'Settings',
}

/**
 * Every page of the route table that can be reached from here, and every create
 * action (a `…New` route): those with no params, and those needing only the current
 * project's. System pages only for fleet viewers; sign-in pages and redirects never.
 */
export function navigationEntries({
  project,
  fleetViewer,
}: {
  project?: string
  fleetViewer: boolean
}): SearchEntry[] {
  return (Object.keys(routes) as RouteKey[]).flatMap((key): SearchEntry[] => {
    const def: { pattern: string; title: string; layout: Layout; hideCrumb?: boolean } = routes[key]
    if (def.layout === 'public' || def.hideCrumb) return []
    if (def.layout === 'system' && !fleetViewer) return []
    const params = paramsOf(def.pattern)
    const needsProject = params.length === 1 && params[0] === 'project'
    if (params.length > 0 && !(needsProject && project)) return []
    const href = needsProject && project ? fillPattern(def.pattern, { project }) : def.pattern
    return [
      {
        kind: key.endsWith('New') ? 'action' : 'page',
        id: key,
        name: def.title,
        href,
        context: def.layout === 'project' ? project : CONTEXT[def.layout],
      },
    ]
  })
}
