/**
 * What a form would send, said two ways: the HTTP request (method, path with
 * query, JSON body) and the `oxide` CLI command that does the same. Pure, so
 * the panel can show it live as fields are typed.
 */
import { snakeify } from '@/lib/api/__generated__/util'
import type { OpName } from '@/lib/api/client'
import { cliLine } from './cli-line'
import { maskSecrets } from './cli-secrets'

type Method = 'POST' | 'PUT'

export type CliOperation = {
  method: Method
  /** The contract's path, with `{name}` for path parameters. */
  path: string
  /** The CLI's subcommand, e.g. `disk create`. */
  command: string
  /** The body is a choice of kinds, which the CLI takes only from a file, never as flags. */
  bodyInFile?: boolean
}

/**
 * The writes that forms make, with their contract method and path and the
 * CLI's subcommand (tests hold them to the contract and to the CLI's table).
 */
export const CLI_OPERATIONS = {
  projectCreate: { method: 'POST', path: '/v1/projects', command: 'project create' },
  projectUpdate: { method: 'PUT', path: '/v1/projects/{project}', command: 'project update' },
  diskCreate: { method: 'POST', path: '/v1/disks', command: 'disk create' },
  instanceCreate: { method: 'POST', path: '/v1/instances', command: 'instance create' },
  snapshotCreate: { method: 'POST', path: '/v1/snapshots', command: 'snapshot create' },
  vpcCreate: { method: 'POST', path: '/v1/vpcs', command: 'vpc create' },
  vpcUpdate: { method: 'PUT', path: '/v1/vpcs/{vpc}', command: 'vpc update' },
  vpcFirewallRulesUpdate: {
    method: 'PUT',
    path: '/v1/vpc-firewall-rules',
    command: 'vpc firewall-rules update',
  },
  vpcSubnetCreate: { method: 'POST', path: '/v1/vpc-subnets', command: 'vpc subnet create' },
  vpcSubnetUpdate: {
    method: 'PUT',
    path: '/v1/vpc-subnets/{subnet}',
    command: 'vpc subnet update',
  },
  floatingIpCreate: { method: 'POST', path: '/v1/floating-ips', command: 'floating-ip create' },
  floatingIpUpdate: {
    method: 'PUT',
    path: '/v1/floating-ips/{floating_ip}',
    command: 'floating-ip update',
  },
  currentUserSshKeyCreate: {
    method: 'POST',
    path: '/v1/me/ssh-keys',
    command: 'current-user ssh-key create',
  },
  siloCreate: { method: 'POST', path: '/v1/system/silos', command: 'silo create' },
  ipPoolCreate: { method: 'POST', path: '/v1/system/ip-pools', command: 'ip-pool create' },
  certificateCreate: { method: 'POST', path: '/v1/certificates', command: 'certificate create' },
  ipPoolUpdate: { method: 'PUT', path: '/v1/system/ip-pools/{pool}', command: 'ip-pool update' },
  antiAffinityGroupCreate: {
    method: 'POST',
    path: '/v1/anti-affinity-groups',
    command: 'instance anti-affinity create',
  },
  antiAffinityGroupUpdate: {
    method: 'PUT',
    path: '/v1/anti-affinity-groups/{anti_affinity_group}',
    command: 'instance anti-affinity update',
  },
  // experimental in the API, they have subcommands all the same: affinity groups and probes
  // under `experimental`, support bundles under `bundle`
  affinityGroupCreate: {
    method: 'POST',
    path: '/v1/affinity-groups',
    command: 'experimental instance affinity create',
  },
  affinityGroupUpdate: {
    method: 'PUT',
    path: '/v1/affinity-groups/{affinity_group}',
    command: 'experimental instance affinity update',
  },
  probeCreate: {
    method: 'POST',
    path: '/experimental/v1/probes',
    command: 'experimental system probe create',
  },
  vpcRouterCreate: { method: 'POST', path: '/v1/vpc-routers', command: 'vpc router create' },
  vpcRouterUpdate: {
    method: 'PUT',
    path: '/v1/vpc-routers/{router}',
    command: 'vpc router update',
  },
  vpcRouterRouteCreate: {
    method: 'POST',
    path: '/v1/vpc-router-routes',
    command: 'vpc router route create',
  },
  vpcRouterRouteUpdate: {
    method: 'PUT',
    path: '/v1/vpc-router-routes/{route}',
    command: 'vpc router route update',
  },
  instanceNetworkInterfaceCreate: {
    method: 'POST',
    path: '/v1/network-interfaces',
    command: 'instance nic create',
  },
  instanceNetworkInterfaceUpdate: {
    method: 'PUT',
    path: '/v1/network-interfaces/{interface}',
    command: 'instance nic update',
  },
  imageCreate: { method: 'POST', path: '/v1/images', command: 'image create' },
  webhookReceiverCreate: {
    method: 'POST',
    path: '/v1/webhook-receivers',
    command: 'alert receiver webhook create',
  },
  webhookReceiverUpdate: {
    method: 'PUT',
    path: '/v1/webhook-receivers/{receiver}',
    command: 'alert receiver webhook update',
  },
  supportBundleCreate: {
    method: 'POST',
    path: '/experimental/v1/system/support-bundles',
    command: 'bundle create',
  },
  samlIdentityProviderCreate: {
    method: 'POST',
    path: '/v1/system/identity-providers/saml',
    command: 'silo idp saml create',
  },
  localIdpUserCreate: {
    method: 'POST',
    path: '/v1/system/identity-providers/local/users',
    command: 'silo idp local user create',
  },
  localIdpUserSetPassword: {
    method: 'POST',
    path: '/v1/system/identity-providers/local/users/{user_id}/set-password',
    command: 'silo idp local user set-password',
    bodyInFile: true,
  },
  ipPoolRangeAdd: {
    method: 'POST',
    path: '/v1/system/ip-pools/{pool}/ranges/add',
    command: 'ip-pool range add',
  },
  networkingLoopbackAddressCreate: {
    method: 'POST',
    path: '/v1/system/networking/loopback-address',
    command: 'system networking loopback-address create',
  },
  networkingSwitchPortSettingsCreate: {
    method: 'POST',
    path: '/v1/system/networking/switch-port-settings',
    command: 'system networking switch-port-settings create',
  },
  networkingBfdEnable: {
    method: 'POST',
    path: '/v1/system/networking/bfd-enable',
    command: 'system networking bfd enable',
  },
  networkingAddressLotCreate: {
    method: 'POST',
    path: '/v1/system/networking/address-lot',
    command: 'system networking address-lot create',
  },
  networkingBgpConfigCreate: {
    method: 'POST',
    path: '/v1/system/networking/bgp',
    command: 'system networking bgp config create',
  },
  authSettingsUpdate: { method: 'PUT', path: '/v1/auth-settings', command: 'auth-settings update' },
  networkingBgpAnnounceSetUpdate: {
    method: 'PUT',
    path: '/v1/system/networking/bgp-announce-set',
    command: 'system networking bgp announce-set update',
  },
} as const satisfies Partial<Record<OpName, CliOperation>>

