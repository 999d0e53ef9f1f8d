import { useRouter } from 'next/router'

/**
 * Route params of a statically exported dynamic page. The export renders the
 * page with an empty query; the real params exist once `router.isReady`.
 */
export function useRouteParams<K extends string>(...names: K[]): Record<K, string> | undefined {
  const router = useRouter()
  if (!router.isReady) return undefined
  const out = {} as Record<K, string>
  for (const name of names) {
    const v = router.query[name]
    if (typeof v !== 'string' || v === '') return undefined
    out[name] = v
  }
  return out
}

/** A single string query-string value, if present. */
export function useQueryParam(name: string): string | undefined {
  const router = useRouter()
  const v = router.query[name]
  return typeof v === 'string' ? v : undefined
}
