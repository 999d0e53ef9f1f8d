import { faker } from '@faker-js/faker'
import type * as Api from '@/lib/api/__generated__/Api'
import type { Json } from '@/mocks/__generated__/msw-handlers'
import {
  db,
  nowIso,
  type FirewallRule,
  type Instance,
  type InternetGateway,
  type Project,
  type RouterRoute,
  type Vpc,
  type VpcRouter,
  type VpcSubnet,
} from './db'
import { bigIntToIpv6, netsOverlap, parseIpv6Net } from '../formats/ipv6'

/**
 * Inserting resources together with what Nexus creates alongside them (a
 * project's default VPC, a VPC's system router, default subnet, routes,
 * internet gateway and firewall rules). Used by the seed and by handlers.
 */

export const newId = () => faker.string.uuid()

const stamp = (time?: string) => {
  const t = time ?? nowIso()
  return { time_created: t, time_modified: t }
}

export function createProject(
  siloId: string,
  params: { name: string; description: string },
  time?: string,
): Project {
  const project: Project = { id: newId(), ...params, ...stamp(time) }
  db.projects.push(project)
  db.projectSilo.set(project.id, siloId)
  db.projectPolicies.set(project.id, [])
  createVpc(project.id, { name: 'default', description: 'Default VPC', dns_name: 'default' }, time)
  return project
}

/** A random unique-local /48, like the prefixes Nexus picks for VPCs. */
function ulaPrefix() {
  const hex = () => faker.string.hexadecimal({ length: 4, casing: 'lower', prefix: '' })
  return `fd${faker.string.hexadecimal({ length: 2, casing: 'lower', prefix: '' })}:${hex()}:${hex()}`
}

export function createVpc(
  projectId: string,
  params: { name: string; description: string; dns_name: string; ipv6_prefix?: string | null },
  time?: string,
): Vpc {
  const systemRouter: VpcRouter = {
    id: newId(),
    name: 'system',
    description: 'Routes are automatically added to this router as VPC subnets are created',
    kind: 'system',
    vpc_id: '',
    ...stamp(time),
  }
  const vpc: Vpc = {
    id: newId(),
    name: params.name,
    description: params.description,
    dns_name: params.dns_name,
    ipv6_prefix: params.ipv6_prefix ?? `${ulaPrefix()}::/48`,
    project_id: projectId,
    system_router_id: systemRouter.id,
    ...stamp(time),
  }
  systemRouter.vpc_id = vpc.id
  db.vpcs.push(vpc)
  db.vpcRouters.push(systemRouter)

  const gateway = createInternetGateway(
    vpc.id,
    {
      name: 'default',
      description: 'Default VPC gateway',
    },
    time,
  )
  const defaultPool = defaultPoolForProject(projectId)
  if (defaultPool) {
    db.internetGatewayIpPools.push({
      id: newId(),
      name: 'default',
      description: 'Default internet gateway IP pool',
      internet_gateway_id: gateway.id,
      ip_pool_id: defaultPool.id,
      ...stamp(time),
    })
  }
  for (const [name, dest] of [
    ['default-v4', '0.0.0.0/0'],
    ['default-v6', '::/0'],
  ] as const) {
    addRoute(
      systemRouter.id,
      {
        name,
        description: 'The default route of a vpc',
        kind: 'default',
        destination: { type: 'ip_net', value: dest },
        target: { type: 'internet_gateway', value: 'default' },
      },
      time,
    )
  }
  createSubnet(
    vpc,
    {
      name: 'default',
      description: `The default subnet for ${vpc.name}`,
      ipv4_block: '172.30.0.0/22',
    },
    time,
  )
  for (const rule of defaultFirewallRules(vpc.name)) addFirewallRule(vpc.id, rule, time)
  return vpc
}

export function createInternetGateway(
  vpcId: string,
  params: { name: string; description: string },
  time?: string,
): InternetGateway {
  const gateway: InternetGateway = { id: newId(), ...params, vpc_id: vpcId, ...stamp(time) }
  db.internetGateways.push(gateway)
  return gateway
}

export function addRoute(
  routerId: string,
  params: Omit<RouterRoute, 'id' | 'vpc_router_id' | 'time_created' | 'time_modified'>,
  time?: string,
): RouterRoute {
  const route = { id: newId(), vpc_router_id: routerId, ...params, ...stamp(time) } as RouterRoute
  db.routerRoutes.push(route)
  return route
}

/** The first /64 of the VPC's /48 that no subnet of the VPC holds, for a subnet's IPv6 block. */
function nextIpv6Block(vpc: Vpc) {
  const prefix = parseIpv6Net(vpc.ipv6_prefix)
  if (!prefix) throw new Error(`malformed VPC prefix ${vpc.ipv6_prefix}`)
  const used = db.vpcSubnets
    .filter((s) => s.vpc_id === vpc.id)
    .flatMap((s) => parseIpv6Net(s.ipv6_block) ?? [])
  const step = 1n << 64n
  for (let first = prefix.first; first <= prefix.last; first += step) {
    const block = { first, last: first + step - 1n, width: 64 }
    if (!used.some((u) => netsOverlap(u, block))) return `${bigIntToIpv6(first)}/64`
  }
  throw new Error(`no free /64 left in ${vpc.ipv6_prefix}`)
}

