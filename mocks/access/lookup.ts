import { canReadProject, requireProjectRole, type Actor } from './auth'
import { paginate, scopeParam, type PageQuery } from '../store/pagination'
import { db, type Project, type RoleName } from '../store/db'
import { invalidRequest, isUuid, notFound } from '../transport/errors'

/**
 * Resource lookups the way Nexus resolves selectors: a resource is named by
 * id alone, or by name within its parent (`?project=`, `?vpc=`, `?router=`…),
 * and only ever within the caller's silo. Each lookup also checks the
 * caller's project role: none at all is a 404, too weak a role a 403.
 */

type Selector = string | null | undefined

/** A list call's selector that Nexus needs even though the contract marks it optional. */
export function requiredSelector(value: Selector, name: string): string {
  if (!value) throw invalidRequest(`unable to parse query string: missing field \`${name}\``)
  return value
}

export function lookupProject(actor: Actor, key: string, needed: RoleName = 'viewer'): Project {
  const byId = isUuid(key)
  const project = db.projects.find(
    (p) => (byId ? p.id === key : p.name === key) && db.projectSilo.get(p.id) === actor.silo.id,
  )
  if (!project) throw notFound('project', key)
  requireProjectRole(actor, project, needed, key)
  return project
}

type Named = { id: string; name: string }

/**
 * One level of a selector chain. `ancestors` are the parent selectors as
 * given, nearest first (for a subnet: vpc, then project).
 */
function lookupLevel<T extends Named>(
  actor: Actor,
  args: {
    type: string
    param: string
    key: string
    rows: readonly T[]
    ancestors: { name: string; value: Selector }[]
    parentIdOf: (row: T) => string | null | undefined
    projectIdOf: (row: T) => string | null | undefined
    lookupParent: () => { id: string }
    needed: RoleName
  },
): { row: T; project: Project } {
  const { type, param, key, ancestors } = args
  let row: T | undefined
  if (isUuid(key)) {
    const given = ancestors.filter((a) => a.value)
    if (given.length > 0) {
      throw invalidRequest(
        `when providing ${param} as an ID ${ancestors.map((a) => a.name).join(' and ')} should not be specified`,
      )
    }
    row = args.rows.find((r) => r.id === key)
  } else {
    if (!ancestors[0].value) {
      throw invalidRequest(
        `${param} should either be UUID or ${ancestors[0].name} should be specified`,
      )
    }
    const parent = args.lookupParent()
    row = args.rows.find((r) => r.name === key && args.parentIdOf(r) === parent.id)
  }
  const projectId = row && args.projectIdOf(row)
  const project = projectId ? db.projects.find((p) => p.id === projectId) : undefined
  if (!row || !project || !canReadProject(actor, project)) throw notFound(type, key)
  requireProjectRole(actor, project, args.needed)
  return { row, project }
}

type InProject = Named & { project_id: string }

function inProject<T extends InProject>(
  actor: Actor,
  rows: readonly T[],
  type: string,
  param: string,
  key: string,
  project: Selector,
  needed: RoleName,
) {
  return lookupLevel(actor, {
    type,
    param,
    key,
    rows,
    ancestors: [{ name: 'project', value: project }],
    parentIdOf: (r) => r.project_id,
    projectIdOf: (r) => r.project_id,
    lookupParent: () => lookupProject(actor, project!),
    needed,
  })
}

type Sel = { project?: Selector }

export const lookupInstance = (
  actor: Actor,
  s: Sel & { instance: string },
  needed: RoleName = 'viewer',
) => inProject(actor, db.instances, 'instance', 'instance', s.instance, s.project, needed)

export const lookupDisk = (actor: Actor, s: Sel & { disk: string }, needed: RoleName = 'viewer') =>
  inProject(actor, db.disks, 'disk', 'disk', s.disk, s.project, needed)

export const lookupSnapshot = (
  actor: Actor,
  s: Sel & { snapshot: string },
  needed: RoleName = 'viewer',
) => inProject(actor, db.snapshots, 'snapshot', 'snapshot', s.snapshot, s.project, needed)

