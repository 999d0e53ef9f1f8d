import { arrivalOf } from './arrival'
import { firewallPath } from './firewall'
import { insidePath } from './inside-path'
import { outsidePath } from './outside-path'
import { placeSource, rangeIn } from './source'
import type { Finding, Source, TargetInstance, Traffic, VpcConfig } from './types'

/**
 * "Why can't I reach this instance?": whether traffic from a source would reach the
 * instance, read from the VPC's configuration step by step (the interface it comes in on,
 * the route or the external IP and gateway, the firewall). It sends nothing, so it is
 * advice: what it doesn't read (the source's outbound rules, another VPC's rules, the
 * network beyond the gateway) it takes to let traffic through.
 */

const interfaceFailure = (says: string): Finding => ({
  verdict: 'blocked',
  steps: [{ step: 'interface', outcome: 'fail', says }],
  decidedBy: [],
})

/** Blocked when any part is, else undetermined when one is, else reachable. */
function combine(parts: Finding[]): Finding {
  const steps = parts.flatMap((p) => p.steps)
  const blocked = parts.filter((p) => p.verdict === 'blocked')
  if (blocked.length > 0) {
    return { verdict: 'blocked', steps, decidedBy: blocked.flatMap((p) => p.decidedBy) }
  }
  const open = parts.find((p) => p.verdict === 'undetermined')
  if (open) return { verdict: 'undetermined', steps, decidedBy: open.decidedBy }
  return { verdict: 'reachable', steps, decidedBy: parts.flatMap((p) => p.decidedBy) }
}

export function checkReachability(
  target: TargetInstance,
  source: Source,
  traffic: Traffic,
  config: VpcConfig,
): Finding {
  const placement = placeSource(source, config)
  if (!placement.ok) return interfaceFailure(placement.says)
  const { placed } = placement
  const to = arrivalOf(target, placed, config)
  if (!to) {
    return interfaceFailure(`${target.name} has no network interface in VPC ${config.vpc.name}`)
  }
  if (placed.range && placed.subnet && placed.range.version !== to.version) {
    return interfaceFailure(
      `${to.nic.name} has no IPv${placed.range.version} address for traffic from ${placed.label}`,
    )
  }
  const arrival: Finding = {
    verdict: 'reachable',
    steps: [
      {
        step: 'interface',
        outcome: 'pass',
        says: `Traffic from ${placed.label} comes in on ${to.nic.name} (${to.nic.ip}) in subnet ${to.subnet?.name ?? to.nic.subnetId}`,
        ref: to.subnet && { kind: 'subnet', name: to.subnet.name, parent: config.vpc.name },
      },
    ],
    decidedBy: [],
  }
  if (placed.subnet) {
    const route = insidePath(placed.subnet, to, config)
    const firewall = firewallPath(
      { ...placed, range: rangeIn(placed, to.version) },
      traffic,
      to,
      config,
    )
    return combine([arrival, route, firewall])
  }
  const outside = outsidePath(target.externalIps, placed, to, config)
  const firewall = firewallPath(
    { ...placed, range: rangeIn(placed, outside.version) },
    traffic,
    to,
    config,
  )
  return combine([arrival, outside.finding, firewall])
}
