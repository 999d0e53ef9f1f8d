import type {
  ExternalIp,
  InstanceNetworkInterface,
  InternetGateway,
  RouteDestination,
  RouteTarget,
  RouterRoute,
  VpcFirewallRule,
  VpcRouter,
  VpcSubnet,
} from '@/lib/api/__generated__/Api'
import type { TargetInstance, VpcConfig } from './types'

/**
 * VPC web for the reachability tests: subnets front, back and ops (ops with the custom
 * router ops-router), the system router's subnet routes and default route to gateway
 * default, which carries pool A; db1 in front at 10.0.0.5 with an ephemeral IP of pool A.
 */

const T0 = new Date(0)
export const meta = (name: string) => ({
  id: `id-${name}`,
  name,
  description: '',
  timeCreated: T0,
  timeModified: T0,
})

const VPC = { id: 'id-web', name: 'web' }
export const POOL_A = 'pool-a'
export const POOL_B = 'pool-b'

export const system: VpcRouter = { ...meta('system'), kind: 'system', vpcId: VPC.id }
export const opsRouter: VpcRouter = { ...meta('ops-router'), kind: 'custom', vpcId: VPC.id }

function subnet(name: string, n: number, customRouterId?: string): VpcSubnet {
  const blocks = { ipv4Block: `10.0.${n}.0/24`, ipv6Block: `fd00:0:0:${n}::/64` }
  return { ...meta(name), ...blocks, vpcId: VPC.id, customRouterId }
}

export const front = subnet('front', 0)
export const back = subnet('back', 1)
export const ops = subnet('ops', 2, opsRouter.id)

export function route(
  name: string,
  router: VpcRouter,
  destination: RouteDestination,
  target: RouteTarget,
): RouterRoute {
  return { ...meta(name), kind: 'custom', vpcRouterId: router.id, destination, target }
}

export const toSubnet = (s: VpcSubnet) =>
  route(
    `sub-${s.name}`,
    system,
    { type: 'subnet', value: s.name },
    { type: 'subnet', value: s.name },
  )

const defaultV4 = route(
  'default-v4',
  system,
  { type: 'ip_net', value: '0.0.0.0/0' },
  { type: 'internet_gateway', value: 'default' },
)
export const SYSTEM_ROUTES = [toSubnet(front), toSubnet(back), toSubnet(ops), defaultV4]

export const gateway = (name: string): InternetGateway => ({ ...meta(name), vpcId: VPC.id })
export const attach = (gw: string, pool: string) => ({
  ...meta(`${gw}-${pool}`),
  internetGatewayId: `id-${gw}`,
  ipPoolId: pool,
})

export function rule(name: string, more: Partial<VpcFirewallRule> = {}): VpcFirewallRule {
  return {
    ...meta(name),
    action: 'allow',
    direction: 'inbound',
    filters: {},
    priority: 100,
    status: 'enabled',
    targets: [{ type: 'vpc', value: 'web' }],
    vpcId: VPC.id,
    ...more,
  }
}

const allowAll = rule('allow-all')
export const tcp = (...ports: string[]) => ({ protocols: [{ type: 'tcp' as const }], ports })

export function nic(
  name: string,
  ip: string,
  s: VpcSubnet,
  primary = true,
): InstanceNetworkInterface {
  return { ...meta(name), instanceId: 'i', ip, mac: '', primary, subnetId: s.id, vpcId: VPC.id }
}

const ephemeral: ExternalIp = { kind: 'ephemeral', ip: '203.0.113.5', ipPoolId: POOL_A }
export const snat: ExternalIp = {
  kind: 'snat',
  ip: '203.0.113.9',
  ipPoolId: POOL_A,
  firstPort: 0,
  lastPort: 16383,
}
export const floating: ExternalIp = {
  ...meta('fip'),
  kind: 'floating',
  ip: '198.51.100.20',
  ipPoolId: POOL_A,
  projectId: 'p',
}

export const db1: TargetInstance = {
  name: 'db1',
  nics: [nic('nic0', '10.0.0.5', front)],
  externalIps: [ephemeral],
}

export const base: VpcConfig = {
  vpc: VPC,
  subnets: [front, back, ops],
  routers: [system, opsRouter],
  routes: SYSTEM_ROUTES,
  gateways: [gateway('default')],
  gatewayPools: [attach('default', POOL_A)],
  gatewayAddresses: [],
  firewallRules: [allowAll],
}
