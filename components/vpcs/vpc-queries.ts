import type { QueryClient } from '@tanstack/react-query'
import { apiq, useApiQuery } from '@/lib/api/query'

/** A VPC named by the route: the API takes names with a `project` selector. */
export type VpcSel = { project: string; vpc: string }

// one params shape for the frame and every tab, so they share each query (one request)
export const vpcParams = ({ project, vpc }: VpcSel) => ({ path: { vpc }, query: { project } })

/** Lists under a VPC take it (and its project) as query selectors. */
export const vpcChildListParams = ({ project, vpc }: VpcSel) => ({ query: { project, vpc } })

export const useVpc = (sel: VpcSel) => useApiQuery('vpcView', vpcParams(sel))

/**
 * Starts the requests of the VPC page's default tab, so that the bare VPC URL,
 * which only forwards to that tab, doesn't wait for the tab's code.
 */
export function prefetchVpcFirewallRules(queryClient: QueryClient, sel: VpcSel) {
  void queryClient.prefetchQuery(apiq('vpcView', vpcParams(sel)))
  void queryClient.prefetchQuery(apiq('vpcFirewallRulesView', vpcChildListParams(sel)))
}
