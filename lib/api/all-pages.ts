/** "Load all" on a paged list: this many pages of this many items at most. */
export const ALL_PAGES_LIMIT = 1000
const ALL_PAGES_MAX = 10

type Page<T> = { items: T[]; nextPage?: string | null }

/**
 * Follows a list's page tokens from the first page until the last, or until `maxPages`
 * pages; `capped` says the list has more than was fetched.
 */
export async function fetchAllPages<T>(
  fetchPage: (pageToken: string | undefined) => Promise<Page<T>>,
  maxPages = ALL_PAGES_MAX,
): Promise<{ items: T[]; capped: boolean }> {
  const items: T[] = []
  let token: string | undefined
  for (let page = 0; page < maxPages; page++) {
    const result = await fetchPage(token)
    items.push(...result.items)
    token = result.nextPage ?? undefined
    if (!token) return { items, capped: false }
  }
  return { items, capped: true }
}
