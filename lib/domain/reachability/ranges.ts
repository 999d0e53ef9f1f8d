import type { VpcSubnet } from '@/lib/api/__generated__/Api'
import { ipInNet } from '@/lib/core/ip-number'
import { parseIpNet, type IpNet } from '@/lib/core/validators/cidr'
import type { IpVersion } from '@/lib/core/validators/ip'

/**
 * A source, a route's destination and a filter are each a range of addresses (one address
 * is a full-width range), so that "covers" means one thing for all of them: the whole of
 * the source lies in the other. A source only partly inside a filter isn't covered by it.
 */

export const FULL_WIDTH: Record<IpVersion, number> = { 4: 32, 6: 128 }

export const wholeFamily = (version: IpVersion): IpNet =>
  version === 4 ? { address: '0.0.0.0', width: 0, version } : { address: '::', width: 0, version }

export const isOneAddress = (range: IpNet) => range.width === FULL_WIDTH[range.version]

export const blockOf = (subnet: VpcSubnet, version: IpVersion) =>
  version === 4 ? subnet.ipv4Block : subnet.ipv6Block

/** The width of `net` when all of `range` lies in it, else undefined. */
export function widthCovering(range: IpNet, net: string): number | undefined {
  const parsed = parseIpNet(net)
  if (!parsed.ok || parsed.net.version !== range.version) return undefined
  return range.width >= parsed.net.width && ipInNet(range.address, net)
    ? parsed.net.width
    : undefined
}

export const rangeWithin = (range: IpNet, net: string) => widthCovering(range, net) !== undefined

export const subnetHolding = (range: IpNet, subnets: readonly VpcSubnet[]) =>
  subnets.find((s) => rangeWithin(range, blockOf(s, range.version)))
