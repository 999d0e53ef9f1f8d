/** What a search list's keyboard and reading on need to know, apart from React. */

type Searchable = { label: string; detail?: string }

/** The items whose label or detail holds the search, case aside; all of them for none. */
export function searchMatches<T extends Searchable>(items: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase()
  if (!needle) return [...items]
  return items.filter((i) => `${i.label} ${i.detail ?? ''}`.toLowerCase().includes(needle))
}

/**
 * Where a key moves the highlighted row of `count` (`page` rows to a screen), or
 * undefined for a key that doesn't move it. The ends hold: no wrapping round.
 */
export function movedIndex(key: string, current: number, count: number, page: number) {
  if (count === 0) return undefined
  const last = count - 1
  const at = Math.min(Math.max(current, 0), last)
  switch (key) {
    case 'ArrowDown':
      return Math.min(at + 1, last)
    case 'ArrowUp':
      return Math.max(at - 1, 0)
    case 'PageDown':
      return Math.min(at + page, last)
    case 'PageUp':
      return Math.max(at - page, 0)
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return undefined
  }
}

/**
 * Whether the list should read on: its end (the last of `count` rows, within `ahead`)
 * is in sight, or nothing matches, and more is there to read, none on its way, and
 * the last attempt didn't fail (a failure waits for Retry).
 */
export function shouldReadOn({
  lastInSight,
  count,
  ahead,
  more,
}: {
  /** -1 when no row is in sight */
  lastInSight: number
  count: number
  ahead: number
  more: { hasMore: boolean; loading: boolean; error: unknown } | undefined
}) {
  if (!more || !more.hasMore || more.loading || more.error) return false
  return lastInSight >= count - 1 - ahead
}
