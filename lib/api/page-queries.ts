import { PICKER_LIMIT } from './picker-limit'
import { apiCall, projectListParams } from './query'
import {
  instanceNicListParams,
  instanceParams,
  siloParams,
  vpcChildListParams,
  vpcParams,
  type InstanceSel,
  type SiloSel,
  type VpcSel,
} from './selectors'
import * as op from './ops'

/**
 * The queries pages ask for first, by their route's params. The page's hook and the early
 * requests (lib/api/early-requests.ts) both take each one from here, as the create-instance
 * form's lists do (instance-create-lists.ts), so the two can't drift into two requests for
 * one answer. A list here is the whole list: the URL picks its page (`usePagedApiQuery`).
 */

/**
 * Who is signed in: the console's frame reads it on every page inside it (the user menu).
 * The frame's other read, the fleet policy, is left to the frame: for a user without a fleet
 * role it is a 403, which a hook mounting after it would ask for again.
 */
export const signedInUser = () => apiCall(op.currentUserView, {})

/** The silo's projects, the projects page's table. */
export const projectsList = () => apiCall(op.projectList, { query: {} })

/** A project's lists, each its own page's table. */
export function projectLists(project: string) {
  const inProject = projectListParams({ project })
  return {
    instances: apiCall(op.instanceList, inProject),
    disks: apiCall(op.diskList, inProject),
    snapshots: apiCall(op.snapshotList, inProject),
    images: apiCall(op.imageList, inProject),
    vpcs: apiCall(op.vpcList, inProject),
    floatingIps: apiCall(op.floatingIpList, inProject),
  }
}

/**
 * What a project's disks may have been made from, each list whole (one large page): its
 * snapshots, its images and the silo's. The disk list's Source column, the disk panel and
 * the new-disk form's pickers read these, so one answer serves them all.
 */
export function diskSourceLists(project: string) {
  const inProject = { query: { project, limit: PICKER_LIMIT } }
  return {
    snapshots: apiCall(op.snapshotList, inProject),
    projectImages: apiCall(op.imageList, inProject),
    siloImages: apiCall(op.imageList, { query: { limit: PICKER_LIMIT } }),
  }
}

/** One disk of a project, by name. */
export const diskQuery = (project: string, disk: string) =>
  apiCall(op.diskView, { path: { disk }, query: { project } })

/** One snapshot of a project, by name. */
export const snapshotQuery = (project: string, snapshot: string) =>
  apiCall(op.snapshotView, { path: { snapshot }, query: { project } })

/** An instance's page: its frame reads the instance, its disks and external IPs. */
export function instanceQueries(sel: InstanceSel) {
  return {
    instance: apiCall(op.instanceView, instanceParams(sel)),
    disks: apiCall(op.instanceDiskList, instanceParams(sel)),
    externalIps: apiCall(op.instanceExternalIpList, instanceParams(sel)),
    nics: apiCall(op.instanceNetworkInterfaceList, instanceNicListParams(sel)),
  }
}

/** A VPC's page: its frame reads the VPC, its default tab the firewall rules. */
export function vpcQueries(sel: VpcSel) {
  return {
    vpc: apiCall(op.vpcView, vpcParams(sel)),
    firewallRules: apiCall(op.vpcFirewallRulesView, vpcChildListParams(sel)),
  }
}

/** A silo's page: its frame reads the silo. */
export const siloQuery = (sel: SiloSel) => apiCall(op.siloView, siloParams(sel))