export const lookupVpc = (actor: Actor, s: Sel & { vpc: string }, needed: RoleName = 'viewer') =>
  inProject(actor, db.vpcs, 'vpc', 'vpc', s.vpc, s.project, needed)

export const lookupFloatingIp = (
  actor: Actor,
  s: Sel & { floatingIp: string },
  needed: RoleName = 'viewer',
) => inProject(actor, db.floatingIps, 'floating-ip', 'floating_ip', s.floatingIp, s.project, needed)

export const lookupAntiAffinityGroup = (
  actor: Actor,
  s: Sel & { group: string },
  needed: RoleName = 'viewer',
) =>
  inProject(
    actor,
    db.antiAffinityGroups,
    'anti-affinity-group',
    'anti_affinity_group',
    s.group,
    s.project,
    needed,
  )

export const lookupAffinityGroup = (
  actor: Actor,
  s: Sel & { group: string },
  needed: RoleName = 'viewer',
) =>
  inProject(
    actor,
    db.affinityGroups,
    'affinity-group',
    'affinity_group',
    s.group,
    s.project,
    needed,
  )

const vpcProject = (vpcId: string) => db.vpcs.find((v) => v.id === vpcId)?.project_id

type VpcSel = Sel & { vpc?: Selector }

function inVpc<T extends Named & { vpc_id: string }>(
  actor: Actor,
  rows: readonly T[],
  type: string,
  param: string,
  key: string,
  s: VpcSel,
  needed: RoleName,
) {
  return lookupLevel(actor, {
    type,
    param,
    key,
    rows,
    ancestors: [
      { name: 'vpc', value: s.vpc },
      { name: 'project', value: s.project },
    ],
    parentIdOf: (r) => r.vpc_id,
    projectIdOf: (r) => vpcProject(r.vpc_id),
    lookupParent: () => lookupVpc(actor, { vpc: s.vpc!, project: s.project }).row,
    needed,
  })
}

export const lookupSubnet = (
  actor: Actor,
  s: VpcSel & { subnet: string },
  needed: RoleName = 'viewer',
) => inVpc(actor, db.vpcSubnets, 'vpc-subnet', 'subnet', s.subnet, s, needed)

export const lookupRouter = (
  actor: Actor,
  s: VpcSel & { router: string },
  needed: RoleName = 'viewer',
) => inVpc(actor, db.vpcRouters, 'vpc-router', 'router', s.router, s, needed)

export const lookupInternetGateway = (
  actor: Actor,
  s: VpcSel & { gateway: string },
  needed: RoleName = 'viewer',
) => inVpc(actor, db.internetGateways, 'internet-gateway', 'gateway', s.gateway, s, needed)

type RouterSel = VpcSel & { router?: Selector }

export function lookupRoute(
  actor: Actor,
  s: RouterSel & { route: string },
  needed: RoleName = 'viewer',
) {
  return lookupLevel(actor, {
    type: 'router-route',
    param: 'route',
    key: s.route,
    rows: db.routerRoutes,
    ancestors: [
      { name: 'router', value: s.router },
      { name: 'vpc', value: s.vpc },
      { name: 'project', value: s.project },
    ],
    parentIdOf: (r) => r.vpc_router_id,
    projectIdOf: (r) => {
      const router = db.vpcRouters.find((x) => x.id === r.vpc_router_id)
      return router && vpcProject(router.vpc_id)
    },
    lookupParent: () => lookupRouter(actor, { ...s, router: s.router! }).row,
    needed,
  })
}

type GatewaySel = VpcSel & { gateway?: Selector }

