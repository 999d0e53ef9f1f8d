import { PICKER_LIMIT } from './picker-limit'
import { apiq } from './query'

/**
 * The lists the create-instance form offers, each as the query its section reads. The form's
 * hook asks for these, and the boot starts the same ones while the form's code loads
 * (lib/api/early-requests.ts), so the two can't drift apart into a second request.
 */
export function instanceCreateLists(project: string) {
  const inSilo = { query: { limit: PICKER_LIMIT } }
  const inProject = { query: { project, limit: PICKER_LIMIT } }
  return {
    siloImages: apiq('imageList', inSilo),
    projectImages: apiq('imageList', inProject),
    disks: apiq('diskList', inProject),
    vpcs: apiq('vpcList', inProject),
    ipPools: apiq('projectIpPoolList', inSilo),
    floatingIps: apiq('floatingIpList', inProject),
    sshKeys: apiq('currentUserSshKeyList', inSilo),
    antiAffinityGroups: apiq('antiAffinityGroupList', inProject),
  }
}
