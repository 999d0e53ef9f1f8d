import { routes, type RouteKey, type RouteParams } from './routes'

type PathBuilder = {
  [K in RouteKey]: keyof RouteParams<K> extends never
    ? () => string
    : (params: RouteParams<K>) => string
}

/** Fill a `[param]` pattern; values are URI-encoded so odd names stay one segment. */
export function fillPattern(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === '') throw new Error(`Missing route param: ${name}`)
    return encodeURIComponent(value)
  })
}

/** The typed path builder: every in-app link is made with it. */
export const pb = Object.fromEntries(
  (Object.keys(routes) as RouteKey[]).map((k) => [
    k,
    (params?: Record<string, string>) => fillPattern(routes[k].pattern, params),
  ]),
) as unknown as PathBuilder
