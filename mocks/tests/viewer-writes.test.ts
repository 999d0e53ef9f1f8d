import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import * as schemas from '@/mocks/__generated__/validate'
import { SEEDED_BUNDLE_ID } from '../seed/bundles'
import { testServer, type ErrorBody } from '../test-helpers'

/**
 * Every write the console can send, walked over HTTP as a silo viewer: each
 * must be refused with 403 and change nothing. The list comes from the
 * console's own code and the contract, so a new write joins the walk by itself
 * (and fails it until it has a sample body below).
 */

type Parameter = { in: 'path' | 'query'; name: string; required?: boolean }
type Operation = {
  operationId: string
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> }
}
type Write = { op: string; method: string; path: string; operation: Operation }

const contract = JSON.parse(readFileSync(join(__dirname, '../../api/nexus.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
}

const camel = (snake: string) => snake.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())

const writesInContract = new Map<string, Write>(
  Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method, op]) => method !== 'get' && op.operationId)
      .map(([method, operation]): [string, Write] => {
        const op = camel(operation.operationId)
        return [op, { op, method: method.toUpperCase(), path, operation }]
      }),
  ),
)

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === '__generated__' || name === 'node_modules') return []
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/**
 * Operations named anywhere in the console (`op.diskCreate`: mutations, callApi, the upload
 * steps), and names quoted (the invalidation table's).
 */
const namedInConsole = new Set(
  ['components', 'lib', 'pages']
    .flatMap((dir) => sources(join(__dirname, '../..', dir)))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bop\.(\w+)|'(\w+)'/g)].map((m) => m[1] ?? m[2]),
    ),
)

/**
 * Writes every signed-in user may make on their own account (keys, tokens,
 * the device flow, signing in and out), whatever their silo role.
 */
const isSelfService = (w: Write) =>
  /^\/(v1\/me\/|v1\/login\/|login\/|v1\/logout$|device\/)/.test(w.path)
/**
 * POSTs that only read: Nexus asks for read access on the project, or on the fleet for the
 * system query (a silo viewer's 403 there is in handlers/metrics.test.ts).
 */
const READS_BY_POST = new Set(['timeseriesQuery', 'systemTimeseriesQuery'])

const consoleWrites = [...writesInContract.values()]
  .filter((w) => namedInConsole.has(w.op) && !isSelfService(w) && !READS_BY_POST.has(w.op))
  .sort((a, b) => a.op.localeCompare(b.op))

/** Resources seeded in mock-project, so a lookup never answers 404 first. */
const SEEDED: Record<string, string> = {
  project: 'mock-project',
  vpc: 'mock-vpc',
  instance: 'db1',
  disk: 'scratch',
  snapshot: 'web-1-golden',
  image: 'app-base',
  floating_ip: 'db-fip',
  anti_affinity_group: 'web-spread',
  affinity_group: 'cache-near-web',
  interface: 'nic1',
  subnet: 'mock-subnet-2',
  router: 'mock-custom-router',
  route: 'vpn',
  gateway: 'mock-gateway',
  pool: 'pool-2',
  address: 'egress-1',
  silo: 'globex',
  // refused before any lookup: system writes ask for a fleet role first
  sled_id: '00000000-0000-4000-8000-000000000001',
  receiver: 'ops-pager',
  subscription: 'test.foo',
  alert_id: '00000000-0000-4000-8000-000000000002',
  secret_id: '00000000-0000-4000-8000-000000000003',
  trust_root_id: '00000000-0000-4000-8000-000000000004',
  file_name: 'repo-16.2.0.zip',
  // the BGP configuration is named in the query of its delete
  name_or_id: 'as65001',
}

