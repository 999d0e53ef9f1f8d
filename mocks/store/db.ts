import type { Hash } from 'node:crypto'
import type * as Api from '@/lib/api/__generated__/Api'
import type { Json } from '@/mocks/__generated__/msw-handlers'
import { isUuid, notFound } from '../transport/errors'

/**
 * The in-memory database. Every table holds records exactly as the API
 * returns them (snake_case JSON), so handlers can answer with rows directly;
 * facts the API views don't carry (which silo a project belongs to, which
 * user holds a token…) live in side tables.
 */

export type Silo = Json<Api.Silo>
export type User = Json<Api.User>
type Group = Json<Api.Group>
export type Project = Json<Api.Project>
export type Instance = Json<Api.Instance>
export type Disk = Json<Api.Disk>
export type Snapshot = Json<Api.Snapshot>
export type Image = Json<Api.Image>
export type Vpc = Json<Api.Vpc>
export type VpcSubnet = Json<Api.VpcSubnet>
export type VpcRouter = Json<Api.VpcRouter>
export type RouterRoute = Json<Api.RouterRoute>
export type FirewallRule = Json<Api.VpcFirewallRule>
export type InternetGateway = Json<Api.InternetGateway>
type InternetGatewayIpPool = Json<Api.InternetGatewayIpPool>
type InternetGatewayIpAddress = Json<Api.InternetGatewayIpAddress>
export type FloatingIp = Json<Api.FloatingIp>
type AntiAffinityGroup = Json<Api.AntiAffinityGroup>
export type AffinityGroup = Json<Api.AffinityGroup>
type NetworkInterface = Json<Api.InstanceNetworkInterface>
export type SshKey = Json<Api.SshKey>
export type IpPool = Json<Api.IpPool>
type IpPoolRange = Json<Api.IpPoolRange>
type IpPoolSiloLink = Json<Api.IpPoolSiloLink>
type Rack = Json<Api.Rack>
type Sled = Json<Api.Sled>
type UninitializedSled = Json<Api.UninitializedSled>
type PhysicalDisk = Json<Api.PhysicalDisk>
type Switch = Json<Api.Switch>
export type AuditLogEntry = Json<Api.AuditLogEntry>
/** A support bundle and when its state moves on by itself. */
type SupportBundle = {
  info: Json<Api.SupportBundleInfo>
  settlesAt: number
  /** why collection will fail, for the seed's failed bundle */
  failure?: string
}
/** A probe, with the project it lives in and the address it was given. */
export type ProbeRow = Json<Api.Probe> & {
  project_id: string
  ip_pool_id: string
  external_ip: string
  interface: Json<Api.NetworkInterface>
}
type UserBuiltin = Json<Api.UserBuiltin>
type SiloQuotas = Json<Api.SiloQuotas>
export type SamlIdentityProvider = Json<Api.SamlIdentityProvider>
type Certificate = Json<Api.Certificate>
export type BgpConfig = Json<Api.BgpConfig>
export type BgpAnnounceSet = Json<Api.BgpAnnounceSet>
type BgpAnnouncement = Json<Api.BgpAnnouncement>

/**
 * A BGP peer of a switch port (switch port settings name the peers); the
 * status view derives its session state from how long ago it was configured.
 */
export type BgpPeer = {
  switch: Api.SwitchLocation
  addr: string
  bgp_config_id: string
  remote_asn: number
  time_configured: string
  /** IPv4 prefixes the peer announces to the rack once established */
  imports: string[]
}

/** A BFD session as enabled; its state comes from how long ago that was. */
type BfdSession = Omit<Json<Api.BfdStatus>, 'state' | 'peer'> & {
  remote: string
  time_enabled: string
}
type AddressLot = Json<Api.AddressLot>
type AddressLotBlock = Json<Api.AddressLotBlock>
type SwitchPort = Json<Api.SwitchPort>
export type SwitchPortSettings = Json<Api.SwitchPortSettings>
type LldpLinkConfig = Json<Api.LldpLinkConfig>
type LldpNeighbor = Json<Api.LldpNeighbor>
type LoopbackAddress = Json<Api.LoopbackAddress>
export type RoleAssignment<R extends string> = {
  identity_id: string
  identity_type: Api.IdentityType
  role_name: R
}
export type RoleName = 'admin' | 'collaborator' | 'viewer'

