import { describe, expect, it } from 'vitest'
import type { ExternalIp } from '@/lib/api/__generated__/Api'
import { checkReachability } from './check'
import {
  attach,
  back,
  base,
  db1,
  floating,
  front,
  gateway,
  meta,
  nic,
  ops,
  opsRouter,
  POOL_A,
  POOL_B,
  route,
  rule,
  snat,
  system,
  SYSTEM_ROUTES,
  tcp,
  toSubnet,
} from './test-vpc'
import type { Finding, Source, Step, Traffic, VpcConfig } from './types'

const fromBack: Source = { kind: 'ip', ip: '10.0.1.7' }
const internet: Source = { kind: 'internet' }
const web2: Source = { kind: 'instance', name: 'web2', nics: [nic('w0', '10.0.1.30', back)] }
const ssh: Traffic = { protocol: 'tcp', port: 22 }
const dns: Traffic = { protocol: 'udp', port: 53 }
const ping: Traffic = { protocol: 'icmp' }

type Case = {
  name: string
  source: Source
  traffic?: Traffic
  vpc?: Partial<VpcConfig>
  externalIps?: ExternalIp[]
  verdict: Finding['verdict']
  /** Each deciding rule, route, router or gateway, as `kind name`. */
  decidedBy: string[]
  /** The step that failed first, when nothing names what decided. */
  failedAt?: Step['step']
}

const INSIDE_OK = ['route sub-front']
const OUTSIDE_OK = ['route default-v4', 'gateway default']

