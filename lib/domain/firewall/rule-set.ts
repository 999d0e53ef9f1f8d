import type {
  VpcFirewallRule,
  VpcFirewallRuleStatus,
  VpcFirewallRuleUpdate,
} from '@/lib/api/__generated__/Api'
import { itemKey } from '@/lib/core/validators/unique'

/**
 * `PUT /v1/vpc-firewall-rules` replaces a VPC's whole rule set, so every
 * change (a toggle, a new rule, an edit, a delete) sends every rule. The rules
 * a change doesn't touch go back exactly as the server gave them.
 */

// spec §3: the fields of a rule that an update carries (the others are the server's)
const UPDATE_FIELDS: ReadonlySet<string> = new Set<keyof VpcFirewallRuleUpdate>([
  'name',
  'action',
  'description',
  'direction',
  'filters',
  'priority',
  'status',
  'targets',
])

/**
 * A rule of the view in the update's shape: its own values and key order,
 * only without id, VPC and timestamps, so it serializes as it arrived.
 */
export function ruleUpdateOf(rule: VpcFirewallRuleUpdate | VpcFirewallRule): VpcFirewallRuleUpdate {
  return Object.fromEntries(
    Object.entries(rule).filter(([key]) => UPDATE_FIELDS.has(key)),
  ) as VpcFirewallRuleUpdate
}

export const ruleSetOf = (rules: readonly VpcFirewallRule[]): VpcFirewallRuleUpdate[] =>
  rules.map(ruleUpdateOf)

/** A change to a rule set that can't apply to the set as it now is. */
export class RuleSetConflict extends Error {}

function indexOfRule(rules: readonly VpcFirewallRuleUpdate[], name: string): number {
  const i = rules.findIndex((r) => r.name === name)
  if (i === -1) throw new RuleSetConflict(`Rule ${name} no longer exists in this VPC`)
  return i
}

function ensureFreeName(rules: readonly VpcFirewallRuleUpdate[], name: string) {
  if (rules.some((r) => r.name === name)) {
    throw new RuleSetConflict(`A rule named ${name} already exists in this VPC`)
  }
}

export function withRuleAdded(
  rules: readonly VpcFirewallRuleUpdate[],
  rule: VpcFirewallRuleUpdate,
): VpcFirewallRuleUpdate[] {
  ensureFreeName(rules, rule.name)
  return [...rules, rule]
}

/** The rule once named `name` becomes `rule` (which may rename it); the others stay. */
export function withRuleReplaced(
  rules: readonly VpcFirewallRuleUpdate[],
  name: string,
  rule: VpcFirewallRuleUpdate,
): VpcFirewallRuleUpdate[] {
  const i = indexOfRule(rules, name)
  if (rule.name !== name) ensureFreeName(rules, rule.name)
  return rules.map((r, j) => (j === i ? rule : r))
}

export function withRuleRemoved(
  rules: readonly VpcFirewallRuleUpdate[],
  name: string,
): VpcFirewallRuleUpdate[] {
  const i = indexOfRule(rules, name)
  return rules.filter((_, j) => j !== i)
}

export function withRuleStatus(
  rules: readonly VpcFirewallRuleUpdate[],
  name: string,
  status: VpcFirewallRuleStatus,
): VpcFirewallRuleUpdate[] {
  const i = indexOfRule(rules, name)
  return rules.map((r, j) => (j === i ? { ...r, status } : r))
}

/** What changed between two versions of a rule set, by rule name. */
export type RuleSetChange = { added: string[]; removed: string[]; changed: string[] }

export function ruleSetChange(
  before: readonly VpcFirewallRuleUpdate[],
  after: readonly VpcFirewallRuleUpdate[],
): RuleSetChange {
  const was = new Map(before.map((r) => [r.name, itemKey(r)]))
  const now = new Map(after.map((r) => [r.name, itemKey(r)]))
  return {
    added: [...now.keys()].filter((n) => !was.has(n)),
    removed: [...was.keys()].filter((n) => !now.has(n)),
    changed: [...now].filter(([n, key]) => was.has(n) && was.get(n) !== key).map(([n]) => n),
  }
}

export const isNoChange = (c: RuleSetChange) =>
  c.added.length === 0 && c.removed.length === 0 && c.changed.length === 0