/** How a user signs in: a local password, or a silo's SAML provider. */
type Credential =
  | { kind: 'password'; user_id: string; username: string; password: string }
  | { kind: 'saml'; user_id: string; provider_id: string }

type Session = {
  id: string
  token: string
  user_id: string
  time_created: string
  time_last_used: string
}

type AccessToken = {
  id: string
  token: string
  user_id: string
  time_created: string
  time_expires: string | null
}

export type DeviceGrant = {
  device_code: string
  user_code: string
  client_id: string
  time_expires: string
  token_ttl_seconds: number | null
  confirmed_by: string | null
  token_issued: boolean
}

/** Addresses handed out to instances that the API shows as ephemeral or SNAT. */
type InstanceIp = {
  instance_id: string
  kind: 'ephemeral' | 'snat'
  ip: string
  ip_pool_id: string
  /** SNAT addresses are shared: each instance gets a block of source ports */
  first_port?: number
  last_port?: number
}

/**
 * What bulk writes put on a disk, as mocks/handlers/disk-data.ts follows it: a SHA-256 of
 * the first `hashed` bytes and the writes past them, waiting by offset. `extent`
 * is the end of the furthest byte ever written; `followed` is false once a write
 * landed behind the hash.
 */
export type WrittenContents = {
  hash: Hash
  hashed: number
  waiting: Map<number, Buffer>
  waitingBytes: number
  extent: number
  written: number
  followed: boolean
}

export type GroupMember = { kind: 'instance'; group_id: string; instance_id: string }

