import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SearchEntry } from '@/lib/domain/search/entries'
import { isUuid } from '@/lib/domain/search/match'
import {
  byIdQueries,
  fleetQueries,
  projectQueries,
  projectsQuery,
  siloImagesQuery,
  subnetsQuery,
} from './search-queries'

/**
 * How many projects' lists are read: the current one first, then the first
 * others. Seven lists a project, so more would be a flood of requests per search.
 */
export const PROJECTS_SEARCHED = 3
/** Subnets are listed per VPC: those of the first project's first VPCs. */
const VPCS_SEARCHED = 3

export type SearchState = {
  entries: SearchEntry[]
  searching: boolean
  /** some list could not be read (not a 404 of a lookup by id) */
  failed: boolean
  /** projects whose lists were read, of how many the user can see */
  projects: { searched: number; total: number; more: boolean }
}

/**
 * Everything the palette can match `query` against. Nothing is read until there
 * is a query; the current project's lists start together with the projects list
 * (no waiting on it), and every read is abandoned when its answer is no longer
 * wanted. Lists are cached briefly, so typing on matches locally.
 */
export function useSearchEntries({
  query,
  project,
  fleetViewer,
}: {
  query: string
  project: string | undefined
  fleetViewer: boolean
}): SearchState {
  const client = useQueryClient()
  const active = query.trim() !== ''
  const projects = useQuery({ ...projectsQuery(), enabled: active })
  const others = (projects.data ?? []).map((p) => p.name).filter((name) => name !== project)
  const searched = [...(project ? [project] : []), ...others].slice(0, PROJECTS_SEARCHED)
  const firstProject = searched[0]

  const lists = [
    ...searched.flatMap(projectQueries),
    siloImagesQuery(),
    ...(fleetViewer ? fleetQueries() : []),
    ...(isUuid(query) ? byIdQueries(query.trim().toLowerCase(), fleetViewer, client) : []),
  ]
  const listResults = useQueries({
    queries: lists.map((q) => ({ ...q, enabled: active })),
  })

  // the VPCs of the first project, as its VPC list named them
  const vpcs = firstProject
    ? listResults
        .flatMap((r) => r.data ?? [])
        .filter((e) => e.kind === 'vpc' && e.project === firstProject)
        .slice(0, VPCS_SEARCHED)
        .map((v) => subnetsQuery(firstProject, v.name))
    : []
  const subnetResults = useQueries({
    queries: vpcs.map((q) => ({ ...q, enabled: active })),
  })

  const all = [projects, ...listResults, ...subnetResults]
  const total = projects.data?.length ?? searched.length
  return {
    entries: all.flatMap((r) => r.data ?? []),
    searching: active && all.some((r) => r.isFetching),
    failed: all.some((r) => r.isError),
    projects: {
      searched: searched.length,
      total,
      more: projects.data !== undefined && total > searched.length,
    },
  }
}
