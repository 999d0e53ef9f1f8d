import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query'
import { callApi, type OpName, type OpParams, type OpResult } from '@/lib/api/client'
import { ApiError } from '@/lib/api/errors'
import { entryOf, type SearchEntry } from '@/lib/domain/search/entries'

/** Lists are read once per palette session, not once per keystroke. */
const LIST_STALE_MS = 30_000
/** One page of each list: the palette matches within it. */
const LIST_LIMIT = 100

export type SearchQuery = {
  queryKey: readonly unknown[]
  queryFn: (ctx: QueryFunctionContext) => Promise<SearchEntry[]>
  staleTime: number
}

/**
 * A read whose result is turned into search entries. Its own key (not the page's),
 * since the cache holds entries; the signal lets TanStack Query abort it when the
 * palette no longer wants it (a newer query, the palette closed).
 */
function entriesQuery<O extends OpName>(
  op: O,
  params: OpParams<O>,
  toEntries: (data: OpResult<O>) => SearchEntry[],
): SearchQuery {
  return {
    queryKey: ['search', op, params],
    queryFn: ({ signal }) => callApi(op, params, { signal }).then(toEntries),
    staleTime: LIST_STALE_MS,
  }
}

export const projectsQuery = () =>
  entriesQuery('projectList', { query: { limit: LIST_LIMIT } }, (d) => d.items.map(entryOf.project))

/** The lists of one project's resources. */
export function projectQueries(project: string): SearchQuery[] {
  const query = { project, limit: LIST_LIMIT }
  return [
    entriesQuery('instanceList', { query }, (d) =>
      d.items.map((i) => entryOf.instance(i, project)),
    ),
    entriesQuery('diskList', { query }, (d) => d.items.map((i) => entryOf.disk(i, project))),
    entriesQuery('snapshotList', { query }, (d) =>
      d.items.map((i) => entryOf.snapshot(i, project)),
    ),
    entriesQuery('imageList', { query }, (d) => d.items.map((i) => entryOf.image(i, project))),
    entriesQuery('vpcList', { query }, (d) => d.items.map((i) => entryOf.vpc(i, project))),
    entriesQuery('floatingIpList', { query }, (d) =>
      d.items.map((i) => entryOf.floatingIp(i, project)),
    ),
    entriesQuery('antiAffinityGroupList', { query }, (d) =>
      d.items.map((i) => entryOf.antiAffinityGroup(i, project)),
    ),
  ]
}

export const subnetsQuery = (project: string, vpc: string) =>
  entriesQuery('vpcSubnetList', { query: { project, vpc, limit: LIST_LIMIT } }, (d) =>
    d.items.map((s) => entryOf.subnet(s, project, vpc)),
  )

export const siloImagesQuery = () =>
  entriesQuery('imageList', { query: { limit: LIST_LIMIT } }, (d) =>
    d.items.map((i) => entryOf.image(i, undefined)),
  )

/** Lists only fleet viewers may read. */
export const fleetQueries = (): SearchQuery[] => [
  entriesQuery('siloList', { query: { limit: LIST_LIMIT } }, (d) => d.items.map(entryOf.silo)),
  entriesQuery('sledList', { query: { limit: LIST_LIMIT } }, (d) => d.items.map(entryOf.sled)),
  entriesQuery('ipPoolList', { query: { limit: LIST_LIMIT } }, (d) => d.items.map(entryOf.ipPool)),
  entriesQuery('userList', { query: { limit: LIST_LIMIT } }, (d) => d.items.map(entryOf.user)),
]

/**
 * A whole id typed in, looked up directly in every view that takes an id without
 * its project (the contract's NameOrId paths). A 404 is the common answer: most
 * views don't hold that id, so it is no result rather than an error. Project ids
 * are named from the projects list, read together (the same in-flight request).
 */
export function byIdQueries(id: string, fleetViewer: boolean, client: QueryClient): SearchQuery[] {
  const lookup = <O extends OpName>(
    op: O,
    params: OpParams<O>,
    toEntry: (data: OpResult<O>, projectName: (projectId: string) => string) => SearchEntry,
  ): SearchQuery => ({
    queryKey: ['search', 'byId', op, id],
    queryFn: async ({ signal }) => {
      const [found, projects] = await Promise.all([
        callApi(op, params, { signal }).catch(notFoundAsUndefined),
        client.ensureQueryData(projectsQuery()).catch(() => [] as SearchEntry[]),
      ])
      if (found === undefined) return []
      const names = new Map(projects.map((p) => [p.id, p.name]))
      return [toEntry(found, (projectId) => names.get(projectId) ?? projectId)]
    },
    staleTime: LIST_STALE_MS,
  })
  const silo = [
    lookup('projectView', { path: { project: id } }, (p) => entryOf.project(p)),
    lookup('instanceView', { path: { instance: id } }, (i, name) =>
      entryOf.instance(i, name(i.projectId)),
    ),
    lookup('diskView', { path: { disk: id } }, (d, name) => entryOf.disk(d, name(d.projectId))),
    lookup('snapshotView', { path: { snapshot: id } }, (s, name) =>
      entryOf.snapshot(s, name(s.projectId)),
    ),
    lookup('imageView', { path: { image: id } }, (i, name) =>
      entryOf.image(i, i.projectId ? name(i.projectId) : undefined),
    ),
    lookup('vpcView', { path: { vpc: id } }, (v, name) => entryOf.vpc(v, name(v.projectId))),
    lookup('floatingIpView', { path: { floatingIp: id } }, (f, name) =>
      entryOf.floatingIp(f, name(f.projectId)),
    ),
    lookup('antiAffinityGroupView', { path: { antiAffinityGroup: id } }, (g, name) =>
      entryOf.antiAffinityGroup(g, name(g.projectId)),
    ),
  ]
  if (!fleetViewer) return silo
  return [
    ...silo,
    lookup('siloView', { path: { silo: id } }, (s) => entryOf.silo(s)),
    lookup('sledView', { path: { sledId: id } }, (s) => entryOf.sled(s)),
    lookup('ipPoolView', { path: { pool: id } }, (p) => entryOf.ipPool(p)),
    lookup('userView', { path: { userId: id } }, (u) => entryOf.user(u)),
  ]
}

function notFoundAsUndefined(e: unknown): undefined {
  if (e instanceof ApiError && (e.statusCode === 404 || e.statusCode === 403)) return undefined
  throw e
}
