import { routes, type RouteKey } from './routes'

/**
 * Which route of the table a URL path is. The platform serves one `index.html` for every
 * console path, so the page to show is found here, in the browser, from the route table:
 * the boot (components/layout/boot.tsx) and the early requests read it, and the boot
 * preload's matcher (public/boot-preload.js, which runs before any bundle) is tested against it.
 */

const isParam = (seg: string) => seg.startsWith('[') && seg.endsWith(']')

/** The names of a pattern's params, in order: `'/projects/[project]/disks/[disk]'` → project, disk. */
export const patternParams = (pattern: string) =>
  pattern
    .split('/')
    .filter(isParam)
    .map((seg) => seg.slice(1, -1))

/** Higher for more literal segments, earlier in the path: `/a/b` beats `/a/[x]`. */
function specificity(pattern: string): number {
  const segs = pattern.split('/').filter(Boolean)
  return segs.reduce((acc, seg, i) => acc + (isParam(seg) ? 0 : 2 ** (16 - i)), 0)
}

function segmentsOf(path: string): string[] | undefined {
  try {
    return path
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s))
  } catch {
    return undefined // malformed percent-encoding
  }
}

/** A path's decoded segments, unless one could step out of its place (`..`, an encoded `/`). */
function safeSegments(path: string): string[] | undefined {
  const segs = segmentsOf(path)
  if (!segs || segs.some((s) => s === '..' || s === '.' || s.includes('/'))) return undefined
  return segs
}

function paramsIn(pattern: string, segs: string[]): Record<string, string> | undefined {
  const pat = pattern.split('/').filter(Boolean)
  if (pat.length !== segs.length) return undefined
  const params: Record<string, string> = {}
  for (const [i, p] of pat.entries()) {
    if (isParam(p)) params[p.slice(1, -1)] = segs[i]
    else if (p !== segs[i]) return undefined
  }
  return params
}

export type RouteMatch = { key: RouteKey; params: Record<string, string> }

/**
 * Which of two patterns a path both match is shown: the more specific. The boot preload's
 * table (scripts/boot-preload.ts) is in this order too, so it picks the page this does.
 */
export const mostSpecificFirst = (a: string, b: string) => specificity(b) - specificity(a)

// so the first hit is the one Next's router would pick too
const byPrecedence = (Object.keys(routes) as RouteKey[]).sort((a, b) =>
  mostSpecificFirst(routes[a].pattern, routes[b].pattern),
)

/** The route a URL path shows, with its params; undefined for a path the console has no page for. */
export function matchRoute(path: string): RouteMatch | undefined {
  const segs = safeSegments(path)
  if (!segs) return undefined
  for (const key of byPrecedence) {
    const params = paramsIn(routes[key].pattern, segs)
    if (params) return { key, params }
  }
  return undefined
}
