import { useCallback, useMemo } from 'react'
import type { Instance } from '@/lib/api/__generated__/Api'
import type { ApiError } from '@/lib/api/errors'
import { useCombinedApiQueries } from '@/lib/api/query'
import { instanceNicListParams } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'

export type InstanceIps = {
  /** Private addresses of the network interfaces, the primary first, then external ones. */
  addresses: string[]
  loading: boolean
  failed: boolean
}

type Answer<T> = { data?: { items: T[] }; isPending: boolean; error: ApiError | null }
type Found = { ips: string[]; loading: boolean; failed: boolean }

const NOT_YET: Found = { ips: [], loading: true, failed: false }

/**
 * The IP addresses of the instances given (a list’s rows in view). The contract lists interfaces and external
 * IPs only per instance, so these are a second round after the list: one request of each
 * kind per instance, all at once, shared with the instance's own page by their keys.
 * The map stays the same object until an answer changes, so the table's columns do too.
 */
export function useInstanceIps(project: string, instances: Instance[]): Map<string, InstanceIps> {
  const byInstance = useCallback(
    <T>(ipsOf: (items: T[]) => string[]) =>
      (answers: Answer<T>[]) =>
        answers.map((a): Found => ({
          ips: ipsOf(a.data?.items ?? []),
          loading: a.isPending,
          failed: !!a.error,
        })),
    [],
  )
  const nics = useCombinedApiQueries(
    op.instanceNetworkInterfaceList,
    instances.map((i) => instanceNicListParams({ project, instance: i.name })),
    useMemo(
      () =>
        byInstance<{ ip: string; primary: boolean }>((items) =>
          [...items].sort((a, b) => Number(b.primary) - Number(a.primary)).map((nic) => nic.ip),
        ),
      [byInstance],
    ),
  )
  const external = useCombinedApiQueries(
    op.instanceExternalIpList,
    instances.map((i) => ({ path: { instance: i.name }, query: { project } })),
    useMemo(() => byInstance<{ ip: string }>((items) => items.map((ip) => ip.ip)), [byInstance]),
  )
  return useMemo(
    () =>
      new Map(
        instances.map((instance, n) => {
          // useQueries' combined answers can be a render behind a list that just grew: an
          // instance without its answers yet is one whose lookups are under way
          const nic = nics[n] ?? NOT_YET
          const ext = external[n] ?? NOT_YET
          return [
            instance.id,
            {
              addresses: [...new Set([...nic.ips, ...ext.ips])],
              loading: nic.loading || ext.loading,
              failed: nic.failed || ext.failed,
            },
          ]
        }),
      ),
    [instances, nics, external],
  )
}
