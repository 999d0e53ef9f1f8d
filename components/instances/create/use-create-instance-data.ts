import { useMemo } from 'react'
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
import { useLaterPages } from '@/lib/api/later-pages'
import { useApiQuery } from '@/lib/api/query'
import { pageQueries } from '@/lib/api/page-queries'
import { pickerList, type LaterPages, type ListQuery, type PickerList } from './picker-list'

export type CreateInstanceData = {
  siloImages: PickerList<Image>
  projectImages: PickerList<Image>
  /**
   * The project's disks, all of them: the sections offer those a new instance can attach
   * (`diskOfferedToAttach`), a rule this hook, which loads with the page, leaves to the
   * form's code
   */
  disks: PickerList<Disk>
  vpcs: PickerList<Vpc>
  ipPools: PickerList<SiloIpPool>
  /** unattached floating IPs only */
  floatingIps: PickerList<FloatingIp>
  sshKeys: PickerList<SshKey>
  antiAffinityGroups: PickerList<AntiAffinityGroup>
}

const all = () => true
const isUnattached = (f: FloatingIp) => !f.instanceId

/**
 * One list, rebuilt only when its query's answer changes; given `later`, read on past its
 * first page as its picker asks.
 */
function usePickerList<T>(
  query: ListQuery<T>,
  keep: (item: T) => boolean = all,
  later?: LaterPages<T>,
) {
  const { data, error, isFetching, refetch } = query
  return useMemo(
    () => pickerList({ data, error, isFetching, refetch }, keep, later),
    [data, error, isFetching, refetch, keep, later],
  )
}

/**
 * Every list the form offers, all requested at once (by the boot, on a direct load, before
 * the form's code arrives; none waits for another); each section uses its own as soon as
 * it arrives.
 */
export function useCreateInstanceData(project: string): CreateInstanceData {
  const lists = pageQueries.instancesNew({ project })
  // the images and disks may be many: their pickers read them on page by page
  const siloImages = useApiQuery(...lists.siloImages)
  const projectImages = useApiQuery(...lists.projectImages)
  const disks = useApiQuery(...lists.disks)
  const laterSiloImages = useLaterPages(...lists.siloImages, siloImages.data)
  const laterProjectImages = useLaterPages(...lists.projectImages, projectImages.data)
  const laterDisks = useLaterPages(...lists.disks, disks.data)
  return {
    siloImages: usePickerList(siloImages, all, laterSiloImages),
    projectImages: usePickerList(projectImages, all, laterProjectImages),
    disks: usePickerList(disks, all, laterDisks),
    vpcs: usePickerList(useApiQuery(...lists.vpcs)),
    ipPools: usePickerList(useApiQuery(...lists.ipPools)),
    floatingIps: usePickerList(useApiQuery(...lists.floatingIps), isUnattached),
    sshKeys: usePickerList(useApiQuery(...lists.sshKeys)),
    antiAffinityGroups: usePickerList(useApiQuery(...lists.antiAffinityGroups)),
  }
}

/**
 * A project's lists answering 404 or 403 mean there is no such project, or
 * none the user may use: then the whole page says so, as any page would.
 * Other failures stay with the section whose list failed.
 */
export function projectUnreachable(data: CreateInstanceData): ApiError | undefined {
  const { projectImages, disks, vpcs, floatingIps, antiAffinityGroups } = data
  for (const list of [projectImages, disks, vpcs, floatingIps, antiAffinityGroups]) {
    if (list.status === 'error' && [403, 404].includes(list.error.statusCode)) return list.error
  }
  return undefined
}