/** Where the seeded default is in the wrong state for the write to succeed. */
const SEEDED_FOR: Record<string, Record<string, string>> = {
  diskBulkWriteImportStart: { disk: 'import-target' },
  diskBulkWriteImport: { disk: 'import-target' },
  diskBulkWriteImportStop: { disk: 'import-target' },
  diskFinalizeImport: { disk: 'import-target' },
  imageDemote: { image: 'ubuntu-24-04' },
  instanceStart: { instance: 'build-runner' },
  instanceEphemeralIpAttach: { instance: 'build-runner' },
  instanceNetworkInterfaceCreate: { instance: 'build-runner' },
  floatingIpDetach: { floating_ip: 'web-fip' },
  antiAffinityGroupMemberInstanceDelete: { instance: 'web-1' },
  affinityGroupMemberInstanceAdd: { instance: 'build-runner' },
  affinityGroupMemberInstanceDelete: { instance: 'cache-1' },
  // system IP pools: the seeded operator pool, linked to acme
  ipPoolUpdate: { pool: 'default' },
  ipPoolDelete: { pool: 'default' },
  ipPoolRangeAdd: { pool: 'default' },
  ipPoolRangeRemove: { pool: 'default' },
  ipPoolSiloLink: { pool: 'ipv4-pool-2' },
  ipPoolSiloUpdate: { pool: 'default', silo: 'acme' },
  ipPoolSiloUnlink: { pool: 'ipv4-pool-2', silo: 'acme' },
  certificateDelete: { certificate: 'acme-api' },
  supportBundleDelete: { bundle_id: SEEDED_BUNDLE_ID },
  supportBundleUpdate: { bundle_id: SEEDED_BUNDLE_ID },
  probeDelete: { probe: 'mock-probe' },
  // rack networking: a port and a loopback address are named by rack, switch and more
  ...Object.fromEntries(
    [
      'networkingSwitchPortApplySettings',
      'networkingSwitchPortClearSettings',
      'networkingSwitchPortLldpConfigUpdate',
    ].map((op) => [op, { port: 'qsfp0', rack_id: SEEDED.sled_id, switch_location: 'switch0' }]),
  ),
  networkingLoopbackAddressDelete: {
    rack_id: SEEDED.sled_id,
    switch_location: 'switch0',
    address: '198.51.100.240',
    subnet_mask: '32',
  },
  networkingSwitchPortSettingsDelete: { port_settings: 'uplink-switch0' },
  networkingAddressLotDelete: { address_lot: 'uplink-lot' },
}

const GiB = 1024 ** 3
const changed = { description: 'changed by a viewer' }
const dropRoute = {
  destination: { type: 'ip_net', value: '10.9.0.0/16' },
  target: { type: 'drop' },
}

type Ids = { snapshotId: string; userId: string }

