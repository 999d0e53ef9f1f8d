import { reasonLabel, rulesForInstance, type AppliedRule } from '../firewall/instance-rules'
import type { Arrival } from './arrival'
import { mismatch, type Sender } from './rule-match'
import type { Finding, Ref, Step, Traffic, VpcConfig } from './types'

/**
 * The instance's inbound rules in priority order (a lower number first), enabled ones only:
 * the first that matches decides, and inbound traffic no rule matches is denied. Rules of
 * one priority come in no order the API defines, so when those that match at the deciding
 * priority disagree, the answer is undetermined rather than a guess.
 */

const verb = { allow: 'allows', deny: 'denies' } as const

const named = (a: AppliedRule) =>
  `Rule ${a.rule.name} (priority ${a.rule.priority}, for ${a.reasons.map(reasonLabel).join(', ')})`

/** The rules that match at the first priority any rule matches at. */
function deciding(
  enabled: AppliedRule[],
  source: Sender,
  traffic: Traffic,
  vpcName: string,
  steps: Step[],
  ref: (a: AppliedRule) => Ref,
): AppliedRule[] {
  const found: AppliedRule[] = []
  for (const applied of enabled) {
    if (found.length > 0 && applied.rule.priority !== found[0].rule.priority) break
    const why = mismatch(applied.rule, source, traffic, vpcName)
    if (why) {
      steps.push({
        step: 'firewall',
        outcome: 'skip',
        says: `${named(applied)} doesn't match: ${why}`,
        ref: ref(applied),
      })
    } else {
      found.push(applied)
    }
  }
  return found
}

export function firewallPath(
  source: Sender,
  traffic: Traffic,
  to: Arrival,
  config: VpcConfig,
): Finding {
  const vpcName = config.vpc.name
  const ref = (a: AppliedRule): Ref => ({ kind: 'rule', name: a.rule.name, parent: vpcName })
  const place = { ip: to.nic.ip, vpcId: config.vpc.id, subnetName: to.subnet?.name ?? '' }
  const inbound = config.firewallRules.filter((r) => r.direction === 'inbound')
  const { enabled, disabled } = rulesForInstance(
    to.instanceName,
    [place],
    [{ vpcId: config.vpc.id, vpcName, rules: inbound }],
  )
  const steps = disabled.map((a): Step => ({
    step: 'firewall',
    outcome: 'skip',
    says: `${named(a)} is disabled`,
    ref: ref(a),
  }))
  const found = deciding(enabled, source, traffic, vpcName, steps, ref)
  if (found.length === 0) {
    steps.push({
      step: 'firewall',
      outcome: 'fail',
      says: 'No enabled inbound rule matches, and inbound traffic no rule allows is denied',
    })
    return { verdict: 'blocked', steps, decidedBy: [] }
  }
  const decidedBy = found.map(ref)
  const actions = new Set(found.map((a) => a.rule.action))
  if (actions.size > 1) {
    for (const a of found) {
      steps.push({
        step: 'firewall',
        outcome: 'info',
        says: `${named(a)} ${verb[a.rule.action]} it`,
        ref: ref(a),
      })
    }
    const names = found.map((a) => a.rule.name).join(' and ')
    steps.push({
      step: 'firewall',
      outcome: 'info',
      says: `Undetermined: rules ${names} have the same priority and disagree, and the API doesn't define which applies first`,
    })
    return { verdict: 'undetermined', steps, decidedBy }
  }
  const action = found[0].rule.action
  for (const [i, a] of found.entries()) {
    const also = i > 0 ? ' too, at the same priority' : ''
    steps.push({
      step: 'firewall',
      outcome: i > 0 ? 'info' : action === 'allow' ? 'pass' : 'fail',
      says: `${named(a)} ${verb[action]} it${also}`,
      ref: ref(a),
    })
  }
  return { verdict: action === 'allow' ? 'reachable' : 'blocked', steps, decidedBy }
}
