import type * as Api from '@/lib/api/__generated__/Api'
import type { Json } from '@/mocks/__generated__/msw-handlers'
import { newId } from '../store/create'
import { db, removeWhere, type FirewallRule, type Vpc } from '../store/db'
import { invalidValue } from '../transport/errors'
import { stampNow } from '../transport/respond'

/**
 * A VPC's firewall rules are replaced as a whole, as in Nexus: the set is
 * checked first (unique names, at most 1024 rules, at most 256 targets and
 * of each kind of filter; the contract's schema has already checked kinds
 * and priorities), so a refused set leaves the old one untouched. Every
 * rule of the new set is a new row, with a new id. Rules come sorted by name.
 */

const MAX_RULES = 1024
const MAX_PARTS = 256

type RuleUpdate = Json<Api.VpcFirewallRuleUpdate>

function ensureMaxLength(items: unknown[] | null | undefined, label: string, max: number) {
  if (items && items.length > max) throw invalidValue(label, `max length ${max}`)
}

function checkRuleSet(rules: RuleUpdate[]) {
  const seen = new Set<string>()
  const dupes = new Set<string>()
  for (const r of rules) {
    if (seen.has(r.name)) dupes.add(r.name)
    seen.add(r.name)
  }
  if (dupes.size > 0) {
    const list = [...dupes].map((d) => `"${d}"`).join(', ')
    throw invalidValue('rules', `Rule names must be unique. Duplicates: [${list}]`)
  }
  ensureMaxLength(rules, 'rules', MAX_RULES)
  for (const r of rules) {
    ensureMaxLength(r.targets, 'targets', MAX_PARTS)
    ensureMaxLength(r.filters.hosts, 'filters.hosts', MAX_PARTS)
    ensureMaxLength(r.filters.ports, 'filters.ports', MAX_PARTS)
    ensureMaxLength(r.filters.protocols, 'filters.protocols', MAX_PARTS)
    checkRanges(r)
  }
}

const MAX_PORT = 65535
const MAX_ICMP = 255

/** `80` or `8000-8080` (the contract's pattern has passed): its two ends as numbers. */
function ends(range: string): [number, number] {
  const [first, last = first] = range.split('-').map(Number)
  return [first, last]
}

/** Nexus parses each port range and ICMP code range: in bounds, and in order. */
function checkRanges(rule: RuleUpdate) {
  for (const range of rule.filters.ports ?? []) {
    const [first, last] = ends(range)
    if (first < 1 || last < 1 || first > MAX_PORT || last > MAX_PORT) {
      throw invalidValue('filters.ports', `"${range}": a port is from 1 to ${MAX_PORT}`)
    }
    if (last < first) {
      throw invalidValue('filters.ports', `"${range}": the range's end is below its start`)
    }
  }
  for (const protocol of rule.filters.protocols ?? []) {
    if (protocol.type !== 'icmp' || !protocol.value?.code) continue
    const code = protocol.value.code
    const [first, last] = ends(code)
    if (first > MAX_ICMP || last > MAX_ICMP) {
      throw invalidValue(
        'filters.protocols',
        `ICMP code "${code}": a code is from 0 to ${MAX_ICMP}`,
      )
    }
    if (last < first) {
      throw invalidValue(
        'filters.protocols',
        `ICMP code "${code}": the range's end is below its start`,
      )
    }
  }
}

export function replaceRules(vpc: Vpc, rules: RuleUpdate[]): FirewallRule[] {
  checkRuleSet(rules)
  const stamp = stampNow()
  const next = rules.map((r) => ({ ...r, id: newId(), vpc_id: vpc.id, ...stamp }))
  removeWhere(db.firewallRules, (r) => r.vpc_id === vpc.id)
  db.firewallRules.push(...next)
  return rulesOf(vpc)
}

/** A VPC's rules in Nexus's order: by name. */
export const rulesOf = (vpc: Vpc) =>
  db.firewallRules
    .filter((r) => r.vpc_id === vpc.id)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
