import type * as Api from '@/lib/api/__generated__/Api'
import type { Json, MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor } from '../access/auth'
import { db, removeWhere, type VpcRouter } from '../store/db'
import { alreadyExists, invalidRequest } from '../transport/errors'
import { addRoute, newId } from '../store/create'
import { lookupRoute, lookupRouter, lookupVpc, requiredSelector } from '../access/lookup'
import { paginate, scopeParam } from '../store/pagination'
import { applyUpdate, created, stampNow } from '../transport/respond'

/**
 * VPC routers and their routes. Each VPC has one system router, which users
 * can't create, rename or delete; its subnet routes are Nexus's own, and of
 * its default routes only the target may change. Custom routers hold custom
 * routes, which can't target a whole VPC or subnet.
 */

const isV4 = (s: string) => /^\d{1,3}(\.\d{1,3}){3}(\/\d+)?$/.test(s)

function checkRoute(
  router: VpcRouter,
  destination: Json<Api.RouteDestination>,
  target: Json<Api.RouteTarget>,
) {
  if (router.kind === 'custom') {
    if (target.type === 'vpc' || target.type === 'subnet') {
      throw invalidRequest('custom routers cannot target a VPC or subnet')
    }
    if (destination.type === 'vpc') {
      throw invalidRequest('custom routers cannot route to a whole VPC')
    }
  }
  if (
    (destination.type === 'ip' || destination.type === 'ip_net') &&
    target.type === 'ip' &&
    isV4(destination.value) !== isV4(target.value)
  ) {
    throw invalidRequest('route destination and target must be of the same IP version')
  }
}

const routerKeys = (query: { vpc?: string; project?: string }) => ({
  vpc: scopeParam(query, 'vpc'),
  project: scopeParam(query, 'project'),
})

export const routerHandlers: Partial<MSWHandlers> = {
  vpcRouterList({ req, query }) {
    const actor = requireActor(req)
    const keys = routerKeys(query)
    const { row: vpc } = lookupVpc(actor, {
      vpc: requiredSelector(keys.vpc, 'vpc'),
      project: keys.project,
    })
    return paginate(
      query,
      db.vpcRouters.filter((r) => r.vpc_id === vpc.id),
      { scope: keys },
    )
  },

  vpcRouterCreate({ req, query, body }) {
    const actor = requireActor(req)
    const { row: vpc } = lookupVpc(
      actor,
      { vpc: query.vpc, project: query.project },
      'collaborator',
    )
    if (db.vpcRouters.some((r) => r.vpc_id === vpc.id && r.name === body.name)) {
      throw alreadyExists('vpc-router', body.name)
    }
    const router: VpcRouter = {
      id: newId(),
      name: body.name,
      description: body.description,
      kind: 'custom',
      vpc_id: vpc.id,
      ...stampNow(),
    }
    db.vpcRouters.push(router)
    return created(router)
  },

  vpcRouterView({ req, path, query }) {
    return lookupRouter(requireActor(req), { router: path.router, ...query }).row
  },

  vpcRouterUpdate({ req, path, query, body }) {
    const { row } = lookupRouter(
      requireActor(req),
      { router: path.router, ...query },
      'collaborator',
    )
    if (row.kind === 'system' && body.name && body.name !== row.name) {
      throw invalidRequest('the system router cannot be renamed')
    }
    if (body.name && body.name !== row.name) {
      if (db.vpcRouters.some((r) => r.vpc_id === row.vpc_id && r.name === body.name)) {
        throw alreadyExists('vpc-router', body.name)
      }
    }
    return applyUpdate(row, body)
  },

  vpcRouterDelete({ req, path, query }) {
    const { row } = lookupRouter(
      requireActor(req),
      { router: path.router, ...query },
      'collaborator',
    )
    if (row.kind === 'system') throw invalidRequest('cannot delete system router')
    // Nexus doesn't refuse a router subnets use: it unlinks them
    for (const s of db.vpcSubnets) if (s.custom_router_id === row.id) s.custom_router_id = null
    removeWhere(db.routerRoutes, (r) => r.vpc_router_id === row.id)
    removeWhere(db.vpcRouters, (r) => r.id === row.id)
    return 204
  },

  vpcRouterRouteList({ req, query }) {
    const actor = requireActor(req)
    const keys = { ...routerKeys(query), router: scopeParam(query, 'router') }
    const { row: router } = lookupRouter(actor, {
      router: requiredSelector(keys.router, 'router'),
      vpc: keys.vpc,
      project: keys.project,
    })
    return paginate(
      query,
      db.routerRoutes.filter((r) => r.vpc_router_id === router.id),
      { scope: keys },
    )
  },

  vpcRouterRouteCreate({ req, query, body }) {
    const actor = requireActor(req)
    const { row: router } = lookupRouter(actor, query, 'collaborator')
    if (router.kind === 'system') {
      throw invalidRequest('routes cannot be added to the system router')
    }
    if (db.routerRoutes.some((r) => r.vpc_router_id === router.id && r.name === body.name)) {
      throw alreadyExists('router-route', body.name)
    }
    checkRoute(router, body.destination, body.target)
    return created(
      addRoute(router.id, {
        name: body.name,
        description: body.description,
        kind: 'custom',
        destination: body.destination,
        target: body.target,
      }),
    )
  },

  vpcRouterRouteView({ req, path, query }) {
    return lookupRoute(requireActor(req), { route: path.route, ...query }).row
  },

  vpcRouterRouteUpdate({ req, path, query, body }) {
    const { row } = lookupRoute(requireActor(req), { route: path.route, ...query }, 'collaborator')
    const router = db.vpcRouters.find((r) => r.id === row.vpc_router_id)!
    if (row.kind === 'vpc_subnet') throw invalidRequest('subnet routes cannot be modified')
    if (row.kind === 'default') {
      const same = JSON.stringify(body.destination) === JSON.stringify(row.destination)
      if (!same || (body.name && body.name !== row.name)) {
        throw invalidRequest('only the target of a default route can be changed')
      }
    }
    checkRoute(router, body.destination, body.target)
    if (body.name && body.name !== row.name) {
      if (db.routerRoutes.some((r) => r.vpc_router_id === router.id && r.name === body.name)) {
        throw alreadyExists('router-route', body.name)
      }
    }
    row.destination = body.destination
    row.target = body.target
    return applyUpdate(row, { name: body.name, description: body.description })
  },

  vpcRouterRouteDelete({ req, path, query }) {
    const { row } = lookupRoute(requireActor(req), { route: path.route, ...query }, 'collaborator')
    if (row.kind !== 'custom') throw invalidRequest(`${row.kind} routes cannot be deleted`)
    removeWhere(db.routerRoutes, (r) => r.id === row.id)
    return 204
  },
}
