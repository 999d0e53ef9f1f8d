import { DEFAULT_PAGE_SIZE, normalizePageSize } from '@/lib/core/page-size'

/**
 * Where a paged list is, kept in the URL so that Back, reload and a shared
 * link land on the same page: `?page=7&cursor=…&size=20`. Page tokens are
 * opaque and only lead forward, so the tokens of the pages already seen are
 * remembered for the tab (sessionStorage) to make Previous work; when they're
 * gone (a link opened elsewhere), Previous goes back to the first page.
 */

export type PageLocation = {
  /** 1-based */
  page: number
  /** the token that fetches this page; none on page 1 */
  cursor?: string
  size: number
}

type UrlQuery = Record<string, string | string[] | undefined>

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined)

/**
 * `prefix` names the keys of a second paged list on one page (`affinity-page`, …), so the
 * two don't read each other's tokens.
 */
export function readPageLocation(query: UrlQuery, prefix = ''): PageLocation {
  const validSize = normalizePageSize(one(query[`${prefix}size`]))
  const cursor = one(query[`${prefix}cursor`]) || undefined
  const page = Number(one(query[`${prefix}page`]))
  // without its token, no later page can be fetched: that's page 1
  if (!cursor) return { page: 1, size: validSize }
  return { page: Number.isInteger(page) && page > 1 ? page : 2, cursor, size: validSize }
}

/** The URL query for a location, keeping the route's other keys. */
export function writePageLocation(query: UrlQuery, loc: PageLocation, prefix = ''): UrlQuery {
  const rest = { ...query }
  for (const key of ['page', 'cursor', 'size']) delete rest[`${prefix}${key}`]
  return {
    ...rest,
    ...(loc.page > 1 && loc.cursor
      ? { [`${prefix}page`]: String(loc.page), [`${prefix}cursor`]: loc.cursor }
      : {}),
    ...(loc.size !== DEFAULT_PAGE_SIZE ? { [`${prefix}size`]: String(loc.size) } : {}),
  }
}

/** The tokens seen for one list at one page size: page number → its token. */
export type CursorMemory = {
  recall(list: string, page: number): string | undefined
  remember(list: string, page: number, cursor: string): void
}

export function sessionCursorMemory(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined) {
  const read = (list: string): Record<string, string> => {
    try {
      return JSON.parse(storage?.getItem(`pages:${list}`) ?? '{}') as Record<string, string>
    } catch {
      return {}
    }
  }
  return {
    recall: (list, page) => read(list)[page],
    remember(list, page, cursor) {
      try {
        storage?.setItem(`pages:${list}`, JSON.stringify({ ...read(list), [page]: cursor }))
      } catch {
        // storage full or blocked: Previous falls back to the first page
      }
    },
  } satisfies CursorMemory
}

/** Where Previous goes from `loc`. */
export function previousLocation(loc: PageLocation, memory: CursorMemory, list: string) {
  if (loc.page <= 2) return { page: 1, size: loc.size }
  const cursor = memory.recall(list, loc.page - 1)
  return cursor ? { page: loc.page - 1, cursor, size: loc.size } : { page: 1, size: loc.size }
}
