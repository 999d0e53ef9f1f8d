import type {
  ExternalIp,
  InstanceNetworkInterface,
  InternetGateway,
  InternetGatewayIpAddress,
  InternetGatewayIpPool,
  RouterRoute,
  Vpc,
  VpcFirewallRule,
  VpcRouter,
  VpcSubnet,
} from '@/lib/api/__generated__/Api'

/** What the console can read of the instance's VPC: its lists as the API gives them. */
export type VpcConfig = {
  vpc: Pick<Vpc, 'id' | 'name'>
  subnets: readonly VpcSubnet[]
  routers: readonly VpcRouter[]
  /** The routes of every router above. */
  routes: readonly RouterRoute[]
  gateways: readonly InternetGateway[]
  gatewayPools: readonly InternetGatewayIpPool[]
  gatewayAddresses: readonly InternetGatewayIpAddress[]
  firewallRules: readonly VpcFirewallRule[]
}

export type TargetInstance = {
  name: string
  nics: readonly InstanceNetworkInterface[]
  externalIps: readonly ExternalIp[]
}

export type Source =
  | { kind: 'ip'; ip: string }
  | { kind: 'cidr'; cidr: string }
  | { kind: 'internet' }
  | { kind: 'instance'; name: string; nics: readonly InstanceNetworkInterface[] }
  | { kind: 'subnet'; name: string }

/** ICMP without a type is a ping (echo request, type 8 code 0). */
export type Traffic =
  | { protocol: 'tcp' | 'udp'; port: number }
  | { protocol: 'icmp'; icmpType?: number; icmpCode?: number }

/** A rule, route, router, gateway or subnet, by name, for the UI to link. */
export type Ref = {
  kind: 'rule' | 'route' | 'router' | 'gateway' | 'subnet'
  name: string
  /** The router of a route, the VPC of the rest. */
  parent?: string
}

export type Step = {
  step: 'interface' | 'route' | 'gateway' | 'external-ip' | 'firewall'
  outcome: 'pass' | 'fail' | 'skip' | 'info'
  says: string
  /** What the step is about: the rule, route or gateway that decided it, or was passed over. */
  ref?: Ref
}

type Verdict = 'reachable' | 'blocked' | 'undetermined'

/** The walk's answer, or one part of it: the whole is blocked when any part is. */
export type Finding = {
  verdict: Verdict
  steps: Step[]
  /** What decided the part: what let traffic through, stopped it, or disagrees. */
  decidedBy: Ref[]
}
