import type { ExternalIp } from '@/lib/api/__generated__/Api'
import { sameIp } from '@/lib/core/ip-number'
import { ipVersion, type IpVersion } from '@/lib/core/validators/ip'
import type { Arrival } from './arrival'
import { lookupRoute, routeLabel, routeRef, routerRef } from './routes'
import { rangeIn, type Placed } from './source'
import type { Finding, Ref, Step, VpcConfig } from './types'

/**
 * From outside the VPC, traffic comes in at one of the instance's external IPs, an
 * ephemeral or a floating one: a SNAT IP carries only the instance's own outbound
 * connections. Replies go out through the internet gateway the route to the source names,
 * and a gateway carries an external IP only when the IP's pool is attached to it, or the
 * address itself is.
 */

type Inbound = Exclude<ExternalIp, { kind: 'snat' }>

type OutsidePath = { finding: Finding; version: IpVersion }

const blocked = (steps: Step[], decidedBy: Ref[] = []): Finding => ({
  verdict: 'blocked',
  steps,
  decidedBy,
})

function viaGateway(ip: Inbound, placed: Placed, to: Arrival, config: VpcConfig): Finding {
  const version = ipVersion(ip.ip) ?? to.version
  const name = ip.kind === 'floating' ? `floating IP ${ip.name}` : 'ephemeral IP'
  const steps: Step[] = [
    {
      step: 'external-ip',
      outcome: 'pass',
      says: `Traffic from ${placed.label} comes in at ${name} ${ip.ip}, for ${to.nic.name} (${to.nic.ip})`,
    },
  ]
  if (!to.subnet) {
    const says = `The subnet of ${to.nic.name} is not among the VPC's subnets, so its routes are unknown`
    return blocked([...steps, { step: 'route', outcome: 'fail', says }])
  }
  const { router, match } = lookupRoute(to.subnet, rangeIn(placed, version), config)
  if (!match) {
    const ref = router && routerRef(router, config.vpc.name)
    const says = `No gateway: no route of subnet ${to.subnet.name}'s routers covers ${placed.label}, so replies can't leave the VPC`
    return blocked([...steps, { step: 'gateway', outcome: 'fail', says, ref }], ref ? [ref] : [])
  }
  const route = routeRef(match.route, match.router)
  const target = match.route.target
  const label = routeLabel(match.route, match.router)
  if (target.type !== 'internet_gateway') {
    const does = target.type === 'drop' ? 'drops them' : 'sends them elsewhere'
    const says = `${label} is the route for replies to ${placed.label}, and ${does}: no gateway`
    return blocked([...steps, { step: 'route', outcome: 'fail', says, ref: route }], [route])
  }
  steps.push({
    step: 'route',
    outcome: 'pass',
    says: `${label} sends replies to ${placed.label} out through internet gateway ${target.value}`,
    ref: route,
  })
  const gateway = config.gateways.find((g) => g.name === target.value)
  if (!gateway) {
    const says = `No gateway: VPC ${config.vpc.name} has no internet gateway ${target.value}`
    return blocked([...steps, { step: 'gateway', outcome: 'fail', says, ref: route }], [route])
  }
  const ref: Ref = { kind: 'gateway', name: gateway.name, parent: config.vpc.name }
  const carries =
    config.gatewayPools.some(
      (p) => p.internetGatewayId === gateway.id && p.ipPoolId === ip.ipPoolId,
    ) ||
    config.gatewayAddresses.some(
      (a) => a.internetGatewayId === gateway.id && sameIp(a.address, ip.ip),
    )
  if (!carries) {
    const says = `Internet gateway ${gateway.name} has neither the pool ${ip.ip} comes from nor the address attached, so replies can't leave through it`
    return blocked([...steps, { step: 'gateway', outcome: 'fail', says, ref }], [ref])
  }
  steps.push({
    step: 'gateway',
    outcome: 'pass',
    says: `Internet gateway ${gateway.name} carries ${ip.ip}`,
    ref,
  })
  return { verdict: 'reachable', steps, decidedBy: [route, ref] }
}

/** No IP to come in at: none, only SNAT, or none of the source's family. */
function noInbound(external: readonly ExternalIp[], placed: Placed, to: Arrival): string {
  const snat = external.find((ip) => ip.kind === 'snat')
  if (external.some((ip) => ip.kind !== 'snat') && placed.range) {
    return `No external IP: ${to.instanceName} has no IPv${placed.range.version} external IP for traffic from ${placed.label}`
  }
  if (snat) {
    return `No external IP for inbound traffic: ${to.instanceName} has only SNAT IP ${snat.ip}, which carries its own outbound connections; attach an ephemeral or floating IP`
  }
  return `No external IP: ${to.instanceName} can't be reached from outside its VPC`
}

/** The first of the instance's external IPs that lets the traffic in, else the first to fail. */
export function outsidePath(
  external: readonly ExternalIp[],
  placed: Placed,
  to: Arrival,
  config: VpcConfig,
): OutsidePath {
  const candidates = external.filter(
    (ip): ip is Inbound =>
      ip.kind !== 'snat' && (!placed.range || ipVersion(ip.ip) === placed.range.version),
  )
  if (candidates.length === 0) {
    const says = noInbound(external, placed, to)
    return {
      finding: blocked([{ step: 'external-ip', outcome: 'fail', says }]),
      version: placed.range?.version ?? to.version,
    }
  }
  const tried = candidates.map((ip) => ({
    finding: viaGateway(ip, placed, to, config),
    version: ipVersion(ip.ip) ?? to.version,
  }))
  return tried.find((t) => t.finding.verdict === 'reachable') ?? tried[0]
}
