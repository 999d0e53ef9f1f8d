/**
 * React keys for items of a list that may hold one item more than once: the API may send an
 * item twice (two pages that overlap, a list read while it changed), and the contract
 * doesn't forbid it. Each item keeps the key `keyOf` gives it; a repeat gets `#2`, `#3`, …
 * after that key, so React tells the copies apart and the list shows each.
 */
export function keyed<T>(items: readonly T[], keyOf: (item: T) => string): [string, T][] {
  const seen = new Map<string, number>()
  return items.map((item) => {
    const key = keyOf(item)
    const n = (seen.get(key) ?? 0) + 1
    seen.set(key, n)
    return [n === 1 ? key : `${key}#${n}`, item]
  })
}

/** The items with the first of each key only: for choices, where a repeat offers nothing. */
export function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = keyOf(item)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
