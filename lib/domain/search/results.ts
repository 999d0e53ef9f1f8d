import { KIND_HEADINGS, KINDS, type Kind, type SearchEntry } from './entries'
import { matchRank } from './match'

export type ResultGroup = { kind: Kind; heading: string; entries: SearchEntry[] }

/** Enough to pick from; more of one kind means the query should be longer. */
const PER_GROUP = 8

/**
 * The entries matching `query`, best first within each kind, grouped in the order
 * of KINDS; among equal matches, those of the current `project` first. A page also
 * matches by where it is ("system utilization"). The ways up keep the breadcrumbs' order,
 * outermost first. An entry found twice (in a list and by its id) is shown once.
 */
export function searchResults(
  query: string,
  entries: SearchEntry[],
  { project, perGroup = PER_GROUP }: { project?: string; perGroup?: number } = {},
): ResultGroup[] {
  const best = new Map<string, { entry: SearchEntry; rank: number; at: number }>()
  for (const [at, entry] of entries.entries()) {
    const rank = rankOf(query, entry)
    if (rank === undefined) continue
    const key = `${entry.kind}:${entry.id}`
    const seen = best.get(key)
    if (!seen || rank < seen.rank) best.set(key, { entry, rank, at })
  }
  const elsewhere = (e: SearchEntry) => (project !== undefined && e.project === project ? 0 : 1)
  const found = [...best.values()].sort((a, b) =>
    a.entry.kind === 'up' && b.entry.kind === 'up'
      ? a.at - b.at
      : a.rank - b.rank ||
        elsewhere(a.entry) - elsewhere(b.entry) ||
        a.entry.name.localeCompare(b.entry.name),
  )
  return KINDS.flatMap((kind) => {
    const of = found.filter((f) => f.entry.kind === kind).slice(0, perGroup)
    return of.length
      ? [{ kind, heading: KIND_HEADINGS[kind], entries: of.map((f) => f.entry) }]
      : []
  })
}

/** Kinds that are places in the console rather than resources: matched by name and where. */
const NAVIGATION = new Set<Kind>(['up', 'page', 'action'])

function rankOf(query: string, entry: SearchEntry): number | undefined {
  const isResource = !NAVIGATION.has(entry.kind)
  const rank = matchRank(query, entry.name, isResource ? entry.id : undefined)
  if (rank !== undefined || isResource || !entry.context) return rank
  const inContext = matchRank(query, `${entry.context} ${entry.name}`)
  return inContext === undefined ? undefined : inContext + 1
}
