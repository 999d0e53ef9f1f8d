import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ApiError } from '@/lib/api/errors'
import { blockingError } from '@/lib/api/load-state'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery, useCombinedApiQueries } from '@/lib/api/query'
import { instanceParams } from '@/lib/api/selectors'
import type { CloneOffer, CloneSource } from './clone-prefill'
import type { PickerList } from './picker-list'
import type { CreateInstanceData } from './use-create-instance-data'
import * as op from '@/lib/api/ops'

export type CloneState =
  | { status: 'pending' }
  | { status: 'error'; error: ApiError; retrying: boolean; retry: () => void }
  /** what the copy is made from; the mapping to the form's values loads with the form */
  | { status: 'ready'; source: CloneSource; offer: CloneOffer }

type Named = { id: string; name: string }
type Names = { pending: boolean; entries: [string, string][] }

/** The names of what was looked up by id; one that failed is left out. */
const namesOf = (answers: UseQueryResult<Named, ApiError>[]): Names => ({
  pending: answers.some((a) => a.isPending),
  entries: answers.flatMap((a) => (a.data ? [[a.data.id, a.data.name] as [string, string]] : [])),
})

const unique = (ids: string[] | undefined) => [...new Set(ids ?? [])]

const offered = <T>(list: PickerList<T>) => (list.status === 'ready' ? list.items : undefined)

/**
 * Reads the instance a create form copies, and what the form offers to copy it into. Its reads
 * start together with the form's lists; the one that waits is the names of the VPCs and
 * subnets its interfaces are in, which the interfaces give by id. Each read shares its
 * key with the instance page's, so a copy made from that page starts from what it has.
 */
export function useCloneSource(
  project: string,
  from: string,
  data: CreateInstanceData,
): CloneState {
  const sel = instanceParams({ project, instance: from })
  const listed = { path: sel.path, query: { project, limit: PICKER_LIMIT } }
  const instance = useApiQuery(op.instanceView, sel)
  const disks = useApiQuery(op.instanceDiskList, sel)
  const nics = useApiQuery(op.instanceNetworkInterfaceList, {
    query: { project, instance: from, limit: PICKER_LIMIT },
  })
  const externalIps = useApiQuery(op.instanceExternalIpList, sel)
  const sshKeys = useApiQuery(op.instanceSshPublicKeyList, listed)
  const groups = useApiQuery(op.instanceAntiAffinityGroupList, listed)

  const nicItems = nics.data?.items
  const vpcs = useCombinedApiQueries(
    op.vpcView,
    unique(nicItems?.map((n) => n.vpcId)).map((vpc) => ({ path: { vpc } })),
    namesOf,
  )
  const subnets = useCombinedApiQueries(
    op.vpcSubnetView,
    unique(nicItems?.map((n) => n.subnetId)).map((subnet) => ({ path: { subnet } })),
    namesOf,
  )

  // what every read is enough of here: whether it has come, failed or is asking again
  const reads: {
    data: unknown
    error: ApiError | null
    isFetching: boolean
    refetch: () => unknown
  }[] = [instance, disks, nics, externalIps, sshKeys, groups]
  const failed = reads.find((q) => blockingError(q))
  const { siloImages, projectImages, ipPools } = data
  const userKeys = data.sshKeys
  const waiting =
    reads.some((q) => !q.data) ||
    vpcs.pending ||
    subnets.pending ||
    [siloImages, projectImages, ipPools, userKeys].some((l) => l.status === 'pending')

  const ready = useMemo(() => {
    if (
      waiting ||
      !instance.data ||
      !disks.data ||
      !nics.data ||
      !externalIps.data ||
      !sshKeys.data ||
      !groups.data
    ) {
      return undefined
    }
    const source: CloneSource = {
      instance: instance.data,
      disks: disks.data.items,
      nics: nics.data.items,
      externalIps: externalIps.data.items,
      sshKeys: sshKeys.data.items,
      antiAffinityGroups: groups.data.items,
      names: new Map([...vpcs.entries, ...subnets.entries]),
    }
    const offer: CloneOffer = {
      siloImages: offered(siloImages),
      projectImages: offered(projectImages),
      ipPools: offered(ipPools),
      sshKeys: offered(userKeys),
    }
    return { status: 'ready' as const, source, offer }
  }, [
    waiting,
    instance.data,
    disks.data,
    nics.data,
    externalIps.data,
    sshKeys.data,
    groups.data,
    vpcs.entries,
    subnets.entries,
    siloImages,
    projectImages,
    ipPools,
    userKeys,
  ])

  if (failed?.error) {
    return {
      status: 'error',
      error: failed.error,
      retrying: reads.some((q) => q.isFetching),
      retry: () => reads.filter((q) => q.error).forEach((q) => void q.refetch()),
    }
  }
  return ready ?? { status: 'pending' }
}
