import { buildApiRoutes, type ApiRoute } from '../handlers'

/**
 * Matching a request to an operation ourselves (rather than letting msw try
 * all 272 handlers) gives us the operation id for auth, chaos and audit, and
 * tells a wrong method (405) from an unknown path (404).
 */

type Compiled = ApiRoute & { segments: string[] }

const isParam = (seg: string) => seg.startsWith(':')

function compile(routes: ApiRoute[]): Compiled[] {
  return routes.map((r) => ({ ...r, segments: r.path.split('/').slice(1) }))
}

/** Literal segments beat parameters, earlier segments weigh more. */
const specificity = (segs: string[]) =>
  segs.reduce((acc, s, i) => acc + (isParam(s) ? 0 : 2 ** (20 - i)), 0)

export type RouteMatch =
  | { kind: 'found'; route: ApiRoute }
  | { kind: 'wrong-method'; allowed: string[] }
  | { kind: 'unknown-path' }

export function createRouter(routes = buildApiRoutes()) {
  const compiled = compile(routes)
  const match = (method: string, pathname: string): RouteMatch => {
    // exact segments: a trailing or doubled slash is another path, as in Dropshot
    const segs = pathname.split('/').slice(1)
    const candidates = compiled.filter(
      (r) =>
        r.segments.length === segs.length &&
        r.segments.every((s, i) => (isParam(s) ? segs[i] !== '' : s === segs[i])),
    )
    if (candidates.length === 0) return { kind: 'unknown-path' }
    // among the templates that fit, the most specific one owns the path
    const best = Math.max(...candidates.map((c) => specificity(c.segments)))
    const owners = candidates.filter((c) => specificity(c.segments) === best)
    const route = owners.find((c) => c.method === method)
    if (route) return { kind: 'found', route }
    return { kind: 'wrong-method', allowed: [...new Set(owners.map((o) => o.method))] }
  }
  return { routes, match }
}

export type Router = ReturnType<typeof createRouter>
