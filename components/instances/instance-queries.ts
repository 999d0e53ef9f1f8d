import type { QueryClient } from '@tanstack/react-query'
import type { DiskResultsPage, Instance } from '@/lib/api/__generated__/Api'
import { apiq, useApiQuery } from '@/lib/api/query'
import { diskSettling, instanceSettling } from '@/lib/api/poll'

/** An instance named by the route: the API takes names with a `project` selector. */
export type InstanceSel = { project: string; instance: string }

// one params shape for the frame and every tab, so they share each query (one request)
export const instanceParams = ({ project, instance }: InstanceSel) => ({
  path: { instance },
  query: { project },
})

export const instanceBusy = (i: Instance) => instanceSettling(i.runState)

export const useInstance = (sel: InstanceSel) =>
  useApiQuery('instanceView', instanceParams(sel), { pollWhile: instanceBusy })

export const anyDiskBusy = (data: DiskResultsPage) =>
  data.items.some((d) => diskSettling(d.state.state))

/** The instance's disks, looked at again while any is attaching or detaching. */
export const useInstanceDisks = (sel: InstanceSel) =>
  useApiQuery('instanceDiskList', instanceParams(sel), { pollWhile: anyDiskBusy })

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