export type CliOpName = keyof typeof CLI_OPERATIONS

type Param = string | number | boolean | undefined | null

/** The parameters of one call, as a form's mutation would pass them. */
export type RequestInput = {
  path?: Record<string, Param>
  query?: Record<string, Param>
  body?: unknown
}

export type RequestPreview = {
  method: Method
  /** Path and query, e.g. `/v1/disks?project=web` */
  url: string
  /** The JSON body as sent, secrets masked; null when the call has none. */
  body: string | null
  cli: string
  /** What the command reads that the user provides: the body file, secrets, files. */
  cliNote: string | null
}

// the generated client names parameters in camelCase (floatingIp); the contract in snake_case
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** The parameters given a value, under the contract's names. */
const present = (params: Record<string, Param> = {}) =>
  Object.entries(params)
    .filter((e): e is [string, string | number | boolean] => e[1] !== undefined && e[1] !== null)
    .map(([name, value]) => [snake(name), value] as const)

export function requestPreview(
  op: CliOpName,
  input: RequestInput,
  secretFields: readonly string[] = [],
): RequestPreview {
  const { method, path, command, bodyInFile = false }: CliOperation = CLI_OPERATIONS[op]
  const pathParams = present(input.path)
  const query = present(input.query)
  const byName = new Map(pathParams)
  const filled = path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = byName.get(name)
    return value === undefined ? whole : encodeURIComponent(String(value))
  })
  const search = new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()
  // masked under the form's own names first, then as the client sends it: snake_case, as JSON
  const body =
    input.body === undefined
      ? undefined
      : (JSON.parse(JSON.stringify(snakeify(maskSecrets(input.body, secretFields)))) as unknown)
  const cli = cliLine(command, [...pathParams, ...query], body, bodyInFile)
  return {
    method,
    url: search ? `${filled}?${search}` : filled,
    body: body === undefined ? null : JSON.stringify(body, null, 2),
    cli: cli.line,
    cliNote: cli.note,
  }
}
