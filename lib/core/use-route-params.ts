import { useRouter } from 'next/router'
import { matchRoute } from './route-match'

/**
 * The params `names` from a URL path (a query or fragment allowed), as the boot's matcher
 * reads them; undefined when one is missing or the path is no route's.
 */
export function routeParamsAt<K extends string>(
  url: string,
  names: K[],
): Record<K, string> | undefined {
  const params = matchRoute(url.split(/[?#]/, 1)[0])?.params
  if (!params) return undefined
  const out = {} as Record<K, string>
  for (const name of names) {
    const v = params[name]
    if (!v) return undefined
    out[name] = v
  }
  return out
}

/**
 * Route params of a statically exported dynamic page, from its address by the route table's
 * matcher (lib/core/route-match.ts), the one the boot picked the page by. The export renders
 * the page before its address is known: the params exist once `router.isReady`.
 */
export function useRouteParams<K extends string>(...names: K[]): Record<K, string> | undefined {
  const router = useRouter()
  return router.isReady ? routeParamsAt(router.asPath, names) : undefined
}

/** A single string query-string value, if present. */
export function useQueryParam(name: string): string | undefined {
  const router = useRouter()
  const v = router.query[name]
  return typeof v === 'string' ? v : undefined
}