const cases: Case[] = [
  // firewall: priority
  {
    name: 'a lower priority number wins over a higher one',
    source: fromBack,
    vpc: {
      firewallRules: [
        rule('deny-all', { action: 'deny', priority: 200 }),
        rule('allow-ssh', { priority: 100, filters: tcp('22') }),
      ],
    },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule allow-ssh'],
  },
  {
    name: 'a deny at a lower number wins over an allow',
    source: fromBack,
    vpc: {
      firewallRules: [
        rule('deny-all', { action: 'deny', priority: 50 }),
        rule('allow-ssh', { priority: 100, filters: tcp('22') }),
      ],
    },
    verdict: 'blocked',
    decidedBy: ['rule deny-all'],
  },
  {
    name: 'matching rules of one priority that agree decide together',
    source: fromBack,
    vpc: { firewallRules: [rule('allow-b'), rule('allow-a', { filters: tcp('22') })] },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule allow-a', 'rule allow-b'],
  },
  {
    name: 'matching rules of one priority that disagree leave it undetermined',
    source: fromBack,
    vpc: { firewallRules: [rule('deny-web', { action: 'deny' }), rule('allow-web')] },
    verdict: 'undetermined',
    decidedBy: ['rule allow-web', 'rule deny-web'],
  },
  {
    name: 'a rule of the same priority that does not match does not make it undetermined',
    source: fromBack,
    vpc: {
      firewallRules: [
        rule('deny-udp', { action: 'deny', filters: { protocols: [{ type: 'udp' }] } }),
        rule('allow-web'),
      ],
    },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule allow-web'],
  },
  {
    name: 'a disabled rule is skipped',
    source: fromBack,
    vpc: {
      firewallRules: [
        rule('allow-first', { priority: 1, status: 'disabled' }),
        rule('deny-all', { action: 'deny' }),
      ],
    },
    verdict: 'blocked',
    decidedBy: ['rule deny-all'],
  },
  {
    name: 'outbound rules do not decide inbound traffic',
    source: fromBack,
    vpc: { firewallRules: [rule('out', { direction: 'outbound' })] },
    verdict: 'blocked',
    decidedBy: [],
    failedAt: 'firewall',
  },
  {
    name: 'with no rule matching, inbound traffic is denied',
    source: fromBack,
    vpc: { firewallRules: [rule('allow-https', { filters: tcp('443') })] },
    verdict: 'blocked',
    decidedBy: [],
    failedAt: 'firewall',
  },
  // firewall: host filters
  {
    name: 'a host IP filter covers that address',
    source: fromBack,
    vpc: {
      firewallRules: [rule('from-ip', { filters: { hosts: [{ type: 'ip', value: '10.0.1.7' }] } })],
    },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule from-ip'],
  },
  {
    name: 'a host IP filter of another address does not',
    source: fromBack,
    vpc: {
      firewallRules: [rule('from-ip', { filters: { hosts: [{ type: 'ip', value: '10.0.1.8' }] } })],
    },
    verdict: 'blocked',
    decidedBy: [],
    failedAt: 'firewall',
  },
  {
    name: 'a host ip_net filter covers an address in it',
    source: fromBack,
    vpc: {
      firewallRules: [
        rule('from-net', { filters: { hosts: [{ type: 'ip_net', value: '10.0.1.0/24' }] } }),
      ],
    },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule from-net'],
  },
  {
    name: 'a host ip_net filter covering half of a CIDR source does not cover it',
    source: { kind: 'cidr', cidr: '10.0.1.0/24' },
    vpc: {
      firewallRules: [
        rule('from-half', { filters: { hosts: [{ type: 'ip_net', value: '10.0.1.0/25' }] } }),
      ],
    },
    verdict: 'blocked',
    decidedBy: [],
    failedAt: 'firewall',
  },
  {
    name: 'a host subnet filter covers an address of that subnet',
    source: fromBack,
    vpc: {
      firewallRules: [
        rule('from-back', { filters: { hosts: [{ type: 'subnet', value: 'back' }] } }),
      ],
    },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule from-back'],
  },
  {
    name: 'a host VPC filter covers a subnet of the VPC',
    source: { kind: 'subnet', name: 'back' },
    vpc: {
      firewallRules: [rule('from-vpc', { filters: { hosts: [{ type: 'vpc', value: 'web' }] } })],
    },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule from-vpc'],
  },
  {
    name: 'a host VPC filter does not cover the internet',
    source: internet,
    vpc: {
      firewallRules: [rule('from-vpc', { filters: { hosts: [{ type: 'vpc', value: 'web' }] } })],
    },
    verdict: 'blocked',
    decidedBy: [],
    failedAt: 'firewall',
  },
  {
    name: 'a host instance filter covers that instance',
    source: web2,
    vpc: {
      firewallRules: [
        rule('from-web2', { filters: { hosts: [{ type: 'instance', value: 'web2' }] } }),
      ],
    },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule from-web2'],
  },
  // firewall: targets
  {
    name: 'a rule targeting another instance does not apply',
    source: fromBack,
    vpc: { firewallRules: [rule('to-db2', { targets: [{ type: 'instance', value: 'db2' }] })] },
    verdict: 'blocked',
    decidedBy: [],
    failedAt: 'firewall',
  },
  {
    name: 'a rule targeting the instance by name applies',
    source: fromBack,
    vpc: { firewallRules: [rule('to-db1', { targets: [{ type: 'instance', value: 'db1' }] })] },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule to-db1'],
  },
  {
    name: 'a rule targeting the instance’s subnet applies',
    source: fromBack,
    vpc: { firewallRules: [rule('to-front', { targets: [{ type: 'subnet', value: 'front' }] })] },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule to-front'],
  },
  {
    name: 'a rule targeting an ip_net holding the instance’s address applies',
    source: fromBack,
    vpc: {
      firewallRules: [rule('to-net', { targets: [{ type: 'ip_net', value: '10.0.0.0/28' }] })],
    },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule to-net'],
  },
  {
    name: 'a rule targeting another IP does not apply',
    source: fromBack,
    vpc: { firewallRules: [rule('to-ip', { targets: [{ type: 'ip', value: '10.0.0.6' }] })] },
    verdict: 'blocked',
    decidedBy: [],
    failedAt: 'firewall',
  },
  // firewall: ports and protocols
  {
    name: 'a port at the end of a range matches',
    source: fromBack,
    traffic: { protocol: 'tcp', port: 8080 },
    vpc: { firewallRules: [rule('web-ports', { filters: tcp('443', '8000-8080') })] },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule web-ports'],
  },
  {
    name: 'a port just outside a range does not',
    source: fromBack,
    traffic: { protocol: 'tcp', port: 8081 },
    vpc: { firewallRules: [rule('web-ports', { filters: tcp('443', '8000-8080') })] },
    verdict: 'blocked',
    decidedBy: [],
    failedAt: 'firewall',
  },
  {
    name: 'a TCP rule does not match UDP',
    source: fromBack,
    traffic: { protocol: 'udp', port: 22 },
    vpc: { firewallRules: [rule('ssh', { filters: tcp('22') })] },
    verdict: 'blocked',
    decidedBy: [],
    failedAt: 'firewall',
  },
  {
    name: 'a rule without a protocol filter matches UDP',
    source: fromBack,
    traffic: dns,
    vpc: { firewallRules: [rule('port-53', { filters: { ports: ['53'] } })] },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule port-53'],
  },
  {
    name: 'an ICMP rule without a type matches a ping',
    source: fromBack,
    traffic: ping,
    vpc: {
      firewallRules: [rule('icmp', { filters: { protocols: [{ type: 'icmp', value: null }] } })],
    },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule icmp'],
  },
  {
    name: 'an ICMP rule for echo replies does not match a ping',
    source: fromBack,
    traffic: ping,
    vpc: {
      firewallRules: [
        rule('icmp-reply', { filters: { protocols: [{ type: 'icmp', value: { icmpType: 0 } }] } }),
      ],
    },
    verdict: 'blocked',
    decidedBy: [],
    failedAt: 'firewall',
  },
  {
    name: 'a rule with ports does not match ICMP',
    source: fromBack,
    traffic: ping,
    vpc: { firewallRules: [rule('port-22', { filters: { ports: ['22'] } })] },
    verdict: 'blocked',
    decidedBy: [],
    failedAt: 'firewall',
  },
  // routes inside the VPC
  {
    name: 'a source in the same subnet is routed by its subnet route',
    source: { kind: 'ip', ip: '10.0.0.9' },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule allow-all'],
  },
  {
    name: 'the longest prefix wins: a /28 drop over the subnet’s /24',
    source: fromBack,
    vpc: {
      routes: [
        ...SYSTEM_ROUTES,
        route('drop-db', system, { type: 'ip_net', value: '10.0.0.0/28' }, { type: 'drop' }),
      ],
    },
    verdict: 'blocked',
    decidedBy: ['route drop-db'],
  },
  {
    name: 'the longest prefix wins: the subnet’s /24 over a /16 drop',
    source: fromBack,
    vpc: {
      routes: [
        ...SYSTEM_ROUTES,
        route('drop-wide', system, { type: 'ip_net', value: '10.0.0.0/16' }, { type: 'drop' }),
      ],
    },
    verdict: 'reachable',
    decidedBy: [...INSIDE_OK, 'rule allow-all'],
  },
  {
    name: 'a custom router’s route wins over the system router’s of the same prefix',
    source: { kind: 'subnet', name: 'ops' },
    vpc: {
      routes: [
        ...SYSTEM_ROUTES,
        route('ops-no-front', opsRouter, { type: 'subnet', value: 'front' }, { type: 'drop' }),
      ],
    },
    verdict: 'blocked',
    decidedBy: ['route ops-no-front'],
  },
  {
    name: 'a custom router’s route to another instance sends traffic away',
    source: { kind: 'ip', ip: '10.0.2.4' },
    vpc: {
      routes: [
        ...SYSTEM_ROUTES,
        route(
          'via-fw',
          opsRouter,
          { type: 'ip', value: '10.0.0.5' },
          { type: 'instance', value: 'fw' },
        ),
      ],
    },
    verdict: 'blocked',
    decidedBy: ['route via-fw'],
  },
  {
    name: 'no route to the instance’s address',
    source: fromBack,
    vpc: { routes: [toSubnet(back)] },
    verdict: 'blocked',
    decidedBy: ['router system'],
  },
  {
    name: 'an instance with no interface in the VPC is not a source inside it',
    source: {
      kind: 'instance',
      name: 'far',
      nics: [{ ...nic('f0', '10.9.0.1', back), vpcId: 'other' }],
    },
    verdict: 'blocked',
    decidedBy: [],
    failedAt: 'interface',
  },
  // from outside the VPC
  {
    name: 'the internet reaches an ephemeral IP through the default gateway',
    source: internet,
    vpc: {
      firewallRules: [
        rule('ssh-anywhere', {
          filters: { hosts: [{ type: 'ip_net', value: '0.0.0.0/0' }], ...tcp('22') },
        }),
      ],
    },
    verdict: 'reachable',
    decidedBy: [...OUTSIDE_OK, 'rule ssh-anywhere'],
  },
  {
    name: 'an outside address reaches a floating IP',
    source: { kind: 'ip', ip: '192.0.2.10' },
    externalIps: [snat, floating],
    vpc: {
      firewallRules: [
        rule('from-office', { filters: { hosts: [{ type: 'ip', value: '192.0.2.10' }] } }),
      ],
    },
    verdict: 'reachable',
    decidedBy: [...OUTSIDE_OK, 'rule from-office'],
  },
  {
    name: 'no external IP',
    source: internet,
    externalIps: [],
    verdict: 'blocked',
    decidedBy: [],
    failedAt: 'external-ip',
  },
  {
    name: 'a SNAT IP alone lets nothing in',
    source: internet,
    externalIps: [snat],
    verdict: 'blocked',
    decidedBy: [],
    failedAt: 'external-ip',
  },
  {
    name: 'no internet gateway of the route’s name',
    source: internet,
    vpc: { gateways: [], gatewayPools: [] },
    verdict: 'blocked',
    decidedBy: ['route default-v4'],
  },
  {
    name: 'no route out for replies: no gateway',
    source: internet,
    vpc: { routes: [toSubnet(front)] },
    verdict: 'blocked',
    decidedBy: ['router system'],
  },
  {
    name: 'a gateway whose pools do not include the external IP’s pool',
    source: internet,
    vpc: { gatewayPools: [attach('default', POOL_B)] },
    verdict: 'blocked',
    decidedBy: ['gateway default'],
  },
  {
    name: 'a gateway with the external IP’s address attached instead of its pool',
    source: internet,
    vpc: {
      gatewayPools: [attach('default', POOL_B)],
      gatewayAddresses: [
        { ...meta('addr'), internetGatewayId: 'id-default', address: '203.0.113.5' },
      ],
    },
    verdict: 'reachable',
    decidedBy: [...OUTSIDE_OK, 'rule allow-all'],
  },
  {
    name: 'a drop route for replies to the internet',
    source: internet,
    vpc: {
      routes: [
        toSubnet(front),
        route('default-v4', system, { type: 'ip_net', value: '0.0.0.0/0' }, { type: 'drop' }),
      ],
    },
    verdict: 'blocked',
    decidedBy: ['route default-v4'],
  },
  {
    name: 'a custom router on the instance’s subnet names a gateway without its pool',
    source: internet,
    vpc: {
      subnets: [{ ...front, customRouterId: opsRouter.id }, back, ops],
      routes: [
        ...SYSTEM_ROUTES,
        route(
          'out-b',
          opsRouter,
          { type: 'ip_net', value: '0.0.0.0/0' },
          { type: 'internet_gateway', value: 'gw-b' },
        ),
      ],
      gateways: [gateway('default'), gateway('gw-b')],
      gatewayPools: [attach('default', POOL_A), attach('gw-b', POOL_B)],
    },
    verdict: 'blocked',
    decidedBy: ['gateway gw-b'],
  },
]

