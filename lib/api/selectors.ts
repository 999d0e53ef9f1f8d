/**
 * How the API names a resource of a route: by name, with its parents as query selectors.
 * One params shape for a page's frame, its tabs and its early requests
 * (lib/api/early-requests.ts), so they share each query: one request.
 */

/** An instance named by the route. */
export type InstanceSel = { project: string; instance: string }

export const instanceParams = ({ project, instance }: InstanceSel) => ({
  path: { instance },
  query: { project },
})

/**
 * An instance's network interfaces: Nexus allows eight, so the first page at its default
 * size holds them all. The instances list's address column and the networking tab share it.
 */
export const instanceNicListParams = ({ project, instance }: InstanceSel) => ({
  query: { project, instance },
})

/** A VPC named by the route. */
export type VpcSel = { project: string; vpc: string }

export const vpcParams = ({ project, vpc }: VpcSel) => ({ path: { vpc }, query: { project } })

/** Lists under a VPC take it (and its project) as query selectors. */
export const vpcChildListParams = ({ project, vpc }: VpcSel) => ({ query: { project, vpc } })

/** A silo named by the route: its page's frame and every tab. */
export type SiloSel = { silo: string }

export const siloParams = ({ silo }: SiloSel) => ({ path: { silo } })
