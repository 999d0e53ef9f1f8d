import { ipInNet } from '@/lib/core/ip-number'
import { parseIpNet, type IpNet } from '@/lib/core/validators/cidr'
import type { IpVersion } from '@/lib/core/validators/ip'

/**
 * What Nexus takes as a VPC's and a subnet's blocks, checked before submit with the reason
 * (the mock refuses the same, in Nexus's words): a subnet's IPv4 block from RFC 1918 space,
 * /8 to /26; its IPv6 block a /64 of the VPC's prefix; a VPC's prefix a /48 of the unique
 * local range fd00::/8.
 */

const PRIVATE_IPV4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']
const IPV4_WIDTHS = { least: 8, most: 26 }
const ULA = 'fd00::/8'

const widthOf = (cidr: string) => Number(cidr.split('/')[1])

/** The whole of `net` lies in `outer`. */
const within = (net: IpNet, outer: string) =>
  net.width >= widthOf(outer) && ipInNet(net.address, outer)

export function subnetIpv4Problem(net: IpNet): string | undefined {
  if (!PRIVATE_IPV4.some((range) => within(net, range))) {
    return 'Must be a private range: within 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16'
  }
  if (net.width < IPV4_WIDTHS.least || net.width > IPV4_WIDTHS.most) {
    return `Width must be from /${IPV4_WIDTHS.least} to /${IPV4_WIDTHS.most}`
  }
  return undefined
}

/** `vpcPrefix` when known (the VPC's own); without it only the width is checked. */
export function subnetIpv6Problem(net: IpNet, vpcPrefix?: string): string | undefined {
  if (net.width !== 64) return 'Must be a /64'
  if (vpcPrefix && !within(net, vpcPrefix)) return `Must be within the VPC's prefix ${vpcPrefix}`
  return undefined
}

export function vpcPrefixProblem(net: IpNet): string | undefined {
  return net.width === 48 && within(net, ULA)
    ? undefined
    : `Must be a /48 of the unique local range ${ULA}`
}

/** A block typed in a field: the CIDR's own messages first, then its IP version, then `rule`. */
export function validateBlockWith(version: IpVersion, rule: (net: IpNet) => string | undefined) {
  return (value: string): string | undefined => {
    const parsed = parseIpNet(value)
    if (!parsed.ok) return parsed.message
    if (parsed.net.version !== version) return `Must be an IPv${version} block`
    return rule(parsed.net)
  }
}
