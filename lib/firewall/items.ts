import type {
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
} from '@/lib/api/__generated__/Api'
import { validateCidr } from '@/lib/validators/cidr'
import { validateIp } from '@/lib/validators/ip'
import { validateName } from '@/lib/validators/name'

/** Targets and host filters name the same kinds of thing (the contract's two unions agree). */
export type ItemKind = VpcFirewallRuleTarget['type'] & VpcFirewallRuleHostFilter['type']

export const ITEM_KINDS = [
  'vpc',
  'subnet',
  'instance',
  'ip',
  'ip_net',
] as const satisfies readonly ItemKind[]

export const KIND_LABEL: Record<ItemKind, string> = {
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  ip: 'IP',
  ip_net: 'IP network',
}

/** Kinds named by a resource name, which a picker can offer. */
export type NamedKind = Extract<ItemKind, 'vpc' | 'subnet' | 'instance'>
export const isNamedKind = (kind: ItemKind): kind is NamedKind =>
  kind === 'vpc' || kind === 'subnet' || kind === 'instance'

/** The value's own validator: IP for ip, CIDR for ip_net, a name for the rest. */
export function validateItemValue(kind: ItemKind, value: string): string | undefined {
  if (kind === 'ip') return validateIp(value)
  if (kind === 'ip_net') return validateCidr(value)
  return validateName(value)
}

export const itemLabel = (item: { type: ItemKind; value: string }) =>
  `${KIND_LABEL[item.type]} ${item.value}`

// ICMP types and codes are one byte; the contract writes a code as `n` or `n-m`
const MAX_ICMP = 255
const ICMP_TYPE = /^[0-9]{1,3}$/
const ICMP_CODE = /^([0-9]{1,3})(?:-([0-9]{1,3}))?$/

export function validateIcmpType(value: string): string | undefined {
  if (!ICMP_TYPE.test(value) || Number(value) > MAX_ICMP) {
    return `ICMP type must be a number from 0 to ${MAX_ICMP}`
  }
  return undefined
}

export function validateIcmpCode(value: string): string | undefined {
  const match = ICMP_CODE.exec(value)
  if (!match) return 'Must be a code or a range of codes, like 0 or 0-4'
  const start = Number(match[1])
  const end = match[2] === undefined ? start : Number(match[2])
  if (start > MAX_ICMP || end > MAX_ICMP) return `Code must be ${MAX_ICMP} or less`
  if (end < start) return 'End of range must not be below start'
  return undefined
}

export function protocolLabel(p: VpcFirewallRuleProtocol): string {
  if (p.type === 'tcp') return 'TCP'
  if (p.type === 'udp') return 'UDP'
  if (!p.value) return 'ICMP'
  const code = p.value.code ? ` code ${p.value.code}` : ''
  return `ICMP type ${p.value.icmpType}${code}`
}
