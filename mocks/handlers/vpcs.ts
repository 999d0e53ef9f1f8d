import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor } from '../access/auth'
import { db, removeWhere, type Vpc } from '../store/db'
import { replaceRules, rulesOf } from './firewall-rules'
import { alreadyExists, invalidRequest, isUuid } from '../transport/errors'
import { createSubnet, createVpc } from '../store/create'
import { checkIpv4Block, checkIpv6Block, checkVpcPrefix } from './subnet-rules'
import {
  lookupProject,
  lookupRouter,
  lookupSubnet,
  lookupVpc,
  requiredSelector,
  listInProject,
} from '../access/lookup'
import { paginate, scopeParam } from '../store/pagination'
import { applyUpdate, created } from '../transport/respond'

/** VPCs, their subnets and firewall rules. */

function deleteVpcContents(vpc: Vpc) {
  const routers = new Set(db.vpcRouters.filter((r) => r.vpc_id === vpc.id).map((r) => r.id))
  const gateways = new Set(db.internetGateways.filter((g) => g.vpc_id === vpc.id).map((g) => g.id))
  removeWhere(db.vpcSubnets, (s) => s.vpc_id === vpc.id)
  removeWhere(db.routerRoutes, (r) => routers.has(r.vpc_router_id))
  removeWhere(db.vpcRouters, (r) => r.vpc_id === vpc.id)
  removeWhere(db.internetGatewayIpPools, (p) => gateways.has(p.internet_gateway_id))
  removeWhere(db.internetGatewayIpAddresses, (a) => gateways.has(a.internet_gateway_id))
  removeWhere(db.internetGateways, (g) => g.vpc_id === vpc.id)
  removeWhere(db.firewallRules, (r) => r.vpc_id === vpc.id)
}

/** The custom router a subnet names, which must be in the same VPC. */
function customRouterId(
  actor: ReturnType<typeof requireActor>,
  vpc: Vpc,
  key: string | null | undefined,
) {
  if (!key) return null
  // as in Nexus: a name is looked up in the subnet's VPC, an id on its own
  const { row } = lookupRouter(actor, isUuid(key) ? { router: key } : { router: key, vpc: vpc.id })
  if (row.vpc_id !== vpc.id) throw invalidRequest("the router must belong to the subnet's VPC")
  if (row.kind !== 'custom') throw invalidRequest('a subnet can only use a custom router')
  return row.id
}

/** Keep the system router's route for a subnet in step with its name. */
function renameSubnetRoute(vpc: Vpc, from: string, to: string) {
  const route = db.routerRoutes.find(
    (r) => r.vpc_router_id === vpc.system_router_id && r.kind === 'vpc_subnet' && r.name === from,
  )
  if (route) {
    route.name = to
    route.destination = { type: 'subnet', value: to }
    route.target = { type: 'subnet', value: to }
  }
}

