import { ALL_PAGES_LIMIT } from '@/lib/api/all-pages'
import { apiRead, type ApiRead } from '@/lib/api/queued-queries'
import { entryOf, type SearchEntry } from './entries'
import * as op from '@/lib/api/ops'

/**
 * The reads the palette searches, each list one page of the API's largest size: a
 * project with more of one kind than that is rare, and an id typed in full is looked up
 * directly wherever it lives.
 */
const limit = ALL_PAGES_LIMIT

export type ListRead = ApiRead<SearchEntry[]>

export const projectsRead = (): ListRead =>
  apiRead(op.projectList, { query: { limit } }, (d) => d.items.map(entryOf.project))

/** The lists of one project's resources, but its VPCs' subnets (`subnetsRead`). */
export function projectReads(project: string): ListRead[] {
  const query = { project, limit }
  return [
    apiRead(op.instanceList, { query }, (d) => d.items.map((i) => entryOf.instance(i, project))),
    apiRead(op.diskList, { query }, (d) => d.items.map((i) => entryOf.disk(i, project))),
    apiRead(op.snapshotList, { query }, (d) => d.items.map((i) => entryOf.snapshot(i, project))),
    apiRead(op.imageList, { query }, (d) => d.items.map((i) => entryOf.image(i, project))),
    apiRead(op.vpcList, { query }, (d) => d.items.map((i) => entryOf.vpc(i, project))),
    apiRead(op.floatingIpList, { query }, (d) =>
      d.items.map((i) => entryOf.floatingIp(i, project)),
    ),
    apiRead(op.antiAffinityGroupList, { query }, (d) =>
      d.items.map((i) => entryOf.antiAffinityGroup(i, project)),
    ),
  ]
}

export const subnetsRead = (project: string, vpc: string): ListRead =>
  apiRead(op.vpcSubnetList, { query: { project, vpc, limit } }, (d) =>
    d.items.map((s) => entryOf.subnet(s, project, vpc)),
  )

export const siloImagesRead = (): ListRead =>
  apiRead(op.imageList, { query: { limit } }, (d) =>
    d.items.map((i) => entryOf.image(i, undefined)),
  )

/** Lists only fleet viewers may read. */
export const fleetReads = (): ListRead[] => [
  apiRead(op.siloList, { query: { limit } }, (d) => d.items.map(entryOf.silo)),
  apiRead(op.sledList, { query: { limit } }, (d) => d.items.map(entryOf.sled)),
  apiRead(op.physicalDiskList, { query: { limit } }, (d) => d.items.map(entryOf.physicalDisk)),
  apiRead(op.ipPoolList, { query: { limit } }, (d) => d.items.map(entryOf.ipPool)),
  apiRead(op.userList, { query: { limit } }, (d) => d.items.map(entryOf.user)),
]

/** What a lookup by id found, once the names of the projects are known. */
export type Found = (projectName: (projectId: string) => string) => SearchEntry

/**
 * A whole id typed in, looked up directly in every view that takes an id without its
 * project (the contract's NameOrId paths). Most views don't hold that id: their 404 (or
 * 403, for a view the user may not read) means no result, not a failure.
 */
export function byIdReads(id: string, fleetViewer: boolean): ApiRead<Found>[] {
  const silo: ApiRead<Found>[] = [
    apiRead(op.projectView, { path: { project: id } }, (p) => () => entryOf.project(p)),
    apiRead(
      op.instanceView,
      { path: { instance: id } },
      (i) => (name) => entryOf.instance(i, name(i.projectId)),
    ),
    apiRead(
      op.diskView,
      { path: { disk: id } },
      (d) => (name) => entryOf.disk(d, name(d.projectId)),
    ),
    apiRead(
      op.snapshotView,
      { path: { snapshot: id } },
      (s) => (name) => entryOf.snapshot(s, name(s.projectId)),
    ),
    apiRead(
      op.imageView,
      { path: { image: id } },
      (i) => (name) => entryOf.image(i, i.projectId ? name(i.projectId) : undefined),
    ),
    apiRead(op.vpcView, { path: { vpc: id } }, (v) => (name) => entryOf.vpc(v, name(v.projectId))),
    apiRead(
      op.floatingIpView,
      { path: { floatingIp: id } },
      (f) => (name) => entryOf.floatingIp(f, name(f.projectId)),
    ),
    apiRead(
      op.antiAffinityGroupView,
      { path: { antiAffinityGroup: id } },
      (g) => (name) => entryOf.antiAffinityGroup(g, name(g.projectId)),
    ),
  ]
  if (!fleetViewer) return silo
  return [
    ...silo,
    apiRead(op.siloView, { path: { silo: id } }, (s) => () => entryOf.silo(s)),
    apiRead(op.sledView, { path: { sledId: id } }, (s) => () => entryOf.sled(s)),
    apiRead(op.physicalDiskView, { path: { diskId: id } }, (d) => () => entryOf.physicalDisk(d)),
    apiRead(op.ipPoolView, { path: { pool: id } }, (p) => () => entryOf.ipPool(p)),
    apiRead(op.userView, { path: { userId: id } }, (u) => () => entryOf.user(u)),
  ]
}