/** A body each write would accept from a caller allowed to make it. */
const BODIES: Record<string, (ids: Ids) => unknown> = {
  antiAffinityGroupCreate: () => ({
    name: 'viewer-group',
    description: '',
    policy: 'allow',
    failure_domain: 'sled',
  }),
  antiAffinityGroupUpdate: () => changed,
  authSettingsUpdate: () => ({ device_token_max_ttl_seconds: 60 }),
  affinityGroupCreate: () => ({
    name: 'viewer-group',
    description: '',
    policy: 'fail',
    failure_domain: 'sled',
  }),
  affinityGroupUpdate: () => changed,
  diskBulkWriteImport: () => ({
    base64_encoded_data: Buffer.alloc(512).toString('base64'),
    offset: 0,
  }),
  diskCreate: () => ({
    name: 'viewer-disk',
    description: '',
    size: GiB,
    disk_source: { type: 'blank', block_size: 4096 },
  }),
  diskFinalizeImport: () => ({}),
  floatingIpAttach: () => ({ kind: 'instance', parent: 'build-runner' }),
  floatingIpCreate: () => ({ name: 'viewer-ip', description: '' }),
  floatingIpUpdate: () => changed,
  imageCreate: ({ snapshotId }) => ({
    name: 'viewer-image',
    description: '',
    os: 'debian',
    version: '1',
    source: { type: 'snapshot', id: snapshotId },
  }),
  instanceCreate: () => ({
    name: 'viewer-vm',
    description: '',
    hostname: 'viewer-vm',
    memory: GiB,
    ncpus: 1,
  }),
  instanceDiskAttach: () => ({ disk: 'scratch' }),
  instanceDiskDetach: () => ({ disk: 'db1-data' }),
  instanceEphemeralIpAttach: () => ({}),
  instanceNetworkInterfaceCreate: () => ({
    name: 'viewer-nic',
    description: '',
    vpc_name: 'mock-vpc',
    subnet_name: 'mock-subnet',
  }),
  instanceNetworkInterfaceUpdate: () => changed,
  instanceUpdate: () => ({ ncpus: 8, memory: 32 * GiB }),
  internetGatewayCreate: () => ({ name: 'viewer-gw', description: '' }),
  internetGatewayIpAddressCreate: () => ({
    name: 'viewer-address',
    description: '',
    address: '198.51.100.100',
  }),
  internetGatewayIpPoolCreate: () => ({ name: 'viewer-pool', description: '', ip_pool: 'default' }),
  ipPoolCreate: () => ({ name: 'viewer-ip-pool', description: '' }),
  ipPoolUpdate: () => changed,
  ipPoolRangeAdd: () => ({ first: '100.64.200.1', last: '100.64.200.9' }),
  ipPoolRangeRemove: () => ({ first: '203.0.113.10', last: '203.0.113.250' }),
  ipPoolServiceRangeAdd: () => ({ first: '100.64.201.1', last: '100.64.201.9' }),
  ipPoolServiceRangeRemove: () => ({ first: '172.20.26.1', last: '172.20.26.32' }),
  ipPoolSiloLink: () => ({ silo: 'globex', is_default: false }),
  ipPoolSiloUpdate: () => ({ is_default: false }),
  policyUpdate: () => ({ role_assignments: [] }),
  projectCreate: () => ({ name: 'viewer-project', description: '' }),
  projectPolicyUpdate: () => ({ role_assignments: [] }),
  projectUpdate: () => changed,
  sledAdd: () => ({ part: '913-0000019', serial: 'BRM40000000' }),
  sledSetProvisionPolicy: () => ({ state: 'non_provisionable' }),
  snapshotCreate: () => ({ name: 'viewer-snap', description: '', disk: 'scratch' }),
  vpcCreate: () => ({ name: 'viewer-vpc', description: '', dns_name: 'viewer-vpc' }),
  vpcFirewallRulesUpdate: () => ({ rules: [] }),
  vpcRouterCreate: () => ({ name: 'viewer-router', description: '' }),
  vpcRouterRouteCreate: () => ({ name: 'viewer-route', description: '', ...dropRoute }),
  vpcRouterRouteUpdate: () => dropRoute,
  vpcRouterUpdate: () => changed,
  vpcSubnetCreate: () => ({ name: 'viewer-subnet', description: '', ipv4_block: '10.1.9.0/24' }),
  vpcSubnetUpdate: () => changed,
  vpcUpdate: () => changed,
  // system writes (fleet admins only)
  siloCreate: () => ({
    name: 'viewer-silo',
    description: '',
    discoverable: true,
    identity_mode: 'local_only',
    mapped_fleet_roles: {},
    quotas: { cpus: 1, memory: GiB, storage: GiB },
    tls_certificates: [],
  }),
  siloQuotasUpdate: () => ({ cpus: 1, memory: GiB, storage: GiB }),
  // identity: fleet and silo policies, a local silo's users
  systemPolicyUpdate: () => ({ role_assignments: [] }),
  siloPolicyUpdate: () => ({ role_assignments: [] }),
  localIdpUserCreate: () => ({
    external_id: 'viewer-made',
    password: { mode: 'password', value: 'viewer-pass' },
  }),
  localIdpUserSetPassword: () => ({ mode: 'password', value: 'viewer-pass' }),
  samlIdentityProviderCreate: () => ({
    name: 'viewer-idp',
    description: '',
    acs_url: 'https://console.example.com/login/globex/saml/viewer-idp',
    slo_url: 'https://idp.example.com/logout',
    idp_entity_id: 'https://idp.example.com',
    sp_client_id: 'oxide',
    technical_contact_email: 'ops@example.com',
    idp_metadata_source: { type: 'url', url: 'https://idp.example.com/metadata' },
  }),
  // ops: alerts and updates (more bodies below this line)
  webhookReceiverCreate: () => ({
    name: 'viewer-hook',
    description: '',
    endpoint: 'https://hooks.example.com/viewer',
    secrets: ['viewer-secret'],
    subscriptions: ['test.foo'],
  }),
  webhookReceiverUpdate: () => changed,
  alertReceiverSubscriptionAdd: () => ({ subscription: 'test.foo.bar' }),
  webhookSecretsAdd: () => ({ secret: 'viewer-secret' }),
  targetReleaseUpdate: () => ({ system_version: '16.1.0' }),
  systemUpdateTrustRootCreate: () => ({ signed: { _type: 'root' }, signatures: [] }),
  systemUpdatePutRepository: () => 'not a repository',
  // ops: certificates, support bundles and probes (more bodies below this line)
  certificateCreate: () => ({
    name: 'viewer-cert',
    description: '',
    service: 'external_api',
    cert: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n',
    key: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n',
  }),
  supportBundleCreate: () => ({ user_comment: 'made by a viewer' }),
  supportBundleUpdate: () => ({ user_comment: 'changed by a viewer' }),
  probeCreate: () => ({
    name: 'viewer-probe',
    description: '',
    sled: '00000000-0000-4000-8000-000000000001',
  }),
  // ops: BGP and BFD (more bodies below this line)
  networkingBgpConfigCreate: () => ({
    name: 'viewer-bgp',
    description: '',
    asn: 65010,
    bgp_announce_set_id: 'rack-uplinks',
  }),
  networkingBgpAnnounceSetUpdate: () => ({
    name: 'rack-uplinks',
    description: '',
    announcement: [],
  }),
  networkingBfdEnable: () => ({
    switch: 'switch0',
    remote: '192.0.2.9',
    mode: 'single_hop',
    detection_threshold: 3,
    required_rx: 300000,
  }),
  networkingBfdDisable: () => ({ switch: 'switch0', remote: '192.0.2.1' }),
  // ops: switch ports, address lots and rack networking (more bodies below this line)
  networkingAddressLotCreate: () => ({
    name: 'viewer-lot',
    description: '',
    kind: 'infra',
    blocks: [{ first_address: '203.0.113.1', last_address: '203.0.113.9' }],
  }),
  networkingAllowListUpdate: () => ({ allowed_ips: { allow: 'list', ips: ['203.0.113.0/24'] } }),
  networkingInboundIcmpUpdate: () => ({ enabled: false }),
  networkingLoopbackAddressCreate: () => ({
    rack_id: SEEDED.sled_id,
    switch_location: 'switch0',
    address: '198.51.100.241',
    mask: 32,
    address_lot: 'uplink-lot',
    anycast: false,
  }),
  networkingSwitchPortApplySettings: () => ({ port_settings: 'uplink-switch0' }),
  networkingSwitchPortLldpConfigUpdate: () => ({
    id: SEEDED.sled_id,
    enabled: false,
    chassis_id: null,
    link_description: null,
    link_name: null,
    management_ip: null,
    system_description: null,
    system_name: null,
  }),
  networkingSwitchPortSettingsCreate: () => ({
    name: 'viewer-settings',
    description: '',
    port_config: { geometry: 'qsfp28x1' },
    links: [
      {
        link_name: 'phy0',
        speed: 'speed100_g',
        mtu: 1500,
        autoneg: false,
        lldp: { enabled: false },
      },
    ],
    addresses: [],
  }),
}

