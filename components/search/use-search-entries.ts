import { useMemo } from 'react'
import {
  useQueuedApiQueries,
  useReadAnswered,
  useReadQueue,
  type QueuedResult,
} from '@/lib/api/queued-queries'
import type { SearchEntry } from '@/lib/domain/search/entries'
import { isUuid } from '@/lib/domain/search/match'
import {
  byIdReads,
  fleetReads,
  projectReads,
  projectsRead,
  siloImagesRead,
  subnetsRead,
  type ListRead,
} from '@/lib/domain/search/reads'

/**
 * Requests in flight at once: a search over every project asks for seven lists a
 * project, and a page still open behind the palette must get its own answers too.
 */
const IN_FLIGHT = 6
/** Projects read at once, beyond the current one: enough to keep the queue full. */
const OPEN_PROJECTS = 2
/** The key every search read is cached under, with the palette's opening. */
export const searchScope = (opening: number) => ['search', opening] as const

export type SearchState = {
  entries: SearchEntry[]
  searching: boolean
  /** some list could not be read (not the 404 of a lookup by id) */
  failed: boolean
  /** projects whose resources have all been read, of how many the user can see */
  projects: { searched: number; total: number | undefined }
}

/**
 * Everything the palette can match `query` against: the resources of every project the
 * user can see (the current one first, then the others by name), the silo's images and,
 * for a fleet viewer, the fleet's silos, sleds, physical disks, IP pools and users. Nothing
 * is read until there is a query; then every list is read once, a few at a time, and kept
 * while the palette is open, so typing more narrows what is shown without asking again.
 * Results come in as each list answers.
 */
export function useSearchEntries({
  query,
  opening,
  project,
  fleetViewer,
}: {
  query: string
  /** the palette's opening: each reads the lists afresh */
  opening: number
  project: string | undefined
  fleetViewer: boolean
}): SearchState {
  const queue = useReadQueue(IN_FLIGHT)
  const scope = searchScope(opening)
  const answered = useReadAnswered(scope)
  const options = { queue, scope, enabled: query.trim() !== '' }

  // the current project's lists go into the queue with the projects list, not after it
  const firstReads = [
    projectsRead(),
    ...(project ? projectReads(project) : []),
    siloImagesRead(),
    ...(fleetViewer ? fleetReads() : []),
  ]
  const first = useQueuedApiQueries(firstReads, options)
  const projectList = first[0].data
  const others = (projectList ?? []).map((p) => p.name).filter((name) => name !== project)
  const open = openProjects(others, answered)
  const restReads = open.flatMap(projectReads)
  const rest = useQueuedApiQueries(restReads, options)

  const vpcs = [...first, ...rest].flatMap((r) => r.data ?? []).filter((e) => e.kind === 'vpc')
  const subnetReads = vpcs.flatMap((v) => (v.project ? [subnetsRead(v.project, v.name)] : []))
  const subnets = useQueuedApiQueries(subnetReads, options)

  const id = query.trim().toLowerCase()
  const found = useQueuedApiQueries(isUuid(id) ? byIdReads(id, fleetViewer) : [], options)
  const names = useMemo(
    () => new Map((projectList ?? []).map((p) => [p.id, p.name])),
    [projectList],
  )
  const nameOf = (projectId: string) => names.get(projectId) ?? projectId

  const lists = [...first, ...rest, ...subnets]
  const current = project ? [project] : []
  const waiting = projectsWaiting([...firstReads, ...restReads, ...subnetReads], lists)
  const searched = [...current, ...open].filter((name) => !waiting.has(name)).length
  const total = projectList && current.length + others.length
  return {
    entries: [
      ...lists.flatMap((r) => r.data ?? []),
      ...found.flatMap((r) => (r.data ? [r.data(nameOf)] : [])),
    ],
    // between one project's last answer and the next project's first request, nothing is
    // in flight: the search goes on all the same
    searching:
      options.enabled &&
      ([...lists, ...found].some((r) => r.isFetching) || (total !== undefined && searched < total)),
    // a lookup by id that finds nothing is most of them: not a failure
    failed: lists.some((r) => r.error !== undefined),
    projects: { searched, total },
  }
}

/**
 * The projects whose lists are asked for now: those in order up to `OPEN_PROJECTS` still
 * being read. A project's subnets are asked for once its VPC list answers; with every
 * project's lists queued at once they would wait behind all of them, and no project would
 * be done until the end.
 */
function openProjects(names: string[], answered: (read: ListRead) => boolean) {
  const open: string[] = []
  let reading = 0
  for (const name of names) {
    if (reading === OPEN_PROJECTS) break
    open.push(name)
    if (!projectReads(name).every(answered)) reading++
  }
  return open
}

/** The projects with a list still unanswered (a VPC list unanswered hides its subnets). */
function projectsWaiting(reads: ListRead[], results: QueuedResult<SearchEntry[]>[]) {
  const waiting = new Set<string>()
  reads.forEach((read, i) => {
    const project = (read.params as { query?: { project?: string } }).query?.project
    if (project && !results[i].answered) waiting.add(project)
  })
  return waiting
}