function inGateway<T extends Named & { internet_gateway_id: string }>(
  actor: Actor,
  rows: readonly T[],
  type: string,
  param: string,
  key: string,
  s: GatewaySel,
  needed: RoleName,
) {
  return lookupLevel(actor, {
    type,
    param,
    key,
    rows,
    ancestors: [
      { name: 'gateway', value: s.gateway },
      { name: 'vpc', value: s.vpc },
      { name: 'project', value: s.project },
    ],
    parentIdOf: (r) => r.internet_gateway_id,
    projectIdOf: (r) => {
      const gw = db.internetGateways.find((g) => g.id === r.internet_gateway_id)
      return gw && vpcProject(gw.vpc_id)
    },
    lookupParent: () => lookupInternetGateway(actor, { ...s, gateway: s.gateway! }).row,
    needed,
  })
}

export const lookupGatewayIpPool = (
  actor: Actor,
  s: GatewaySel & { pool: string },
  needed: RoleName = 'viewer',
) =>
  inGateway(actor, db.internetGatewayIpPools, 'internet-gateway-ip-pool', 'pool', s.pool, s, needed)

export const lookupGatewayIpAddress = (
  actor: Actor,
  s: GatewaySel & { address: string },
  needed: RoleName = 'viewer',
) =>
  inGateway(
    actor,
    db.internetGatewayIpAddresses,
    'internet-gateway-ip-address',
    'address',
    s.address,
    s,
    needed,
  )

export function lookupNetworkInterface(
  actor: Actor,
  s: Sel & { instance?: Selector; interface: string },
  needed: RoleName = 'viewer',
) {
  return lookupLevel(actor, {
    type: 'instance-network-interface',
    param: 'interface',
    key: s.interface,
    rows: db.networkInterfaces,
    ancestors: [
      { name: 'instance', value: s.instance },
      { name: 'project', value: s.project },
    ],
    parentIdOf: (r) => r.instance_id,
    projectIdOf: (r) => db.instances.find((i) => i.id === r.instance_id)?.project_id,
    lookupParent: () => lookupInstance(actor, { instance: s.instance!, project: s.project }).row,
    needed,
  })
}

/**
 * Images live in a project or, once promoted, in the silo. By name, a
 * `project` selector picks the project's images, none the silo's; by id,
 * either kind, with no `project`. Nexus names the kind it looked for in a 404.
 */
export function lookupImage(actor: Actor, s: Sel & { image: string }, needed: RoleName = 'viewer') {
  const inSilo = (id: string) => db.imageSilo.get(id) === actor.silo.id
  let image
  let kind = 'image'
  if (isUuid(s.image)) {
    if (s.project) {
      throw invalidRequest('when providing image as an ID, project should not be specified')
    }
    image = db.images.find((i) => i.id === s.image)
  } else if (s.project) {
    kind = 'project-image'
    const project = lookupProject(actor, s.project)
    image = db.images.find((i) => i.name === s.image && i.project_id === project.id)
  } else {
    kind = 'silo-image'
    image = db.images.find((i) => i.name === s.image && !i.project_id && inSilo(i.id))
  }
  if (!image) throw notFound(kind, s.image)
  if (image.project_id) {
    const project = db.projects.find((p) => p.id === image.project_id)
    if (!project || !canReadProject(actor, project)) throw notFound(kind, s.image)
    requireProjectRole(actor, project, needed)
    return { image, project }
  }
  if (!inSilo(image.id)) throw notFound(kind, s.image)
  return { image, project: undefined }
}

/**
 * A resource a request body names (a disk to attach, a floating IP…): by id
 * or by name within `project`, and it must belong to that project.
 */
export function sibling<T extends { project_id: string }>(
  find: (project: string | undefined) => { row: T },
  key: string,
  project: Project,
  type: string,
): T {
  const { row } = find(isUuid(key) ? undefined : project.id)
  if (row.project_id !== project.id) throw notFound(type, key)
  return row
}

/** One table's rows in a project, paged; `project` comes from the query or the page token. */
export function listInProject<T extends { project_id: string }>(
  actor: Actor,
  query: PageQuery,
  rows: readonly T[],
) {
  const projectKey = requiredSelector(scopeParam(query, 'project'), 'project')
  const project = lookupProject(actor, projectKey)
  return paginate(
    query,
    rows.filter((r) => r.project_id === project.id),
    { scope: { project: projectKey } },
  )
}
