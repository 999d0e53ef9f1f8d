import type { RouteKey, RouteParams } from '@/lib/core/routes'
import type { Op } from './client'
import { PICKER_LIMIT } from './picker-limit'
import { apiCall, projectListParams } from './query'
import {
  instanceNicListParams,
  instanceParams,
  siloParams,
  vpcChildListParams,
  vpcParams,
  type InstanceSel,
  type VpcSel,
} from './selectors'
import * as op from './ops'

/**
 * Who is signed in: the console's frame reads it on every page inside it (the user menu).
 * The frame's other read, the fleet policy, is left to the frame: for a user without a fleet
 * role it is a 403, which a hook mounting after it would ask for again.
 */
export const signedInUser = () => apiCall(op.currentUserView, {})

/**
 * A route's first reads, each a call by name: `list` is the page's table, whose page the URL
 * picks (`usePagedApiQuery`); the others are read whole.
 */
type FirstReads = Record<string, readonly [Op, unknown]>

const listIn = (project: string) => projectListParams({ project })

/**
 * What a project's disks may have been made from, each list whole (one large page): its
 * snapshots, its images and the silo's. The disk list's Source column, the disk panel and
 * the new-disk form's pickers read these, so one answer serves them all.
 */
function diskSources(project: string) {
  const inProject = { query: { project, limit: PICKER_LIMIT } }
  return {
    snapshots: apiCall(op.snapshotList, inProject),
    projectImages: apiCall(op.imageList, inProject),
    siloImages: apiCall(op.imageList, { query: { limit: PICKER_LIMIT } }),
  }
}

const disksList = (project: string) => apiCall(op.diskList, listIn(project))
const snapshotsList = (project: string) => apiCall(op.snapshotList, listIn(project))
const diskView = (project: string, disk: string) =>
  apiCall(op.diskView, { path: { disk }, query: { project } })

/** An instance's frame reads the instance and its external IPs; this tab, its disks. */
const instanceStorage = (sel: InstanceSel) => ({
  instance: apiCall(op.instanceView, instanceParams(sel)),
  disks: apiCall(op.instanceDiskList, instanceParams(sel)),
  externalIps: apiCall(op.instanceExternalIpList, instanceParams(sel)),
})

/** A VPC's frame reads the VPC, its default tab the firewall rules. */
const vpcFirewallRules = (sel: VpcSel) => ({
  vpc: apiCall(op.vpcView, vpcParams(sel)),
  firewallRules: apiCall(op.vpcFirewallRulesView, vpcChildListParams(sel)),
})

/**
 * The queries a route's page asks for first, by its params. The page's hooks read each one
 * from its route's entry here, and the boot starts the same entry while the page's code
 * loads (lib/api/early-requests.ts), so the two can't drift into two requests for one
 * answer. A route not here asks when it renders.
 */
export const pageQueries = {
  projects: () => ({ list: apiCall(op.projectList, { query: {} }) }),
  instances: ({ project }) => ({ list: apiCall(op.instanceList, listIn(project)) }),
  disks: ({ project }) => ({ list: disksList(project), ...diskSources(project) }),
  // a disk's panel, over each list that opens it
  disk: ({ project, disk }) => ({
    list: disksList(project),
    disk: diskView(project, disk),
    ...diskSources(project),
  }),
  snapshots: ({ project }) => ({ list: snapshotsList(project) }),
  snapshotDisk: ({ project, snapshot }) => ({
    list: snapshotsList(project),
    snapshot: apiCall(op.snapshotView, { path: { snapshot }, query: { project } }),
    ...diskSources(project),
  }),
  images: ({ project }) => ({ list: apiCall(op.imageList, listIn(project)) }),
  vpcs: ({ project }) => ({ list: apiCall(op.vpcList, listIn(project)) }),
  floatingIps: ({ project }) => ({ list: apiCall(op.floatingIpList, listIn(project)) }),
  // the lists the create-instance form offers, each as its section reads it
  instancesNew: ({ project }) => {
    const inSilo = { query: { limit: PICKER_LIMIT } }
    const inProject = { query: { project, limit: PICKER_LIMIT } }
    return {
      siloImages: apiCall(op.imageList, inSilo),
      projectImages: apiCall(op.imageList, inProject),
      disks: apiCall(op.diskList, inProject),
      vpcs: apiCall(op.vpcList, inProject),
      ipPools: apiCall(op.projectIpPoolList, inSilo),
      floatingIps: apiCall(op.floatingIpList, inProject),
      sshKeys: apiCall(op.currentUserSshKeyList, inSilo),
      antiAffinityGroups: apiCall(op.antiAffinityGroupList, inProject),
    }
  },
  // the bare instance and VPC URLs forward to these tabs
  instance: instanceStorage,
  instanceStorage,
  instanceStorageDisk: (p) => ({
    ...instanceStorage(p),
    disk: diskView(p.project, p.disk),
    ...diskSources(p.project),
  }),
  // its interfaces name the VPCs and subnets the firewall rules that apply to it come from
  instanceNetworking: (sel) => ({
    instance: apiCall(op.instanceView, instanceParams(sel)),
    nics: apiCall(op.instanceNetworkInterfaceList, instanceNicListParams(sel)),
    externalIps: apiCall(op.instanceExternalIpList, instanceParams(sel)),
  }),
  vpc: vpcFirewallRules,
  vpcFirewallRules,
  systemSilo: (sel) => ({ silo: apiCall(op.siloView, siloParams(sel)) }),
} satisfies { [K in RouteKey]?: (params: RouteParams<K>) => FirstReads }