export const vpcHandlers: Partial<MSWHandlers> = {
  vpcList({ req, query }) {
    return listInProject(requireActor(req), query, db.vpcs)
  },

  vpcCreate({ req, query, body }) {
    const actor = requireActor(req)
    const project = lookupProject(actor, query.project, 'collaborator')
    if (db.vpcs.some((v) => v.project_id === project.id && v.name === body.name)) {
      throw alreadyExists('vpc', body.name)
    }
    if (body.ipv6_prefix) checkVpcPrefix(body.ipv6_prefix)
    return created(createVpc(project.id, body))
  },

  vpcView({ req, path, query }) {
    return lookupVpc(requireActor(req), { vpc: path.vpc, project: query.project }).row
  },

  vpcUpdate({ req, path, query, body }) {
    const { row } = lookupVpc(
      requireActor(req),
      { vpc: path.vpc, project: query.project },
      'collaborator',
    )
    if (body.name && body.name !== row.name) {
      if (db.vpcs.some((v) => v.project_id === row.project_id && v.name === body.name)) {
        throw alreadyExists('vpc', body.name)
      }
    }
    return applyUpdate(row, body)
  },

  vpcDelete({ req, path, query }) {
    const { row } = lookupVpc(
      requireActor(req),
      { vpc: path.vpc, project: query.project },
      'collaborator',
    )
    // Nexus refuses while any subnet is left, the default one included
    if (db.vpcSubnets.some((s) => s.vpc_id === row.id)) {
      throw invalidRequest('VPC cannot be deleted while VPC Subnets exist')
    }
    deleteVpcContents(row)
    removeWhere(db.vpcs, (v) => v.id === row.id)
    return 204
  },

  vpcFirewallRulesView({ req, query }) {
    const { row } = lookupVpc(requireActor(req), { vpc: query.vpc, project: query.project })
    return { rules: rulesOf(row) }
  },

  vpcFirewallRulesUpdate({ req, query, body }) {
    const { row } = lookupVpc(
      requireActor(req),
      { vpc: query.vpc, project: query.project },
      'collaborator',
    )
    return { rules: replaceRules(row, body.rules ?? []) }
  },

  vpcSubnetList({ req, query }) {
    const actor = requireActor(req)
    const vpcKey = requiredSelector(scopeParam(query, 'vpc'), 'vpc')
    const projectKey = scopeParam(query, 'project')
    const { row: vpc } = lookupVpc(actor, { vpc: vpcKey, project: projectKey })
    return paginate(
      query,
      db.vpcSubnets.filter((s) => s.vpc_id === vpc.id),
      { scope: { vpc: vpcKey, project: projectKey } },
    )
  },

  vpcSubnetCreate({ req, query, body }) {
    const actor = requireActor(req)
    const { row: vpc } = lookupVpc(
      actor,
      { vpc: query.vpc, project: query.project },
      'collaborator',
    )
    if (db.vpcSubnets.some((s) => s.vpc_id === vpc.id && s.name === body.name)) {
      throw alreadyExists('vpc-subnet', body.name)
    }
    checkIpv4Block(vpc, body.ipv4_block)
    if (body.ipv6_block) checkIpv6Block(vpc, body.ipv6_block)
    const subnet = createSubnet(vpc, {
      name: body.name,
      description: body.description,
      ipv4_block: body.ipv4_block,
      ipv6_block: body.ipv6_block,
      custom_router_id: customRouterId(actor, vpc, body.custom_router),
    })
    return created(subnet)
  },

  vpcSubnetView({ req, path, query }) {
    return lookupSubnet(requireActor(req), { subnet: path.subnet, ...query }).row
  },

  vpcSubnetUpdate({ req, path, query, body }) {
    const actor = requireActor(req)
    const { row } = lookupSubnet(actor, { subnet: path.subnet, ...query }, 'collaborator')
    const vpc = db.vpcs.find((v) => v.id === row.vpc_id)!
    // PUT semantics, as in Nexus: leaving out custom_router detaches it
    const customRouter = customRouterId(actor, vpc, body.custom_router)
    if (body.name && body.name !== row.name) {
      if (db.vpcSubnets.some((s) => s.vpc_id === vpc.id && s.name === body.name)) {
        throw alreadyExists('vpc-subnet', body.name)
      }
      renameSubnetRoute(vpc, row.name, body.name)
    }
    row.custom_router_id = customRouter
    return applyUpdate(row, { name: body.name, description: body.description })
  },

  vpcSubnetDelete({ req, path, query }) {
    const { row } = lookupSubnet(
      requireActor(req),
      { subnet: path.subnet, ...query },
      'collaborator',
    )
    if (db.networkInterfaces.some((n) => n.subnet_id === row.id)) {
      throw invalidRequest(
        'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
      )
    }
    const vpc = db.vpcs.find((v) => v.id === row.vpc_id)!
    removeWhere(
      db.routerRoutes,
      (r) =>
        r.vpc_router_id === vpc.system_router_id && r.kind === 'vpc_subnet' && r.name === row.name,
    )
    removeWhere(db.vpcSubnets, (s) => s.id === row.id)
    return 204
  },

  vpcSubnetListNetworkInterfaces({ req, path, query }) {
    const { row } = lookupSubnet(requireActor(req), {
      subnet: path.subnet,
      vpc: query.vpc,
      project: query.project,
    })
    return paginate(
      query,
      db.networkInterfaces.filter((n) => n.subnet_id === row.id),
    )
  },
}
