import type { VpcFirewallRule, VpcFirewallRuleTarget } from '@/lib/api/__generated__/Api'
import { ipInNet, sameIp } from '@/lib/core/ip-number'

/**
 * Which firewall rules apply to an instance, and why. A rule lives in one VPC and reaches
 * only the instance's network interfaces in that VPC; its targets are additive (the
 * contract's `VpcFirewallRuleTarget`): it applies when any target matches one of those
 * interfaces, and to every instance of the VPC when it has no targets. Names in targets are
 * looked up in the rule's own VPC and project, as Nexus does, so a subnet target names a
 * subnet of that VPC and an instance target an instance of its project.
 */

/** A network interface, with the names its ids stand for. */
export type NicPlace = { ip: string; vpcId: string; subnetName: string }

/** A VPC the instance has an interface in, with its rules. */
export type VpcRuleSet = { vpcId: string; vpcName: string; rules: readonly VpcFirewallRule[] }

/** What made a rule apply. */
export type MatchReason =
  | { type: 'all' }
  | { type: 'instance' }
  | { type: 'vpc'; vpc: string }
  | { type: 'subnet'; subnet: string }
  | { type: 'ip'; ip: string }
  | { type: 'ip_net'; ip: string; net: string }

export type AppliedRule = { rule: VpcFirewallRule; vpcName: string; reasons: MatchReason[] }

export type InstanceRules = {
  /** Rules in effect, by priority (a lower number first), then VPC and rule name. */
  enabled: AppliedRule[]
  /** Disabled rules that would apply once enabled, in the same order. */
  disabled: AppliedRule[]
}

export function reasonLabel(reason: MatchReason): string {
  switch (reason.type) {
    case 'all':
      return 'all instances in the VPC'
    case 'instance':
      return 'targets this instance'
    case 'vpc':
      return `VPC ${reason.vpc}`
    case 'subnet':
      return `subnet ${reason.subnet}`
    case 'ip':
      return `IP ${reason.ip}`
    case 'ip_net':
      return `IP ${reason.ip} in ${reason.net}`
  }
}

function reasonsOf(
  target: VpcFirewallRuleTarget,
  instanceName: string,
  vpcName: string,
  nics: readonly NicPlace[],
): MatchReason[] {
  switch (target.type) {
    case 'instance':
      return target.value === instanceName ? [{ type: 'instance' }] : []
    case 'vpc':
      return target.value === vpcName ? [{ type: 'vpc', vpc: vpcName }] : []
    case 'subnet':
      return nics.some((n) => n.subnetName === target.value)
        ? [{ type: 'subnet', subnet: target.value }]
        : []
    case 'ip':
      return nics.filter((n) => sameIp(n.ip, target.value)).map((n) => ({ type: 'ip', ip: n.ip }))
    case 'ip_net':
      return nics
        .filter((n) => ipInNet(n.ip, target.value))
        .map((n) => ({ type: 'ip_net', ip: n.ip, net: target.value }))
  }
}

/** Every reason once, in the order of the rule's targets. */
function distinct(reasons: MatchReason[]): MatchReason[] {
  const seen = new Set<string>()
  return reasons.filter((r) => {
    const label = reasonLabel(r)
    if (seen.has(label)) return false
    seen.add(label)
    return true
  })
}

// names in Nexus's order (a rule set comes sorted by name), not the locale's
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const byPriority = (a: AppliedRule, b: AppliedRule) =>
  a.rule.priority - b.rule.priority ||
  byName(a.vpcName, b.vpcName) ||
  byName(a.rule.name, b.rule.name)

export function rulesForInstance(
  instanceName: string,
  nics: readonly NicPlace[],
  ruleSets: readonly VpcRuleSet[],
): InstanceRules {
  const applied: AppliedRule[] = []
  for (const { vpcId, vpcName, rules } of ruleSets) {
    const here = nics.filter((n) => n.vpcId === vpcId)
    if (here.length === 0) continue
    for (const rule of rules) {
      const reasons: MatchReason[] =
        rule.targets.length === 0
          ? [{ type: 'all' }]
          : distinct(rule.targets.flatMap((t) => reasonsOf(t, instanceName, vpcName, here)))
      if (reasons.length > 0) applied.push({ rule, vpcName, reasons })
    }
  }
  applied.sort(byPriority)
  return {
    enabled: applied.filter((a) => a.rule.status === 'enabled'),
    disabled: applied.filter((a) => a.rule.status === 'disabled'),
  }
}
