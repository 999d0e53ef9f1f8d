import { PICKER_LIMIT } from './picker-limit'
import { apiCall } from './query'
import * as op from './ops'

/**
 * The lists the create-instance form offers, each as the query its section reads. The form's
 * hook asks for these, and the boot starts the same ones while the form's code loads
 * (lib/api/early-requests.ts), so the two can't drift apart into a second request.
 */
export function instanceCreateLists(project: string) {
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
}