const refNames = (finding: Finding) => finding.decidedBy.map((r) => `${r.kind} ${r.name}`)

describe('checkReachability', () => {
  it.each(cases)('$name', (c) => {
    const target = { ...db1, externalIps: c.externalIps ?? db1.externalIps }
    const finding = checkReachability(target, c.source, c.traffic ?? ssh, { ...base, ...c.vpc })
    expect([finding.verdict, refNames(finding)]).toEqual([c.verdict, c.decidedBy])
    if (c.failedAt) {
      expect(finding.steps.find((s) => s.outcome === 'fail')?.step).toBe(c.failedAt)
    }
  })

  it('lists a disabled rule as skipped, and says why a rule passed over does not match', () => {
    const rules = [
      rule('old', { priority: 1, status: 'disabled' }),
      rule('https', { priority: 5, filters: tcp('443') }),
      rule('ssh', { priority: 10, filters: tcp('22') }),
    ]
    const { steps } = checkReachability(db1, fromBack, ssh, { ...base, firewallRules: rules })
    expect(steps.filter((s) => s.step === 'firewall').map((s) => [s.outcome, s.ref?.name])).toEqual(
      [
        ['skip', 'old'],
        ['skip', 'https'],
        ['pass', 'ssh'],
      ],
    )
    expect(steps.find((s) => s.ref?.name === 'https')?.says).toContain("don't include 22")
  })

  it('names both rules when rules of one priority disagree', () => {
    const rules = [rule('deny-web', { action: 'deny' }), rule('allow-web')]
    const { steps } = checkReachability(db1, fromBack, ssh, { ...base, firewallRules: rules })
    expect(steps.at(-1)?.says).toMatch(
      /rules allow-web and deny-web have the same priority and disagree/,
    )
  })

  it('says a SNAT IP carries outbound traffic only', () => {
    const { steps } = checkReachability({ ...db1, externalIps: [snat] }, internet, ssh, base)
    expect(steps.find((s) => s.outcome === 'fail')?.says).toMatch(/only SNAT IP 203\.0\.113\.9/)
  })

  it('takes an IPv6 source inside the VPC to an IPv4-only interface as unreachable', () => {
    const finding = checkReachability(db1, { kind: 'ip', ip: 'fd00:0:0:1::7' }, ssh, base)
    expect(finding.verdict).toBe('blocked')
    expect(finding.steps[0]).toMatchObject({ step: 'interface', outcome: 'fail' })
  })
})
