import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import type { VpcSel } from '@/lib/api/selectors'

export type GatewaySel = VpcSel & { gateway: string }

/** A gateway by name: the API wants its VPC and project beside it. */
export const gatewayParams = ({ project, vpc, gateway }: GatewaySel) => ({
  path: { gateway },
  query: { project, vpc },
})

/**
 * The pools or addresses attached to a gateway: one page, as large as a
 * picker's. The list's cells and the detail panel ask with the same key, so
 * the panel opens on what the list already loaded.
 */
export const gatewayAttachmentsParams = ({ project, vpc, gateway }: GatewaySel) => ({
  query: { project, vpc, gateway, limit: PICKER_LIMIT },
})

/** Where an attach or detach names its gateway. */
export const gatewaySelector = ({ project, vpc, gateway }: GatewaySel) => ({
  query: { project, vpc, gateway },
})

/** One IP pool by id: rows naming the same pool share one request. */
export const poolByIdParams = (pool: string) => ({ path: { pool } })

/** The VPC's routers, whose routes may target the gateway. */
export const vpcRoutersParams = ({ project, vpc }: VpcSel) => ({
  query: { project, vpc, limit: PICKER_LIMIT },
})

export const routerRoutesParams = ({ project, vpc }: VpcSel, router: string) => ({
  query: { project, vpc, router, limit: PICKER_LIMIT },
})
