import { describe, expect, it } from 'vitest'
import type { VpcFirewallRule, VpcFirewallRuleTarget } from '@/lib/api/__generated__/Api'
import {
  reasonLabel,
  rulesForInstance,
  type AppliedRule,
  type NicPlace,
  type VpcRuleSet,
} from './instance-rules'

const VPC_A = '11111111-1111-4111-8111-111111111111'
const VPC_B = '22222222-2222-4222-8222-222222222222'

function rule(
  name: string,
  targets: VpcFirewallRuleTarget[],
  more: Partial<VpcFirewallRule> = {},
): VpcFirewallRule {
  return {
    id: `id-${name}`,
    name,
    description: '',
    action: 'allow',
    direction: 'inbound',
    filters: {},
    priority: 100,
    status: 'enabled',
    targets,
    timeCreated: new Date(0),
    timeModified: new Date(0),
    vpcId: VPC_A,
    ...more,
  }
}

const nicA: NicPlace = { ip: '10.0.0.5', vpcId: VPC_A, subnetName: 'front' }
const setA = (...rules: VpcFirewallRule[]): VpcRuleSet => ({ vpcId: VPC_A, vpcName: 'web', rules })

/** Each applying rule's name with what made it apply. */
const why = (applied: AppliedRule[]) =>
  applied.map((a) => [a.rule.name, a.reasons.map(reasonLabel)])

const enabledOf = (nics: NicPlace[], sets: VpcRuleSet[]) =>
  why(rulesForInstance('db1', nics, sets).enabled)

