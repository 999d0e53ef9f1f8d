import { invalidRequest } from '../transport/errors'

/**
 * Dropshot-style pagination. A page token is opaque to clients: here it is
 * base64url JSON of the sort mode, the last item's sort key and the scan's
 * selectors (Dropshot keeps those in the token too, so later pages need only
 * `page_token`).
 */

type SortMode =
  | 'name_ascending'
  | 'name_descending'
  | 'id_ascending'
  | 'time_and_id_ascending'
  | 'time_and_id_descending'

export type PageQuery = {
  limit?: number | null
  pageToken?: string | null
  sortBy?: SortMode
}

type Token = { v: 1; sort: SortMode; after: string[]; scope: Record<string, string> }

/** Dropshot's defaults: 100 items per page unless asked, at most 10,000. */
export const DEFAULT_LIMIT = 100
const MAX_LIMIT = 10000

export function decodeToken(raw: string): Token {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as Token).v === 1 &&
      typeof (parsed as Token).sort === 'string' &&
      Array.isArray((parsed as Token).after)
    ) {
      const t = parsed as Token
      return { ...t, scope: t.scope ?? {} }
    }
  } catch {
    // fall through to the 400
  }
  throw invalidRequest('unable to parse page token')
}

const encodeToken = (t: Token) => Buffer.from(JSON.stringify(t)).toString('base64url')

/**
 * A selector (`project`, `vpc`…) for a list call: from the query on a first
 * page, else from the page token.
 */
export function scopeParam(query: PageQuery | object, name: string) {
  const direct = (query as Record<string, unknown>)[name]
  if (typeof direct === 'string' && direct) return direct
  const token = (query as PageQuery).pageToken
  if (token) return decodeToken(token).scope[name]
  return undefined
}

type Keyed = { id?: string; name?: string; time_created?: string }

export type PageOptions<T> = {
  /** sort mode when none is given; the first of the operation's modes */
  defaultSort?: SortMode
  /** how to read a sort key when the item has no plain id / name / time_created */
  keys?: { id?: (item: T) => string; name?: (item: T) => string; time?: (item: T) => string }
  /** selectors to carry to the next page */
  scope?: Record<string, string | undefined>
}

export type Page<T> = { items: T[]; next_page: string | null }

export function paginate<T>(
  query: PageQuery,
  all: readonly T[],
  opts: PageOptions<T> = {},
): Page<T> {
  const token = query.pageToken ? decodeToken(query.pageToken) : undefined
  const sort: SortMode = token?.sort ?? query.sortBy ?? opts.defaultSort ?? 'name_ascending'
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)

  const idOf = opts.keys?.id ?? ((t: T) => (t as Keyed).id ?? '')
  const nameOf = opts.keys?.name ?? ((t: T) => (t as Keyed).name ?? '')
  const timeOf = opts.keys?.time ?? ((t: T) => (t as Keyed).time_created ?? '')
  const keyOf = (t: T): string[] => {
    switch (sort) {
      case 'name_ascending':
      case 'name_descending':
        return [nameOf(t)]
      case 'id_ascending':
        return [idOf(t)]
      default:
        return [timeOf(t), idOf(t)]
    }
  }
  const descending = sort === 'name_descending' || sort === 'time_and_id_descending'
  const compare = (a: string[], b: string[]) => {
    for (let i = 0; i < a.length; i++) {
      if (a[i] < b[i]) return descending ? 1 : -1
      if (a[i] > b[i]) return descending ? -1 : 1
    }
    return 0
  }

  const keyed = all.map((item) => ({ item, key: keyOf(item) }))
  keyed.sort((a, b) => compare(a.key, b.key))
  const start = token ? keyed.filter((k) => compare(k.key, token.after) > 0) : keyed
  const pageItems = start.slice(0, limit)
  const more = start.length > limit
  const scope: Record<string, string> = { ...token?.scope }
  for (const [k, v] of Object.entries(opts.scope ?? {})) if (v) scope[k] = v

  return {
    items: pageItems.map((k) => k.item),
    next_page: more
      ? encodeToken({ v: 1, sort, after: pageItems[pageItems.length - 1].key, scope })
      : null,
  }
}
