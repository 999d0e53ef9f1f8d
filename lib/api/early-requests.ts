import type { QueryClient } from '@tanstack/react-query'
import { routes, type RouteKey } from '@/lib/core/routes'
import type { Op, OpParams } from './client'
import { instanceCreateLists } from './instance-create-lists'
import {
  diskQuery,
  diskSourceLists,
  instanceQueries,
  projectLists,
  projectsList,
  signedInUser,
  siloQuery,
  snapshotQuery,
  vpcQueries,
} from './page-queries'
import { readPageLocation, type PageLocation } from './paging'
import { apiq, pagedParams, type PagedOp } from './query'

/**
 * A route's early requests: the queries its page asks for first, each taken from the
 * definition its hook reads (lib/api/page-queries.ts, instance-create-lists.ts), so an entry
 * here can't ask for something its page doesn't. The boot (components/layout/boot.tsx)
 * starts them while the page's code loads, and a page that only forwards starts its
 * target's, so no page waits for its code before asking the API. A route not listed here
 * asks when it renders.
 */

type Params = Record<string, string>
type EarlyQuery = ReturnType<typeof apiq>

/** The page of a list the URL names (`?page=&cursor=&size=`), as `usePagedApiQuery` asks. */
const listPage = <O extends PagedOp>(
  [op, params]: readonly [Op<O>, OpParams<O>],
  loc: PageLocation,
) => apiq(op, pagedParams(op, params, loc)) as EarlyQuery

/** Each call as its query. */
const queries = (calls: readonly (readonly [Op, unknown])[]) =>
  calls.map(([op, params]) => apiq(op, params as never) as EarlyQuery)

const lists = (p: Params) => projectLists(p.project)

/** An instance tab's requests: the instance, the tab's own list, its external IPs. */
const instanceTab = (list: 'disks' | 'nics') => (p: Params) => {
  const q = instanceQueries({ project: p.project, instance: p.instance })
  return queries([q.instance, q[list], q.externalIps])
}

const instanceStorage = instanceTab('disks')
// its interfaces name the VPCs and subnets the firewall rules that apply to it come from
const instanceNetworking = instanceTab('nics')

/** What the disks' Source column and the disk panel name sources from. */
const diskSources = (p: Params) => queries(Object.values(diskSourceLists(p.project)))

const vpcFirewallRules = (p: Params) => {
  const q = vpcQueries({ project: p.project, vpc: p.vpc })
  return queries([q.vpc, q.firewallRules])
}

const EARLY: Partial<Record<RouteKey, (params: Params, loc: PageLocation) => EarlyQuery[]>> = {
  projects: (_, loc) => [listPage(projectsList(), loc)],
  instances: (p, loc) => [listPage(lists(p).instances, loc)],
  disks: (p, loc) => [listPage(lists(p).disks, loc), ...diskSources(p)],
  // a disk's panel, over each list that opens it
  disk: (p, loc) => [
    listPage(lists(p).disks, loc),
    ...queries([diskQuery(p.project, p.disk)]),
    ...diskSources(p),
  ],
  snapshots: (p, loc) => [listPage(lists(p).snapshots, loc)],
  snapshotDisk: (p, loc) => [
    listPage(lists(p).snapshots, loc),
    ...queries([snapshotQuery(p.project, p.snapshot)]),
    ...diskSources(p),
  ],
  images: (p, loc) => [listPage(lists(p).images, loc)],
  vpcs: (p, loc) => [listPage(lists(p).vpcs, loc)],
  floatingIps: (p, loc) => [listPage(lists(p).floatingIps, loc)],
  instancesNew: (p) => queries(Object.values(instanceCreateLists(p.project))),
  // the bare instance and VPC URLs forward to these tabs
  instance: instanceStorage,
  instanceStorage,
  instanceStorageDisk: (p) => [
    ...instanceStorage(p),
    ...queries([diskQuery(p.project, p.disk)]),
    ...diskSources(p),
  ],
  instanceNetworking,
  vpc: vpcFirewallRules,
  vpcFirewallRules,
  systemSilo: (p) => queries([siloQuery({ silo: p.silo })]),
}

/**
 * The queries to start for a route, with the URL's query string (a list's page): its page's,
 * then, inside the console's frame, the signed-in user (the frame's user menu, which waited
 * for the frame's code before).
 */
export function earlyRequests(key: RouteKey, params: Params, search = ''): EarlyQuery[] {
  const loc = readPageLocation(Object.fromEntries(new URLSearchParams(search)))
  const frame = routes[key].layout === 'public' ? [] : queries([signedInUser()])
  return [...(EARLY[key]?.(params, loc) ?? []), ...frame]
}

export function startEarlyRequests(
  queryClient: QueryClient,
  key: RouteKey,
  params: Params,
  search = '',
) {
  for (const query of earlyRequests(key, params, search)) void queryClient.prefetchQuery(query)
}