export function createSubnet(
  vpc: Vpc,
  params: {
    name: string
    description: string
    ipv4_block: string
    ipv6_block?: string | null
    custom_router_id?: string | null
  },
  time?: string,
): VpcSubnet {
  const subnet: VpcSubnet = {
    id: newId(),
    name: params.name,
    description: params.description,
    ipv4_block: params.ipv4_block,
    ipv6_block: params.ipv6_block ?? nextIpv6Block(vpc),
    custom_router_id: params.custom_router_id ?? null,
    vpc_id: vpc.id,
    ...stamp(time),
  }
  db.vpcSubnets.push(subnet)
  // Nexus keeps one route per subnet in the system router
  addRoute(
    vpc.system_router_id,
    {
      name: subnet.name,
      description: `VPC subnet route for '${subnet.name}'`,
      kind: 'vpc_subnet',
      destination: { type: 'subnet', value: subnet.name },
      target: { type: 'subnet', value: subnet.name },
    },
    time,
  )
  return subnet
}

export type FirewallRuleParams = Omit<
  FirewallRule,
  'id' | 'vpc_id' | 'time_created' | 'time_modified'
>

export function addFirewallRule(vpcId: string, params: FirewallRuleParams, time?: string) {
  const rule: FirewallRule = { id: newId(), vpc_id: vpcId, ...params, ...stamp(time) }
  db.firewallRules.push(rule)
  return rule
}

/** The three rules Nexus gives every new VPC. */
function defaultFirewallRules(vpcName: string): FirewallRuleParams[] {
  const vpcTarget = [{ type: 'vpc' as const, value: vpcName }]
  return [
    {
      name: 'allow-internal-inbound',
      description:
        'allow inbound traffic to all instances within the VPC if originated within the VPC',
      status: 'enabled',
      direction: 'inbound',
      targets: vpcTarget,
      filters: { hosts: vpcTarget, ports: null, protocols: null },
      action: 'allow',
      priority: 65534,
    },
    {
      name: 'allow-ssh',
      description: 'allow inbound TCP connections on port 22 from anywhere',
      status: 'enabled',
      direction: 'inbound',
      targets: vpcTarget,
      filters: { hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] },
      action: 'allow',
      priority: 65534,
    },
    {
      name: 'allow-icmp',
      description: 'allow inbound ICMP traffic from anywhere',
      status: 'enabled',
      direction: 'inbound',
      targets: vpcTarget,
      filters: { hosts: null, ports: null, protocols: [{ type: 'icmp', value: null }] },
      action: 'allow',
      priority: 65534,
    },
  ]
}

/** The silo's default IP pool for a project's silo, if one is linked. */
export function defaultPoolForProject(projectId: string) {
  const siloId = db.projectSilo.get(projectId)
  return defaultPoolForSilo(siloId)
}

function defaultPoolForSilo(siloId: string | undefined) {
  const link = db.ipPoolSilos.find((l) => l.silo_id === siloId && l.is_default)
  return link && db.ipPools.find((p) => p.id === link.ip_pool_id)
}

const ipToInt = (ip: string) => ip.split('.').reduce((acc, o) => acc * 256 + Number(o), 0)
const intToIp = (n: number) =>
  [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.')
export const isIpv4 = (ip: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(ip)

/** Every address in use from a pool: floating, ephemeral and SNAT. */
export function allocatedIps(poolId: string): string[] {
  return [
    ...db.floatingIps.filter((f) => f.ip_pool_id === poolId).map((f) => f.ip),
    ...db.instanceIps.filter((i) => i.ip_pool_id === poolId).map((i) => i.ip),
    ...db.probes.filter((p) => p.ip_pool_id === poolId).map((p) => p.external_ip),
  ]
}

/** The first free IPv4 address of the pool's ranges, or undefined when exhausted. */
export function allocateIp(poolId: string): string | undefined {
  const used = new Set(allocatedIps(poolId))
  for (const r of db.ipPoolRanges.filter((x) => x.ip_pool_id === poolId)) {
    if (!isIpv4(r.range.first)) continue
    for (let n = ipToInt(r.range.first); n <= ipToInt(r.range.last); n++) {
      const ip = intToIp(n)
      if (!used.has(ip)) return ip
    }
  }
  return undefined
}

export function ipv4RangeSize(range: { first: string; last: string }) {
  return isIpv4(range.first) ? ipToInt(range.last) - ipToInt(range.first) + 1 : 0
}

/** The next free address of a subnet's IPv4 block; Nexus reserves the first five. */
function allocateSubnetIp(subnet: VpcSubnet): string {
  const [base, width] = subnet.ipv4_block.split('/')
  const size = 2 ** (32 - Number(width))
  const used = new Set(
    db.networkInterfaces.filter((n) => n.subnet_id === subnet.id).map((n) => n.ip),
  )
  for (let i = 5; i < size - 1; i++) {
    const ip = intToIp(ipToInt(base) + i)
    if (!used.has(ip)) return ip
  }
  return intToIp(ipToInt(base) + 5)
}

const randomMac = () =>
  'A8:40:25:' +
  Array.from({ length: 3 }, () =>
    faker.string.hexadecimal({ length: 2, casing: 'upper', prefix: '' }),
  ).join(':')

export function createNetworkInterface(
  instance: Instance,
  params: { name: string; description: string; subnet: VpcSubnet; ip?: string | null },
  time?: string,
) {
  const primary = !db.networkInterfaces.some((n) => n.instance_id === instance.id)
  const nic: Json<Api.InstanceNetworkInterface> = {
    id: newId(),
    name: params.name,
    description: params.description,
    instance_id: instance.id,
    ip: params.ip ?? allocateSubnetIp(params.subnet),
    mac: randomMac(),
    primary,
    subnet_id: params.subnet.id,
    vpc_id: params.subnet.vpc_id,
    transit_ips: [],
    ...stamp(time),
  }
  db.networkInterfaces.push(nic)
  return nic
}