/**
 * Writes a collaborator on mock-project may not make: on the silo (silo
 * collaborator), its policy and its users (silo admin), the project itself and
 * its policy (project admin), the fleet's sleds (fleet admin).
 */
const BEYOND_PROJECT_COLLABORATOR = new Set([
  'projectCreate',
  'projectUpdate',
  'projectDelete',
  'imagePromote',
  'imageDemote',
  'policyUpdate',
  'userLogout',
  'projectPolicyUpdate',
  // the silo's certificates are the silo admin's
  'certificateCreate',
  'certificateDelete',
  // the silo's settings too
  'authSettingsUpdate',
])

/** Writes under /v1/system (and its experimental twin) need a fleet role, which no silo role confers in acme. */
const isSystemWrite = (w: Write) =>
  /^(\/experimental)?\/v1\/system\//.test(w.path) ||
  // alert receivers are the fleet's too, though their paths are not under /v1/system
  /^\/v1\/(alert-receivers|alerts|webhook-receivers|webhook-secrets)(\/|$)/.test(w.path)

function requestOf(w: Write, ids: Ids) {
  // a user is named by id only: another user of the silo
  const values: Record<string, string> = { ...SEEDED, user_id: ids.userId, ...SEEDED_FOR[w.op] }
  const params = w.operation.parameters ?? []
  const path = params
    .filter((p) => p.in === 'path')
    .reduce((acc, p) => acc.replace(`{${p.name}}`, values[p.name]), w.path)
  const query = new URLSearchParams(
    params.filter((p) => p.in === 'query' && p.name in values).map((p) => [p.name, values[p.name]]),
  )
  const url = query.size ? `${path}?${query}` : path
  return { url, body: w.operation.requestBody ? BODIES[w.op]?.(ids) : undefined }
}

