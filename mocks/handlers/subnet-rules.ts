import { db, type Vpc } from '../store/db'
import { invalidRequest } from '../transport/errors'
import { cidrBounds, isPrivateBlock, overlaps } from '../formats/ipv4'
import { netContains, netsOverlap, parseIpv6Net } from '../formats/ipv6'

/**
 * What Nexus accepts as a VPC subnet's blocks, in its order and wording: an
 * IPv4 block from RFC 1918 space between /8 and /26, an IPv6 block that is a
 * /64 of the VPC's prefix, and neither overlapping another subnet of the VPC.
 * A VPC's own prefix is a /48 of the unique local range fd00::/8.
 */

const MIN_IPV4_WIDTH = 8
const MAX_IPV4_WIDTH = 26
const IPV6_SUBNET_WIDTH = 64

const conflict = (block: string) =>
  invalidRequest(`IP address range '${block}' conflicts with an existing subnet`)

const otherSubnets = (vpc: Vpc, except?: string) =>
  db.vpcSubnets.filter((s) => s.vpc_id === vpc.id && s.id !== except)

export function checkIpv4Block(vpc: Vpc, block: string, except?: string) {
  if (!isPrivateBlock(block)) {
    throw invalidRequest('VPC Subnet IPv4 address ranges must be from a private range')
  }
  const width = Number(block.split('/')[1])
  if (width < MIN_IPV4_WIDTH || width > MAX_IPV4_WIDTH) {
    throw invalidRequest(
      `VPC Subnet IPv4 address ranges must have prefix length between ${MIN_IPV4_WIDTH} and ${MAX_IPV4_WIDTH}, inclusive`,
    )
  }
  const bounds = cidrBounds(block)
  if (otherSubnets(vpc, except).some((s) => overlaps(cidrBounds(s.ipv4_block), bounds))) {
    throw conflict(block)
  }
}

export function checkIpv6Block(vpc: Vpc, block: string, except?: string) {
  const net = parseIpv6Net(block)
  const prefix = parseIpv6Net(vpc.ipv6_prefix)
  if (!net || !prefix || net.width !== IPV6_SUBNET_WIDTH || !netContains(prefix, net)) {
    throw invalidRequest(
      `VPC Subnet IPv6 address range '${block}' is not valid for VPC with IPv6 prefix '${vpc.ipv6_prefix}'`,
    )
  }
  const taken = otherSubnets(vpc, except).some((s) => {
    const other = parseIpv6Net(s.ipv6_block)
    return other && netsOverlap(other, net)
  })
  if (taken) throw conflict(block)
}

const ULA = parseIpv6Net('fd00::/8')!

export function checkVpcPrefix(prefix: string) {
  const net = parseIpv6Net(prefix)
  if (!net || net.width !== 48 || !netContains(ULA, net)) {
    throw invalidRequest(
      'VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48` (RFD 4193)',
    )
  }
}
