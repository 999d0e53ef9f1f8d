import type { Instance } from '@/lib/api/__generated__/Api'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQueries } from '@/lib/api/query'

export type InstanceIps = {
  /** Private addresses of the network interfaces, the primary first, then external ones. */
  addresses: string[]
  loading: boolean
  failed: boolean
}

/**
 * The IP addresses of the instances given (a list’s rows in view). The contract lists interfaces and external
 * IPs only per instance, so these are a second round after the list: one request of each
 * kind per instance, all at once, shared with the instance's own page by their keys.
 */
export function useInstanceIps(project: string, instances: Instance[]): Map<string, InstanceIps> {
  const nics = useApiQueries(
    'instanceNetworkInterfaceList',
    instances.map((i) => ({ query: { project, instance: i.name, limit: PICKER_LIMIT } })),
  )
  const external = useApiQueries(
    'instanceExternalIpList',
    instances.map((i) => ({ path: { instance: i.name }, query: { project } })),
  )
  return new Map(
    instances.map((instance, n) => {
      const privateIps = [...(nics[n].data?.items ?? [])]
        .sort((a, b) => Number(b.primary) - Number(a.primary))
        .map((nic) => nic.ip)
      const externalIps = (external[n].data?.items ?? []).map((ip) => ip.ip)
      return [
        instance.id,
        {
          addresses: [...new Set([...privateIps, ...externalIps])],
          loading: nics[n].isPending || external[n].isPending,
          failed: !!nics[n].error || !!external[n].error,
        },
      ]
    }),
  )
}
