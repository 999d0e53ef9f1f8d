import type { QueryClient } from '@tanstack/react-query'
import type { RouteKey } from '@/lib/core/routes'
import { readPageLocation, type PageLocation } from './paging'
import { apiq, pagedParams, projectListParams, type PagedOp } from './query'
import {
  instanceNicListParams,
  instanceParams,
  vpcChildListParams,
  vpcParams,
  type InstanceSel,
} from './selectors'
import type { OpParams } from './client'
import { instanceCreateLists } from './instance-create-lists'

/**
 * A route's early requests: the queries its page asks for first, under the keys its hooks
 * use. The boot (components/layout/boot.tsx) starts them while the page's code loads, and a
 * page that only forwards starts its target's, so no page waits for its code before asking
 * the API. A route not listed here asks when it renders.
 */

type Params = Record<string, string>
type EarlyQuery = ReturnType<typeof apiq>

/** The page of a list the URL names (`?page=&cursor=&size=`), as `usePagedApiQuery` asks. */
const listPage = <O extends PagedOp>(op: O, params: OpParams<O>, loc: PageLocation) =>
  apiq(op, pagedParams(op, params, loc)) as EarlyQuery

const project = (p: Params) => projectListParams({ project: p.project })

/** An instance tab's requests: the instance, the tab's own list, its external IPs. */
const instanceTab = (list: (sel: InstanceSel) => EarlyQuery) => (p: Params) => {
  const sel = { project: p.project, instance: p.instance }
  return [
    apiq('instanceView', instanceParams(sel)),
    list(sel),
    apiq('instanceExternalIpList', instanceParams(sel)),
  ] as EarlyQuery[]
}

const instanceStorage = instanceTab((sel) => apiq('instanceDiskList', instanceParams(sel)))
// its interfaces name the VPCs and subnets the firewall rules that apply to it come from
const instanceNetworking = instanceTab((sel) =>
  apiq('instanceNetworkInterfaceList', instanceNicListParams(sel)),
)

const vpcFirewallRules = (p: Params) => {
  const sel = { project: p.project, vpc: p.vpc }
  return [
    apiq('vpcView', vpcParams(sel)),
    apiq('vpcFirewallRulesView', vpcChildListParams(sel)),
  ] as EarlyQuery[]
}

const EARLY: Partial<Record<RouteKey, (params: Params, loc: PageLocation) => EarlyQuery[]>> = {
  projects: (_, loc) => [listPage('projectList', { query: {} }, loc)],
  instances: (p, loc) => [listPage('instanceList', project(p), loc)],
  disks: (p, loc) => [listPage('diskList', project(p), loc)],
  snapshots: (p, loc) => [listPage('snapshotList', project(p), loc)],
  images: (p, loc) => [listPage('imageList', project(p), loc)],
  vpcs: (p, loc) => [listPage('vpcList', project(p), loc)],
  floatingIps: (p, loc) => [listPage('floatingIpList', project(p), loc)],
  instancesNew: (p) => Object.values(instanceCreateLists(p.project)) as EarlyQuery[],
  // the bare instance and VPC URLs forward to these tabs
  instance: instanceStorage,
  instanceStorage,
  instanceNetworking,
  vpc: vpcFirewallRules,
  vpcFirewallRules,
  // the bare silo URL forwards to a tab under the silo's frame
  systemSilo: (p) => [apiq('siloView', { path: { silo: p.silo } })] as EarlyQuery[],
}

/** The queries to start for a route, with the URL's query string (a list's page). */
export function earlyRequests(key: RouteKey, params: Params, search = ''): EarlyQuery[] {
  const loc = readPageLocation(Object.fromEntries(new URLSearchParams(search)))
  return EARLY[key]?.(params, loc) ?? []
}

export function startEarlyRequests(
  queryClient: QueryClient,
  key: RouteKey,
  params: Params,
  search = '',
) {
  for (const query of earlyRequests(key, params, search)) void queryClient.prefetchQuery(query)
}
