import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import type { VpcSel } from '@/lib/api/selectors'

export type SubnetSel = VpcSel & { subnet: string }

/** A subnet by name: the API wants its VPC and project beside it. */
export const subnetParams = ({ project, vpc, subnet }: SubnetSel) => ({
  path: { subnet },
  query: { project, vpc },
})

/** One router by id (Nexus refuses VPC or project selectors beside an id). */
export const routerByIdParams = (router: string) => ({ path: { router } })

/** The VPC's routers for a picker: one page of PICKER_LIMIT. */
export const vpcRoutersPickerParams = ({ project, vpc }: VpcSel) => ({
  query: { project, vpc, limit: PICKER_LIMIT },
})

/** The network interfaces in a subnet: one page, as many as a picker takes. */
export const subnetInterfacesParams = (sel: SubnetSel) => ({
  path: { subnet: sel.subnet },
  query: { project: sel.project, vpc: sel.vpc, limit: PICKER_LIMIT },
})
