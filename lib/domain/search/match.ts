const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A whole id typed in: worth asking the API for directly, not only the lists. */
export const isUuid = (text: string) => UUID.test(text.trim())

/** Below this an id prefix matches too much to mean anything (every id holds hex). */
const MIN_ID_PREFIX = 4

/**
 * How well `query` matches a thing called `name` with id `id`: lower is better,
 * undefined is no match. Names match anywhere, case-insensitively; ids from the start.
 */
export function matchRank(query: string, name: string, id?: string): number | undefined {
  const q = query.trim().toLowerCase()
  if (q === '') return undefined
  const n = name.toLowerCase()
  if (n === q) return 0
  if (n.startsWith(q)) return 1
  if (n.includes(q)) return 2
  if (id && q.length >= MIN_ID_PREFIX && id.toLowerCase().startsWith(q)) return 3
  return undefined
}
