import type {
  AntiAffinityGroup,
  Disk,
  FloatingIp,
  Image,
  SiloIpPool,
  SshKey,
  Vpc,
} from '@/lib/api/__generated__/Api'
import type { ApiError } from '@/lib/api/errors'
import { useApiQuery } from '@/lib/api/query'

/**
 * How many of each list the pickers fetch. Pickers search on the client and
 * render only their first matches, so a big page stays responsive; a list
 * longer than this is cut, and the picker says so.
 */
export const PICKER_LIMIT = 1000

export type PickerList<T> = { items: T[]; truncated: boolean }

export type CreateInstanceData = {
  siloImages: PickerList<Image>
  projectImages: PickerList<Image>
  /** detached disks only: the ones a new instance can attach */
  detachedDisks: PickerList<Disk>
  vpcs: PickerList<Vpc>
  ipPools: PickerList<SiloIpPool>
  /** unattached floating IPs only */
  floatingIps: PickerList<FloatingIp>
  sshKeys: PickerList<SshKey>
  antiAffinityGroups: PickerList<AntiAffinityGroup>
}

type Page<T> = { items: T[]; nextPage?: string | null }

function list<T>(page: Page<T>, keep: (item: T) => boolean = () => true): PickerList<T> {
  return { items: page.items.filter(keep), truncated: !!page.nextPage }
}

/**
 * Every list the form offers, all requested at once when the page mounts:
 * none waits for another.
 */
export function useCreateInstanceData(
  project: string,
):
  | { status: 'pending' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; data: CreateInstanceData } {
  const limit = PICKER_LIMIT
  const inProject = { query: { project, limit } }
  const siloImages = useApiQuery('imageList', { query: { limit } })
  const projectImages = useApiQuery('imageList', inProject)
  const disks = useApiQuery('diskList', inProject)
  const vpcs = useApiQuery('vpcList', inProject)
  const ipPools = useApiQuery('projectIpPoolList', { query: { limit } })
  const floatingIps = useApiQuery('floatingIpList', inProject)
  const sshKeys = useApiQuery('currentUserSshKeyList', { query: { limit } })
  const groups = useApiQuery('antiAffinityGroupList', inProject)

  const all = [siloImages, projectImages, disks, vpcs, ipPools, floatingIps, sshKeys, groups]
  // a failed refetch keeps the data it had: never unmount a form being filled in
  const failed = all.find((q) => q.error && !q.data)
  if (failed?.error) return { status: 'error', error: failed.error }
  if (
    !siloImages.data ||
    !projectImages.data ||
    !disks.data ||
    !vpcs.data ||
    !ipPools.data ||
    !floatingIps.data ||
    !sshKeys.data ||
    !groups.data
  ) {
    return { status: 'pending' }
  }
  return {
    status: 'ready',
    data: {
      siloImages: list(siloImages.data),
      projectImages: list(projectImages.data),
      detachedDisks: list(disks.data, (d) => d.state.state === 'detached'),
      vpcs: list(vpcs.data),
      ipPools: list(ipPools.data),
      floatingIps: list(floatingIps.data, (f) => !f.instanceId),
      sshKeys: list(sshKeys.data),
      antiAffinityGroups: list(groups.data),
    },
  }
}
