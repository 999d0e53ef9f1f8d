import type { VpcSubnet } from '@/lib/api/__generated__/Api'
import { parseIpNet, type IpNet } from '@/lib/core/validators/cidr'
import { ipVersion, type IpVersion } from '@/lib/core/validators/ip'
import { FULL_WIDTH, blockOf, subnetHolding, wholeFamily } from './ranges'
import type { Source, VpcConfig } from './types'

/** The source as the walk sees it. */
export type Placed = {
  label: string
  /**
   * Its addresses. Unknown until the family is: a subnet has a block of each, and the
   * internet is the whole of whichever family the instance's external IP is.
   */
  range?: IpNet
  /** The subnet of the instance's VPC that holds all of the source: it is inside the VPC. */
  subnet?: VpcSubnet
  instanceName?: string
}

type Placement = { ok: true; placed: Placed } | { ok: false; says: string }

const inside = (range: IpNet, label: string, config: VpcConfig): Placement => ({
  ok: true,
  placed: { label, range, subnet: subnetHolding(range, config.subnets) },
})

export function placeSource(source: Source, config: VpcConfig): Placement {
  switch (source.kind) {
    case 'internet':
      return { ok: true, placed: { label: 'the internet' } }
    case 'ip': {
      const version = ipVersion(source.ip)
      if (!version) return { ok: false, says: `${source.ip} is not an IP address` }
      return inside({ address: source.ip, width: FULL_WIDTH[version], version }, source.ip, config)
    }
    case 'cidr': {
      const parsed = parseIpNet(source.cidr)
      return parsed.ok
        ? inside(parsed.net, source.cidr, config)
        : { ok: false, says: parsed.message }
    }
    case 'subnet': {
      const subnet = config.subnets.find((s) => s.name === source.name)
      if (!subnet) return { ok: false, says: `VPC ${config.vpc.name} has no subnet ${source.name}` }
      return { ok: true, placed: { label: `subnet ${subnet.name}`, subnet } }
    }
    case 'instance': {
      const here = source.nics.filter((n) => n.vpcId === config.vpc.id)
      const nic = here.find((n) => n.primary) ?? here[0]
      const version = nic && ipVersion(nic.ip)
      if (!nic || !version) {
        return {
          ok: false,
          says: `Instance ${source.name} has no interface in VPC ${config.vpc.name}; from another VPC traffic comes through the internet, so check with its external IP as the source`,
        }
      }
      const range = { address: nic.ip, width: FULL_WIDTH[version], version }
      const subnet = config.subnets.find((s) => s.id === nic.subnetId)
      return {
        ok: true,
        placed: { label: `instance ${source.name}`, range, subnet, instanceName: source.name },
      }
    }
  }
}

/** The source's addresses in the family the traffic travels in. */
export function rangeIn(placed: Placed, version: IpVersion): IpNet {
  if (placed.range) return placed.range
  const block = placed.subnet && parseIpNet(blockOf(placed.subnet, version))
  return block?.ok ? block.net : wholeFamily(version)
}
