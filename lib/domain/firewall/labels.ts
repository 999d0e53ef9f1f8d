// names and labels only: the rules table imports these, and no validator (nor zod) with them
import type {
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
} from '@/lib/api/__generated__/Api'

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

export const itemLabel = (item: { type: ItemKind; value: string }) =>
  `${KIND_LABEL[item.type]} ${item.value}`

export function protocolLabel(p: VpcFirewallRuleProtocol): string {
  if (p.type === 'tcp') return 'TCP'
  if (p.type === 'udp') return 'UDP'
  if (!p.value) return 'ICMP'
  const code = p.value.code ? ` code ${p.value.code}` : ''
  return `ICMP type ${p.value.icmpType}${code}`
}
