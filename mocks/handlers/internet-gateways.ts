import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor } from '../access/auth'
import { db, findByNameOrId, removeWhere } from '../store/db'
import { alreadyExists, invalidRequest } from '../transport/errors'
import { createInternetGateway, newId } from '../store/create'
import {
  lookupGatewayIpAddress,
  lookupGatewayIpPool,
  lookupInternetGateway,
  lookupVpc,
  requiredSelector,
} from '../access/lookup'
import { paginate, scopeParam } from '../store/pagination'
import { created, stampNow } from '../transport/respond'

/** Internet gateways and the pools and addresses they draw egress IPs from. */

const selectors = (query: object) => ({
  gateway: scopeParam(query, 'gateway'),
  vpc: scopeParam(query, 'vpc'),
  project: scopeParam(query, 'project'),
})

export const internetGatewayHandlers: Partial<MSWHandlers> = {
  internetGatewayList({ req, query }) {
    const actor = requireActor(req)
    const { vpc, project } = selectors(query)
    const { row } = lookupVpc(actor, { vpc: requiredSelector(vpc, 'vpc'), project })
    return paginate(
      query,
      db.internetGateways.filter((g) => g.vpc_id === row.id),
      { scope: { vpc, project } },
    )
  },

  internetGatewayCreate({ req, query, body }) {
    const actor = requireActor(req)
    const { row: vpc } = lookupVpc(
      actor,
      { vpc: query.vpc, project: query.project },
      'collaborator',
    )
    if (db.internetGateways.some((g) => g.vpc_id === vpc.id && g.name === body.name)) {
      throw alreadyExists('internet-gateway', body.name)
    }
    return created(createInternetGateway(vpc.id, body))
  },

  internetGatewayView({ req, path, query }) {
    return lookupInternetGateway(requireActor(req), { gateway: path.gateway, ...query }).row
  },

  internetGatewayDelete({ req, path, query }) {
    const { row } = lookupInternetGateway(
      requireActor(req),
      { gateway: path.gateway, vpc: query.vpc, project: query.project },
      'collaborator',
    )
    const pools = db.internetGatewayIpPools.some((p) => p.internet_gateway_id === row.id)
    const addresses = db.internetGatewayIpAddresses.some((a) => a.internet_gateway_id === row.id)
    if (!query.cascade && (pools || addresses)) {
      const what = pools ? 'Ip pools' : 'Ip addresses'
      throw invalidRequest(
        `${what} referencing this gateway exist. To perform a cascading delete set the cascade option`,
      )
    }
    removeWhere(db.internetGatewayIpPools, (p) => p.internet_gateway_id === row.id)
    removeWhere(db.internetGatewayIpAddresses, (a) => a.internet_gateway_id === row.id)
    // as in Nexus, only a cascading delete takes the routes that target the gateway;
    // otherwise they stay, naming a gateway that is gone
    if (query.cascade) {
      const routers = new Set(db.vpcRouters.filter((r) => r.vpc_id === row.vpc_id).map((r) => r.id))
      removeWhere(
        db.routerRoutes,
        (r) =>
          routers.has(r.vpc_router_id) &&
          r.target.type === 'internet_gateway' &&
          r.target.value === row.name,
      )
    }
    removeWhere(db.internetGateways, (g) => g.id === row.id)
    return 204
  },

  internetGatewayIpPoolList({ req, query }) {
    const actor = requireActor(req)
    const keys = selectors(query)
    const { row } = lookupInternetGateway(actor, {
      ...keys,
      gateway: requiredSelector(keys.gateway, 'gateway'),
    })
    return paginate(
      query,
      db.internetGatewayIpPools.filter((p) => p.internet_gateway_id === row.id),
      { scope: keys },
    )
  },

  internetGatewayIpPoolCreate({ req, query, body }) {
    const actor = requireActor(req)
    const { row: gateway } = lookupInternetGateway(actor, query, 'collaborator')
    if (
      db.internetGatewayIpPools.some(
        (p) => p.internet_gateway_id === gateway.id && p.name === body.name,
      )
    ) {
      throw alreadyExists('internet-gateway-ip-pool', body.name)
    }
    const linked = new Set(
      db.ipPoolSilos.filter((l) => l.silo_id === actor.silo.id).map((l) => l.ip_pool_id),
    )
    const pool = findByNameOrId(
      db.ipPools.filter((p) => linked.has(p.id)),
      'ip-pool',
      body.ip_pool,
    )
    const row = {
      id: newId(),
      name: body.name,
      description: body.description,
      internet_gateway_id: gateway.id,
      ip_pool_id: pool.id,
      ...stampNow(),
    }
    db.internetGatewayIpPools.push(row)
    return created(row)
  },

  internetGatewayIpPoolDelete({ req, path, query }) {
    const { row } = lookupGatewayIpPool(
      requireActor(req),
      { pool: path.pool, ...query },
      'collaborator',
    )
    removeWhere(db.internetGatewayIpPools, (p) => p.id === row.id)
    return 204
  },

  internetGatewayIpAddressList({ req, query }) {
    const actor = requireActor(req)
    const keys = selectors(query)
    const { row } = lookupInternetGateway(actor, {
      ...keys,
      gateway: requiredSelector(keys.gateway, 'gateway'),
    })
    return paginate(
      query,
      db.internetGatewayIpAddresses.filter((a) => a.internet_gateway_id === row.id),
      { scope: keys },
    )
  },

  internetGatewayIpAddressCreate({ req, query, body }) {
    const actor = requireActor(req)
    const { row: gateway } = lookupInternetGateway(actor, query, 'collaborator')
    if (
      db.internetGatewayIpAddresses.some(
        (a) => a.internet_gateway_id === gateway.id && a.name === body.name,
      )
    ) {
      throw alreadyExists('internet-gateway-ip-address', body.name)
    }
    const row = {
      id: newId(),
      name: body.name,
      description: body.description,
      internet_gateway_id: gateway.id,
      address: body.address,
      ...stampNow(),
    }
    db.internetGatewayIpAddresses.push(row)
    return created(row)
  },

  internetGatewayIpAddressDelete({ req, path, query }) {
    const { row } = lookupGatewayIpAddress(
      requireActor(req),
      { address: path.address, ...query },
      'collaborator',
    )
    removeWhere(db.internetGatewayIpAddresses, (a) => a.id === row.id)
    return 204
  },
}