/** Bodies the contract leaves untyped: a trust root's JSON document, a repository archive. */
const UNTYPED_BODY = { safeParse: (v: unknown) => ({ success: v !== undefined }) }

/** The contract's schema for a write's body, from the generated validators. */
function bodySchema(w: Write) {
  const content = Object.values(w.operation.requestBody?.content ?? {})[0]
  const name = content?.schema.$ref?.split('/').pop()
  if (content && !name) return UNTYPED_BODY
  return name ? (schemas as Record<string, unknown>)[name] : undefined
}

/** What a viewer can see of the project and the silo, minus what moves by itself (states). */
const LISTS = [
  '/v1/projects',
  '/v1/projects/mock-project',
  '/v1/policy',
  '/v1/projects/mock-project/policy',
  '/v1/users?limit=100',
  '/v1/images',
  '/v1/images?project=mock-project',
  '/v1/instances?project=mock-project',
  '/v1/disks?project=mock-project',
  '/v1/snapshots?project=mock-project',
  '/v1/floating-ips?project=mock-project',
  '/v1/anti-affinity-groups?project=mock-project',
  '/v1/anti-affinity-groups/web-spread/members?project=mock-project',
  '/v1/instances/db1/disks?project=mock-project',
  '/v1/instances/db1/external-ips?project=mock-project',
  '/v1/instances/build-runner/external-ips?project=mock-project',
  '/v1/network-interfaces?project=mock-project&instance=db1',
  '/v1/network-interfaces?project=mock-project&instance=build-runner',
  '/v1/vpcs?project=mock-project',
  '/v1/vpc-subnets?project=mock-project&vpc=mock-vpc',
  '/v1/vpc-routers?project=mock-project&vpc=mock-vpc',
  '/v1/vpc-router-routes?project=mock-project&vpc=mock-vpc&router=mock-custom-router',
  '/v1/vpc-firewall-rules?project=mock-project&vpc=mock-vpc',
  '/v1/internet-gateways?project=mock-project&vpc=mock-vpc',
  '/v1/internet-gateway-ip-pools?project=mock-project&vpc=mock-vpc&gateway=mock-gateway',
  '/v1/internet-gateway-ip-addresses?project=mock-project&vpc=mock-vpc&gateway=mock-gateway',
]

type Row = Record<string, unknown>
const KEPT = [
  'id',
  'name',
  'description',
  'time_modified',
  'instance_id',
  'ncpus',
  'memory',
  'identity_id',
  'role_name',
]
const keep = (row: Row) => Object.fromEntries(KEPT.filter((k) => k in row).map((k) => [k, row[k]]))

