import type { InstanceNetworkInterface, VpcSubnet } from '@/lib/api/__generated__/Api'
import { ipVersion, type IpVersion } from '@/lib/core/validators/ip'
import type { Placed } from './source'
import type { TargetInstance, VpcConfig } from './types'

/** The instance's interface the traffic comes in on. */
export type Arrival = {
  instanceName: string
  nic: InstanceNetworkInterface
  version: IpVersion
  subnet?: VpcSubnet
}

/**
 * From inside the VPC, the interface in the source's subnet when there is one (it is
 * reached without leaving the subnet), else the primary one. From outside, the primary
 * one: external IPs are the primary interface's.
 */
export function arrivalOf(
  target: TargetInstance,
  placed: Placed,
  config: VpcConfig,
): Arrival | undefined {
  const here = target.nics.filter((n) => n.vpcId === config.vpc.id)
  const primary = here.find((n) => n.primary)
  const nic = placed.subnet
    ? (here.find((n) => n.subnetId === placed.subnet?.id) ?? primary ?? here[0])
    : primary
  const version = nic && ipVersion(nic.ip)
  if (!nic || !version) return undefined
  const subnet = config.subnets.find((s) => s.id === nic.subnetId)
  return { instanceName: target.name, nic, version, subnet }
}
