import { type QueryClient, useQuery } from '@tanstack/react-query'
import { isDiskTransitional } from '@/components/disks/disk-actions'
import type { DiskResultsPage, Instance } from '@/lib/api/__generated__/Api'
import type { ApiError } from '@/lib/api/errors'
import { apiq, useApiQuery } from '@/lib/api/query'
import { isTransitional } from '@/lib/instance-actions'

/** An instance named by the route: the API takes names with a `project` selector. */
export type InstanceSel = { project: string; instance: string }

/** While the instance is on its way somewhere, look again this often (as the list does). */
export const TRANSITION_POLL_MS = 3000

// one params shape for the frame and every tab, so they share each query (one request)
export const instanceParams = ({ project, instance }: InstanceSel) => ({
  path: { instance },
  query: { project },
})

export function useInstance(sel: InstanceSel) {
  return useQuery<Instance, ApiError>({
    ...apiq('instanceView', instanceParams(sel)),
    refetchInterval: (q) =>
      q.state.data && isTransitional(q.state.data.runState) ? TRANSITION_POLL_MS : false,
  })
}

/**
 * Pickers (disks to attach, floating IPs, pools) ask for one large page: far
 * more than a project holds in practice, so nothing is left out.
 */
export const PICKER_LIMIT = 1000

/** The instance's disks, looked at again while any is attaching or detaching. */
export const useInstanceDisks = (sel: InstanceSel) =>
  useQuery<DiskResultsPage, ApiError>({
    ...apiq('instanceDiskList', instanceParams(sel)),
    refetchInterval: (q) =>
      q.state.data?.items.some((d) => isDiskTransitional(d.state.state))
        ? TRANSITION_POLL_MS
        : false,
  })

export const useInstanceExternalIps = (sel: InstanceSel) =>
  useApiQuery('instanceExternalIpList', instanceParams(sel))

/**
 * Starts the requests of the instance page's default tab, so that the bare
 * instance URL, which only forwards to that tab, doesn't wait for the tab's
 * code before asking the API.
 */
export function prefetchInstanceStorage(queryClient: QueryClient, sel: InstanceSel) {
  const params = instanceParams(sel)
  void queryClient.prefetchQuery(apiq('instanceView', params))
  void queryClient.prefetchQuery(apiq('instanceDiskList', params))
  void queryClient.prefetchQuery(apiq('instanceExternalIpList', params))
}