async function visible(get: (path: string) => Promise<Response>) {
  return Promise.all(
    LISTS.map(async (path) => {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      const body = (await res.json()) as Row &
        Partial<Record<'items' | 'rules' | 'role_assignments', Row[]>>
      const rows = body.items ?? body.rules ?? body.role_assignments ?? [body]
      return [path, rows.map(keep)] as const
    }),
  )
}

/** Ids of seeded resources a write names by id: a snapshot, and the user `nobody`. */
async function seededIds(get: (path: string) => Promise<Response>): Promise<Ids> {
  const snapshot = await get('/v1/snapshots/web-1-golden?project=mock-project')
  const users = await get('/v1/users?limit=100')
  const { items } = (await users.json()) as { items: { id: string; display_name: string }[] }
  return {
    snapshotId: ((await snapshot.json()) as { id: string }).id,
    userId: items.find((u) => u.display_name === 'nobody')!.id,
  }
}

describe('writes the console makes', () => {
  it('are found in its code, each with a body the contract accepts', () => {
    expect(consoleWrites.length).toBeGreaterThan(40)
    const missing = consoleWrites.filter((w) => w.operation.requestBody && !BODIES[w.op])
    expect(missing.map((w) => w.op)).toEqual([])
    const ids = {
      snapshotId: '0b7e1a0c-5d49-4a0e-9d6a-2f6c1b4c9e11',
      userId: '5c1d8e0a-7f3b-4c2e-9a61-0d4b2f8e7c93',
    }
    // the samples waiting for writes the console doesn't make yet are checked too
    for (const op of Object.keys(BODIES)) {
      const w = writesInContract.get(op)
      expect(w, `${op} is a write in the contract`).toBeDefined()
      const schema = bodySchema(w!) as { safeParse: (v: unknown) => { success: boolean } }
      expect(schema, `the schema of ${op}`).toBeDefined()
      expect(schema.safeParse(requestOf(w!, ids).body).success, op).toBe(true)
    }
  })

  it('are all refused to a silo viewer with 403, and change nothing', async () => {
    // the seed's disks and snapshots in transition land on the first request,
    // not half a second after the seed, somewhere between `before` and after
    vi.stubEnv('MOCK_DISK_TRANSITION_MS', '0')
    onTestFinished(() => {
      vi.unstubAllEnvs()
    })
    const { as, call } = testServer()
    const viewer = await as('viewer')
    const ids = await seededIds(viewer.get)
    const before = await visible(viewer.get)

    const answers: string[] = []
    for (const w of consoleWrites) {
      const { url, body } = requestOf(w, ids)
      const res = await call(w.method, url, { cookie: viewer.cookie, body })
      const error = (await res.json().catch(() => ({}))) as ErrorBody
      if (res.status !== 403 || error.error_code !== 'Forbidden') {
        answers.push(`${w.op} ${w.method} ${url}: ${res.status} ${error.message ?? ''}`)
      }
    }
    console.log(
      `viewer writes refused: ${consoleWrites.length - answers.length} of ${consoleWrites.length}`,
    )
    expect(answers).toEqual([])
    expect(await visible(viewer.get)).toEqual(before)
  })

  // a fresh seed for every write: about 10 s of work alone, 25 s and more on a loaded machine
  it('are allowed to a project collaborator on the project, but not on the silo', async () => {
    const refused: string[] = []
    const notAllowed: string[] = []
    for (const w of consoleWrites) {
      // each write on fresh data, so an earlier delete can't answer 404 for a later one
      const { as, call } = testServer()
      const collaborator = await as('collaborator')
      const ids = await seededIds(collaborator.get)
      const { url, body } = requestOf(w, ids)
      const res = await call(w.method, url, { cookie: collaborator.cookie, body })
      const line = `${w.op}: ${res.status} ${await res.text()}`
      if (BEYOND_PROJECT_COLLABORATOR.has(w.op) || isSystemWrite(w)) {
        if (res.status !== 403) refused.push(line)
      } else if (res.status === 403 || res.status === 404) {
        notAllowed.push(line)
      }
    }
    expect(refused).toEqual([])
    expect(notAllowed).toEqual([])
  }, 90_000)
})
