import type {
  RouteDestination,
  RouteTarget,
  RouterRoute,
  RouterRouteKind,
  VpcRouterKind,
} from '@/lib/api/__generated__/Api'

export const routerKindLabel: Record<VpcRouterKind, string> = {
  system: 'System',
  custom: 'Custom',
}

export const routeKindLabel: Record<RouterRouteKind, string> = {
  default: 'Default',
  vpc_subnet: 'VPC subnet',
  vpc_peering: 'VPC peering',
  custom: 'Custom',
}

export const destinationKindLabel: Record<RouteDestination['type'], string> = {
  ip: 'IP address',
  ip_net: 'IP network',
  vpc: 'VPC',
  subnet: 'Subnet',
}

export const targetKindLabel: Record<RouteTarget['type'], string> = {
  ip: 'IP address',
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  internet_gateway: 'Internet gateway',
  drop: 'Drop',
}

/** Why a route can't be changed by users, or undefined when it can (Nexus's rule). */
export function routeReadOnlyReason(route: Pick<RouterRoute, 'kind'>): string | undefined {
  switch (route.kind) {
    case 'custom':
      return undefined
    case 'vpc_subnet':
      return 'The VPC keeps a route for each of its subnets'
    default:
      return "The system router's routes are managed by the VPC"
  }
}
