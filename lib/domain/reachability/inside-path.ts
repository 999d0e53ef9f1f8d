import type { RouteTarget, VpcSubnet } from '@/lib/api/__generated__/Api'
import { sameIp } from '@/lib/core/ip-number'
import type { Arrival } from './arrival'
import { FULL_WIDTH } from './ranges'
import { lookupRoute, routeLabel, routeRef, routerRef } from './routes'
import type { Finding, VpcConfig } from './types'

/**
 * Traffic from inside the VPC goes where the source subnet's routes send the instance's
 * address. Only that way is checked: the system router's subnet routes bring replies
 * back, and the firewall lets replies through on its own.
 */

/** Why a route's target doesn't deliver to the instance's interface, or undefined when it does. */
function missesInstance(target: RouteTarget, to: Arrival, vpcName: string): string | undefined {
  switch (target.type) {
    case 'drop':
      return 'drops it'
    case 'internet_gateway':
      return `sends it out of the VPC through internet gateway ${target.value}`
    case 'subnet':
      return target.value === to.subnet?.name ? undefined : `sends it to subnet ${target.value}`
    case 'vpc':
      return target.value === vpcName ? undefined : `sends it to VPC ${target.value}`
    case 'instance':
      return target.value === to.instanceName ? undefined : `sends it to instance ${target.value}`
    case 'ip':
      return sameIp(target.value, to.nic.ip) ? undefined : `sends it to ${target.value}`
  }
}

export function insidePath(from: VpcSubnet, to: Arrival, config: VpcConfig): Finding {
  const range = { address: to.nic.ip, width: FULL_WIDTH[to.version], version: to.version }
  const { router, match } = lookupRoute(from, range, config)
  if (!match) {
    const ref = router && routerRef(router, config.vpc.name)
    return {
      verdict: 'blocked',
      steps: [
        {
          step: 'route',
          outcome: 'fail',
          says: `No route of subnet ${from.name}'s routers covers ${to.nic.ip}`,
          ref,
        },
      ],
      decidedBy: ref ? [ref] : [],
    }
  }
  const ref = routeRef(match.route, match.router)
  const miss = missesInstance(match.route.target, to, config.vpc.name)
  return {
    verdict: miss ? 'blocked' : 'reachable',
    steps: [
      {
        step: 'route',
        outcome: miss ? 'fail' : 'pass',
        says: `${routeLabel(match.route, match.router)} ${miss ?? 'delivers it'} for traffic to ${to.nic.ip} from subnet ${from.name}`,
        ref,
      },
    ],
    decidedBy: [ref],
  }
}
