import type {
  RouteDestination,
  RouteTarget,
  RouterRoute,
  VpcRouter,
  VpcSubnet,
} from '@/lib/api/__generated__/Api'
import { sameIp } from '@/lib/core/ip-number'
import type { IpNet } from '@/lib/core/validators/cidr'
import { blockOf, isOneAddress, subnetHolding, widthCovering } from './ranges'
import type { Ref, VpcConfig } from './types'

/**
 * Which route of a subnet's routers carries traffic to a range of addresses: the longest
 * prefix that covers all of it, across the VPC's system router and the subnet's custom
 * router when it has one. At equal length the custom router's route wins, since attaching
 * a custom router is how a subnet overrides the system's routes.
 */

type Match = { route: RouterRoute; router: VpcRouter; width: number; rank: number }

type RouteLookup = {
  /** The router to link when no route matches: the subnet's own, custom or else system. */
  router?: VpcRouter
  match?: { route: RouterRoute; router: VpcRouter }
}

function widthOf(dest: RouteDestination, range: IpNet, config: VpcConfig): number | undefined {
  switch (dest.type) {
    case 'ip':
      return isOneAddress(range) && sameIp(dest.value, range.address) ? range.width : undefined
    case 'ip_net':
      return widthCovering(range, dest.value)
    case 'subnet': {
      const subnet = config.subnets.find((s) => s.name === dest.value)
      return subnet && widthCovering(range, blockOf(subnet, range.version))
    }
    case 'vpc': {
      // a VPC has no IPv4 block of its own: it holds the range when one of its subnets does
      if (dest.value !== config.vpc.name) return undefined
      const subnet = subnetHolding(range, config.subnets)
      return subnet && widthCovering(range, blockOf(subnet, range.version))
    }
  }
}

// at equal width: the custom router first, then a named range before the whole VPC
const rankOf = (router: VpcRouter, dest: RouteDestination) =>
  (router.kind === 'custom' ? 0 : 2) + (dest.type === 'vpc' ? 1 : 0)

export function lookupRoute(subnet: VpcSubnet, range: IpNet, config: VpcConfig): RouteLookup {
  const system = config.routers.find((r) => r.kind === 'system')
  const custom = subnet.customRouterId
    ? config.routers.find((r) => r.id === subnet.customRouterId)
    : undefined
  const routers = [custom, system].filter((r) => r !== undefined)
  const matches: Match[] = []
  for (const router of routers) {
    for (const route of config.routes.filter((r) => r.vpcRouterId === router.id)) {
      const width = widthOf(route.destination, range, config)
      if (width !== undefined) {
        matches.push({ route, router, width, rank: rankOf(router, route.destination) })
      }
    }
  }
  matches.sort((a, b) => b.width - a.width || a.rank - b.rank)
  const best = matches[0]
  return { router: custom ?? system, match: best && { route: best.route, router: best.router } }
}

export const routeRef = (route: RouterRoute, router: VpcRouter): Ref => ({
  kind: 'route',
  name: route.name,
  parent: router.name,
})

export const routerRef = (router: VpcRouter, vpcName: string): Ref => ({
  kind: 'router',
  name: router.name,
  parent: vpcName,
})

function destinationLabel(dest: RouteDestination): string {
  return dest.type === 'ip_net' || dest.type === 'ip' ? dest.value : `${dest.type} ${dest.value}`
}

function targetLabel(target: RouteTarget): string {
  if (target.type === 'drop') return 'drop'
  if (target.type === 'internet_gateway') return `internet gateway ${target.value}`
  return `${target.type} ${target.value}`
}

/** How a route names itself in a step. */
export const routeLabel = (route: RouterRoute, router: VpcRouter) =>
  `Route ${route.name} of router ${router.name} (${destinationLabel(route.destination)} → ${targetLabel(route.target)})`
