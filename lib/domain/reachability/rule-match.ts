import type {
  VpcFirewallRule,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
} from '@/lib/api/__generated__/Api'
import { sameIp } from '@/lib/core/ip-number'
import type { IpNet } from '@/lib/core/validators/cidr'
import { parsePortRange } from '@/lib/core/validators/port-range'
import { itemLabel, protocolLabel } from '../firewall/labels'
import { isOneAddress, rangeWithin } from './ranges'
import type { Placed } from './source'
import type { Traffic } from './types'

/**
 * Whether one firewall rule's filters match the traffic: all of the source within its
 * hosts, one of its protocols, the port within one of its ports. A filter left out
 * matches all.
 */

/** The source with its addresses in the traffic's family. */
export type Sender = Placed & { range: IpNet }

// what `ping` sends: an echo request
const ECHO_REQUEST = { type: 8, code: 0 }

function hostCovers(host: VpcFirewallRuleHostFilter, source: Sender, vpcName: string): boolean {
  switch (host.type) {
    case 'ip':
      return isOneAddress(source.range) && sameIp(host.value, source.range.address)
    case 'ip_net':
      return rangeWithin(source.range, host.value)
    case 'subnet':
      return source.subnet?.name === host.value
    case 'vpc':
      return source.subnet !== undefined && host.value === vpcName
    case 'instance':
      return source.instanceName === host.value
  }
}

function protocolMatches(protocol: VpcFirewallRuleProtocol, traffic: Traffic): boolean {
  if (protocol.type !== traffic.protocol) return false
  if (protocol.type !== 'icmp' || traffic.protocol !== 'icmp' || !protocol.value) return true
  const type = traffic.icmpType ?? ECHO_REQUEST.type
  const code = traffic.icmpCode ?? ECHO_REQUEST.code
  if (protocol.value.icmpType !== type) return false
  if (!protocol.value.code) return true
  const [start, end = start] = protocol.value.code.split('-').map(Number)
  return code >= start && code <= end
}

const portMatches = (port: string, wanted: number) => {
  const parsed = parsePortRange(port)
  return parsed.ok && wanted >= parsed.range.start && wanted <= parsed.range.end
}

/** Why the rule doesn't match the traffic; undefined when it does. A filter left out matches all. */
export function mismatch(
  rule: VpcFirewallRule,
  source: Sender,
  traffic: Traffic,
  vpcName: string,
): string | undefined {
  const { hosts, protocols, ports } = rule.filters
  if (hosts?.length && !hosts.some((h) => hostCovers(h, source, vpcName))) {
    return `its hosts (${hosts.map(itemLabel).join(', ')}) don't include ${source.label}`
  }
  if (protocols?.length && !protocols.some((p) => protocolMatches(p, traffic))) {
    return `it is for ${protocols.map(protocolLabel).join(', ')} only`
  }
  if (ports?.length) {
    if (traffic.protocol === 'icmp') return 'it filters on ports, which ICMP has none of'
    if (!ports.some((p) => portMatches(p, traffic.port))) {
      return `its ports (${ports.join(', ')}) don't include ${traffic.port}`
    }
  }
  return undefined
}
