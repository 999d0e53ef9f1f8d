import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import type { VpcSel } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'

/** A router named by the route: the API takes names with its VPC and project as selectors. */
export type RouterSel = VpcSel & { router: string }
export type RouteSel = RouterSel & { route: string }

export const routerParams = ({ project, vpc, router }: RouterSel) => ({
  path: { router },
  query: { project, vpc },
})

export const routeListParams = ({ project, vpc, router }: RouterSel) => ({
  query: { project, vpc, router },
})

export const routeParams = ({ project, vpc, router, route }: RouteSel) => ({
  path: { route },
  query: { project, vpc, router },
})

export const useRouterView = (sel: RouterSel) => useApiQuery(op.vpcRouterView, routerParams(sel))

// one page of the VPC's subnets: the router page names those that use it and
// the route form offers them, sharing this one request
const vpcSubnetPickerParams = ({ project, vpc }: VpcSel) => ({
  query: { project, vpc, limit: PICKER_LIMIT },
})

export const useVpcSubnetPicker = (sel: VpcSel, enabled = true) =>
  useApiQuery(op.vpcSubnetList, vpcSubnetPickerParams(sel), { enabled })