function emptyTables() {
  return {
    silos: [] as Silo[],
    siloQuotas: [] as SiloQuotas[],
    siloAuthSettings: new Map<string, number | null>(),
    identityProviders: [] as (SamlIdentityProvider & { silo_id: string })[],
    /** TLS certificates a silo was created with (the private key is not kept) */
    siloCertificates: [] as (Certificate & { silo_id: string })[],
    /** silo id → the group its create body named admin_group_name */
    siloAdminGroups: new Map<string, string>(),
    users: [] as User[],
    credentials: [] as Credential[],
    groups: [] as Group[],
    groupMembers: [] as { group_id: string; user_id: string }[],
    usersBuiltin: [] as UserBuiltin[],
    fleetPolicy: [] as RoleAssignment<RoleName>[],
    siloPolicies: new Map<string, RoleAssignment<RoleName>[]>(),
    projectPolicies: new Map<string, RoleAssignment<RoleName>[]>(),
    sessions: [] as Session[],
    accessTokens: [] as AccessToken[],
    deviceGrants: [] as DeviceGrant[],
    sshKeys: [] as SshKey[],

    projects: [] as Project[],
    /** project id → silo id */
    projectSilo: new Map<string, string>(),
    instances: [] as Instance[],
    disks: [] as Disk[],
    snapshots: [] as Snapshot[],
    /** snapshot id → block size of the disk it was taken of (kept when the disk goes) */
    snapshotBlockSize: new Map<string, number>(),
    /** disk id → the blocks bulk writes stored in it */
    diskData: new Map<string, WrittenContents>(),
    /** snapshot id → the blocks of its disk when it was taken */
    snapshotData: new Map<string, WrittenContents>(),
    images: [] as Image[],
    /** image id → silo id (silo images have no project) */
    imageSilo: new Map<string, string>(),
    vpcs: [] as Vpc[],
    vpcSubnets: [] as VpcSubnet[],
    vpcRouters: [] as VpcRouter[],
    routerRoutes: [] as RouterRoute[],
    firewallRules: [] as FirewallRule[],
    internetGateways: [] as InternetGateway[],
    internetGatewayIpPools: [] as InternetGatewayIpPool[],
    internetGatewayIpAddresses: [] as InternetGatewayIpAddress[],
    floatingIps: [] as FloatingIp[],
    instanceIps: [] as InstanceIp[],
    networkInterfaces: [] as NetworkInterface[],
    instanceSshKeys: [] as { instance_id: string; ssh_key_id: string }[],
    antiAffinityGroups: [] as AntiAffinityGroup[],
    antiAffinityMembers: [] as GroupMember[],
    affinityGroups: [] as AffinityGroup[],
    affinityMembers: [] as GroupMember[],

    ipPools: [] as IpPool[],
    ipPoolRanges: [] as IpPoolRange[],
    ipPoolSilos: [] as IpPoolSiloLink[],
    racks: [] as Rack[],
    sleds: [] as Sled[],
    /** instance id → sled id, for instances with a running VMM */
    instanceSled: new Map<string, string>(),
    physicalDisks: [] as PhysicalDisk[],
    /** sleds cabled into a rack but not yet added to it */
    uninitializedSleds: [] as UninitializedSled[],
    switches: [] as Switch[],
    auditLog: [] as AuditLogEntry[],
    // ops: alerts and updates (more tables below this line)
    alertReceivers: [] as Omit<Json<Api.WebhookReceiver>, 'secrets'>[],
    /** webhook secrets with their values, which no answer ever carries */
    webhookSecrets: [] as (Json<Api.WebhookSecret> & { receiver_id: string; secret: string })[],
    alertDeliveries: [] as Json<Api.AlertDelivery>[],
    tufRepos: [] as Json<Api.TufRepoDescription>[],
    targetRelease: {
      generation: 1,
      release_source: { type: 'unspecified' },
      time_requested: new Date(0).toISOString(),
    } as Json<Api.TargetRelease>,
    updateTrustRoots: [] as Json<Api.UpdatesTrustRoot>[],
    // ops: certificates, support bundles and probes (more tables below this line)
    supportBundles: [] as SupportBundle[],
    probes: [] as ProbeRow[],
    // ops: BGP and BFD (more tables below this line)
    bgpConfigs: [] as BgpConfig[],
    /** BGP config id → the id of the announce set it was created with */
    bgpConfigAnnounceSet: new Map<string, string>(),
    bgpAnnounceSets: [] as BgpAnnounceSet[],
    bgpAnnouncements: [] as BgpAnnouncement[],
    bgpPeers: [] as BgpPeer[],
    bfdSessions: [] as BfdSession[],
    // ops: switch ports, address lots and rack networking (more tables below this line)
    addressLots: [] as AddressLot[],
    /** blocks with the lot they belong to (the API view doesn't name it) */
    addressLotBlocks: [] as (AddressLotBlock & { address_lot_id: string })[],
    /** the rack switches' ports; `port_settings_id` is what is applied */
    switchPorts: [] as SwitchPort[],
    switchPortSettings: [] as SwitchPortSettings[],
    /** switch port id → the LLDP configuration of its link */
    lldpConfigs: new Map<string, LldpLinkConfig>(),
    /** switch port id → what LLDP hears on it */
    lldpNeighbors: new Map<string, LldpNeighbor[]>(),
    loopbackAddresses: [] as (LoopbackAddress & { anycast: boolean })[],
    inboundIcmp: { enabled: true } as Json<Api.ServiceIcmpConfig>,
    allowList: null as Json<Api.AllowList> | null,
  }
}

export type Db = ReturnType<typeof emptyTables>

export const db: Db = emptyTables()

/** Empty every table in place, so modules holding `db` see the change. */
export function clearDb() {
  Object.assign(db, emptyTables())
}

export const nowIso = () => new Date().toISOString()

type Named = { id: string; name: string }

/** Find by name or id among `rows`, or throw Nexus's 404. */
export function findByNameOrId<T extends Named>(rows: T[], type: string, key: string): T {
  const found = isUuid(key) ? rows.find((r) => r.id === key) : rows.find((r) => r.name === key)
  if (!found) throw notFound(type, key)
  return found
}

export function findById<T extends { id: string }>(rows: T[], type: string, id: string): T {
  const found = rows.find((r) => r.id === id)
  if (!found) throw notFound(type, id, 'id')
  return found
}

/** Remove rows matching `pred` in place (tables are shared by reference). */
export function removeWhere<T>(rows: T[], pred: (row: T) => boolean) {
  for (let i = rows.length - 1; i >= 0; i--) if (pred(rows[i])) rows.splice(i, 1)
}