describe('rulesForInstance', () => {
  it('applies a rule without targets to every instance of its VPC', () => {
    expect(enabledOf([nicA], [setA(rule('open', []))])).toEqual([
      ['open', ['all instances in the VPC']],
    ])
  })

  it('matches an instance target by the instance’s name only', () => {
    const sets = [
      setA(
        rule('mine', [{ type: 'instance', value: 'db1' }]),
        rule('theirs', [{ type: 'instance', value: 'db2' }]),
      ),
    ]
    expect(enabledOf([nicA], sets)).toEqual([['mine', ['targets this instance']]])
  })

  it('matches a VPC target by the name of the VPC the rule and interface are in', () => {
    const sets = [
      setA(
        rule('whole-vpc', [{ type: 'vpc', value: 'web' }]),
        rule('other-vpc', [{ type: 'vpc', value: 'db' }]),
      ),
    ]
    expect(enabledOf([nicA], sets)).toEqual([['whole-vpc', ['VPC web']]])
  })

  it('matches a subnet target by an interface’s subnet name', () => {
    const sets = [
      setA(
        rule('front-in', [{ type: 'subnet', value: 'front' }]),
        rule('back-in', [{ type: 'subnet', value: 'back' }]),
      ),
    ]
    expect(enabledOf([nicA], sets)).toEqual([['front-in', ['subnet front']]])
  })

  it('matches an IP target equal to an interface’s address', () => {
    const sets = [
      setA(
        rule('exact', [{ type: 'ip', value: '10.0.0.5' }]),
        rule('next-door', [{ type: 'ip', value: '10.0.0.6' }]),
      ),
    ]
    expect(enabledOf([nicA], sets)).toEqual([['exact', ['IP 10.0.0.5']]])
  })

  it('matches an IP network target holding an interface’s address, up to its edges', () => {
    const at = (ip: string, net: string) =>
      enabledOf([{ ...nicA, ip }], [setA(rule('net', [{ type: 'ip_net', value: net }]))])
    expect(at('10.0.0.0', '10.0.0.0/24')).toEqual([['net', ['IP 10.0.0.0 in 10.0.0.0/24']]])
    expect(at('10.0.0.255', '10.0.0.0/24')).toEqual([['net', ['IP 10.0.0.255 in 10.0.0.0/24']]])
    expect(at('10.0.1.0', '10.0.0.0/24')).toEqual([])
    expect(at('9.255.255.255', '10.0.0.0/24')).toEqual([])
    expect(at('10.0.0.5', '10.0.0.5/32')).toEqual([['net', ['IP 10.0.0.5 in 10.0.0.5/32']]])
    expect(at('10.0.0.5', '0.0.0.0/0')).toEqual([['net', ['IP 10.0.0.5 in 0.0.0.0/0']]])
  })

  it('matches IPv6 addresses however they are written, and never across families', () => {
    const nic6 = { ...nicA, ip: 'fd00:1122:3344:101::5' }
    const sets = [
      setA(
        rule('v6-ip', [{ type: 'ip', value: 'FD00:1122:3344:101:0:0:0:5' }]),
        rule('v6-net', [{ type: 'ip_net', value: 'fd00:1122:3344:101::/64' }]),
        rule('v6-next-net', [{ type: 'ip_net', value: 'fd00:1122:3344:102::/64' }]),
        rule('v4-any', [{ type: 'ip_net', value: '0.0.0.0/0' }]),
      ),
    ]
    expect(enabledOf([nic6], sets)).toEqual([
      ['v6-ip', ['IP fd00:1122:3344:101::5']],
      ['v6-net', ['IP fd00:1122:3344:101::5 in fd00:1122:3344:101::/64']],
    ])
    const edge = { ...nicA, ip: 'fd00:1122:3344:101:ffff:ffff:ffff:ffff' }
    expect(enabledOf([edge], sets).map(([name]) => name)).toEqual(['v6-net'])
  })

  it('gives every matching target as a reason, each once', () => {
    const sets = [
      setA(
        rule('many', [
          { type: 'subnet', value: 'front' },
          { type: 'instance', value: 'db1' },
          { type: 'instance', value: 'db1' },
          { type: 'instance', value: 'db2' },
        ]),
      ),
    ]
    expect(enabledOf([nicA], sets)).toEqual([['many', ['subnet front', 'targets this instance']]])
  })

  it('keeps disabled rules that would apply apart, and leaves out those that wouldn’t', () => {
    const result = rulesForInstance(
      'db1',
      [nicA],
      [
        setA(
          rule('on', []),
          rule('off', [{ type: 'instance', value: 'db1' }], { status: 'disabled' }),
          rule('off-elsewhere', [{ type: 'instance', value: 'db2' }], { status: 'disabled' }),
        ),
      ],
    )
    expect(why(result.enabled)).toEqual([['on', ['all instances in the VPC']]])
    expect(why(result.disabled)).toEqual([['off', ['targets this instance']]])
  })

  it('says nothing applies when no rule matches or the VPC has none', () => {
    expect(rulesForInstance('db1', [nicA], [setA()])).toEqual({ enabled: [], disabled: [] })
    expect(rulesForInstance('db1', [], [setA(rule('open', []))])).toEqual({
      enabled: [],
      disabled: [],
    })
  })

  it('matches each VPC’s rules against the interfaces in that VPC only', () => {
    const nicB: NicPlace = { ip: '172.30.0.7', vpcId: VPC_B, subnetName: 'back' }
    const sets: VpcRuleSet[] = [
      setA(
        rule('a-front', [{ type: 'subnet', value: 'front' }], { priority: 300 }),
        // the B interface's subnet and address, but this is A's rule
        rule('a-back', [{ type: 'subnet', value: 'back' }]),
        rule('a-b-ip', [{ type: 'ip', value: '172.30.0.7' }]),
      ),
      {
        vpcId: VPC_B,
        vpcName: 'db',
        rules: [
          rule('b-all', [], { vpcId: VPC_B, id: 'id-b-all', priority: 200 }),
          rule('b-vpc', [{ type: 'vpc', value: 'db' }], { vpcId: VPC_B, priority: 100 }),
          rule('b-a-vpc', [{ type: 'vpc', value: 'web' }], { vpcId: VPC_B }),
          rule('b-net', [{ type: 'ip_net', value: '172.30.0.0/22' }], { vpcId: VPC_B }),
        ],
      },
    ]
    const result = rulesForInstance('db1', [nicA, nicB], sets)
    // by priority, then VPC, then name
    expect(why(result.enabled)).toEqual([
      ['b-net', ['IP 172.30.0.7 in 172.30.0.0/22']],
      ['b-vpc', ['VPC db']],
      ['b-all', ['all instances in the VPC']],
      ['a-front', ['subnet front']],
    ])
    expect(result.enabled.map((a) => a.vpcName)).toEqual(['db', 'db', 'db', 'web'])
  })

  it('orders rules of one priority by name, as the VPC lists them', () => {
    const sets = [setA(rule('b', []), rule('a-2', []), rule('a', [], { priority: 65534 }))]
    expect(enabledOf([nicA], sets).map(([name]) => name)).toEqual(['a-2', 'b', 'a'])
  })
})
