import { describe, expect, it } from 'vitest'
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '@/lib/api/__generated__/Api'
import { processResponseBody, snakeify } from '@/lib/api/__generated__/util'
import {
  isNoChange,
  RuleSetConflict,
  ruleSetChange,
  ruleSetOf,
  withRuleAdded,
  withRuleRemoved,
  withRuleReplaced,
  withRuleStatus,
} from './rule-set'

// a set as the API sends it: null and absent filters, an ICMP code range, keys in the server's order
const wire = {
  rules: [
    {
      id: '7f1e2c3a-0000-4000-8000-000000000001',
      name: 'allow-https',
      description: 'Web traffic',
      time_created: '2025-01-02T03:04:05.000Z',
      time_modified: '2025-01-02T03:04:05.000Z',
      vpc_id: '7f1e2c3a-0000-4000-8000-0000000000aa',
      status: 'enabled',
      direction: 'inbound',
      targets: [{ type: 'subnet', value: 'default' }],
      filters: { hosts: null, ports: ['443', '80'], protocols: [{ type: 'tcp' }] },
      action: 'allow',
      priority: 100,
    },
    {
      id: '7f1e2c3a-0000-4000-8000-000000000002',
      name: 'allow-icmp',
      description: '',
      time_created: '2025-01-02T03:04:05.000Z',
      time_modified: '2025-01-03T03:04:05.000Z',
      vpc_id: '7f1e2c3a-0000-4000-8000-0000000000aa',
      status: 'disabled',
      direction: 'inbound',
      targets: [{ type: 'vpc', value: 'default' }],
      filters: {
        hosts: [
          { type: 'ip_net', value: '10.0.0.0/8' },
          { type: 'instance', value: 'web-1' },
        ],
        protocols: [
          { type: 'icmp', value: { icmp_type: 3, code: '0-4' } },
          { type: 'icmp', value: null },
        ],
      },
      action: 'deny',
      priority: 65535,
    },
    {
      id: '7f1e2c3a-0000-4000-8000-000000000003',
      name: 'out-smtp',
      description: 'No mail',
      time_created: '2025-01-02T03:04:05.000Z',
      time_modified: '2025-01-02T03:04:05.000Z',
      vpc_id: '7f1e2c3a-0000-4000-8000-0000000000aa',
      status: 'enabled',
      direction: 'outbound',
      targets: [{ type: 'ip', value: 'fd00::1' }],
      filters: { hosts: [], ports: ['25'], protocols: null },
      action: 'deny',
      priority: 0,
    },
  ],
}

// what the console holds after the client has read the response
const view = (processResponseBody(structuredClone(wire)) as { rules: VpcFirewallRule[] }).rules

/** A rule of the wire set as an update carries it: without the server's own fields. */
function wireUpdate(i: number) {
  const { id: _id, time_created: _c, time_modified: _m, vpc_id: _v, ...rest } = wire.rules[i]
  return rest
}

/** The JSON text the client sends for a set (it snake-cases the body). */
const sent = (rules: VpcFirewallRuleUpdate[]) =>
  (snakeify({ rules }) as { rules: unknown[] }).rules.map((r) => JSON.stringify(r))

describe('ruleSetOf', () => {
  it('sends every rule back byte for byte as it came, without id, VPC and timestamps', () => {
    expect(sent(ruleSetOf(view))).toEqual(wire.rules.map((_, i) => JSON.stringify(wireUpdate(i))))
  })
})

describe('changes to the set', () => {
  const set = ruleSetOf(view)
  const unchanged = (out: VpcFirewallRuleUpdate[], names: string[]) =>
    sent(out.filter((r) => names.includes(r.name)))

  it('an edit replaces just that rule, renamed or not, and keeps its place', () => {
    const edited = { ...set[1], name: 'allow-ping', description: 'ping' }
    const out = withRuleReplaced(set, 'allow-icmp', edited)
    expect(out.map((r) => r.name)).toEqual(['allow-https', 'allow-ping', 'out-smtp'])
    expect(out[1]).toBe(edited)
    expect(unchanged(out, ['allow-https', 'out-smtp'])).toEqual([
      JSON.stringify(wireUpdate(0)),
      JSON.stringify(wireUpdate(2)),
    ])
  })

  it('an edit may not take another rule’s name, nor edit a rule that is gone', () => {
    expect(() => withRuleReplaced(set, 'allow-icmp', { ...set[1], name: 'out-smtp' })).toThrow(
      new RuleSetConflict('A rule named out-smtp already exists in this VPC'),
    )
    expect(() => withRuleReplaced(set, 'gone', set[1])).toThrow(
      'Rule gone no longer exists in this VPC',
    )
  })

  it('a new rule is added after the others, under a free name only', () => {
    const rule = { ...set[0], name: 'new-rule' }
    const out = withRuleAdded(set, rule)
    expect(out).toHaveLength(4)
    expect(sent(out.slice(0, 3))).toEqual(sent(set))
    expect(() => withRuleAdded(set, set[0])).toThrow('A rule named allow-https already exists')
  })

  it('a delete removes that rule and nothing else', () => {
    const out = withRuleRemoved(set, 'allow-https')
    expect(sent(out)).toEqual([JSON.stringify(wireUpdate(1)), JSON.stringify(wireUpdate(2))])
  })

  it('a toggle flips only the status of that rule', () => {
    const out = withRuleStatus(set, 'allow-icmp', 'enabled')
    expect(JSON.parse(sent(out)[1])).toEqual({ ...wireUpdate(1), status: 'enabled' })
    expect(unchanged(out, ['allow-https', 'out-smtp'])).toEqual([
      JSON.stringify(wireUpdate(0)),
      JSON.stringify(wireUpdate(2)),
    ])
    // the set it started from is untouched
    expect(set[1].status).toBe('disabled')
  })
})

describe('ruleSetChange', () => {
  const set = ruleSetOf(view)
  it('names what was added, removed and changed', () => {
    const later = [{ ...set[0], priority: 101 }, set[2], { ...set[1], name: 'other' }]
    expect(ruleSetChange(set, later)).toEqual({
      added: ['other'],
      removed: ['allow-icmp'],
      changed: ['allow-https'],
    })
  })
  it('sees no change in the same rules fetched again, whatever their key order', () => {
    const again = ruleSetOf(view).map((r) => ({ ...r, filters: { ...r.filters } }))
    const reordered = again.map((r) => Object.fromEntries(Object.entries(r).reverse()))
    expect(isNoChange(ruleSetChange(set, reordered as VpcFirewallRuleUpdate[]))).toBe(true)
  })
})
