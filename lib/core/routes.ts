/**
 * The one route table. Patterns use Next's `[param]` syntax so that
 * `router.pathname` (which Next reports as the pattern) looks a route up
 * directly. Titles, breadcrumbs, layouts and the path builder all come
 * from here.
 */
export type Layout = 'public' | 'silo' | 'project' | 'system' | 'settings'

export type RouteDef = {
  pattern: string
  title: string
  layout: Layout
  /** route key of the breadcrumb parent (checked by a test: a key of this table) */
  parent?: string
  /** breadcrumb label taken from a route param instead of the title */
  crumbParam?: string
  /** redirect-only routes have no crumb of their own */
  hideCrumb?: boolean
  /** answered by the platform itself (a redirect to the silo's sign-in page): no page of ours */
  platformOnly?: boolean
}

const defineRoutes = <const T extends Record<string, RouteDef>>(r: T) => r

export const routes = defineRoutes({
  // index.html: whichever URL the platform serves it on, it shows that URL's page
  // (components/layout/boot.tsx), and `/` itself forwards to the projects
  root: { pattern: '/', title: 'Console', layout: 'public', hideCrumb: true },
  // public
  login: { pattern: '/login', title: 'Sign in', layout: 'public', platformOnly: true },
  loginLocal: { pattern: '/login/[silo]/local', title: 'Sign in', layout: 'public' },
  loginSaml: { pattern: '/login/[silo]/saml/[provider]', title: 'Sign in', layout: 'public' },
  deviceVerify: { pattern: '/device/verify', title: 'Device Authentication', layout: 'public' },
  deviceSuccess: { pattern: '/device/success', title: 'Device logged in', layout: 'public' },
  // silo
  projects: { pattern: '/projects', title: 'Projects', layout: 'silo' },
  projectsNew: {
    pattern: '/projects-new',
    title: 'New project',
    layout: 'silo',
    parent: 'projects',
  },
  siloImages: { pattern: '/images', title: 'Silo images', layout: 'silo' },
  siloUtilization: { pattern: '/utilization', title: 'Utilization', layout: 'silo' },
  siloImageEdit: {
    pattern: '/images/[image]/edit',
    title: 'Image',
    layout: 'silo',
    parent: 'siloImages',
    crumbParam: 'image',
  },
  siloAccess: { pattern: '/access', title: 'Access', layout: 'silo' },
  project: {
    pattern: '/projects/[project]',
    title: 'Project',
    layout: 'project',
    parent: 'projects',
    crumbParam: 'project',
  },
  instances: {
    pattern: '/projects/[project]/instances',
    title: 'Instances',
    layout: 'project',
    parent: 'project',
  },
  instancesNew: {
    pattern: '/projects/[project]/instances-new',
    title: 'New instance',
    layout: 'project',
    parent: 'instances',
  },
  affinity: {
    pattern: '/projects/[project]/affinity',
    title: 'Affinity',
    layout: 'project',
    parent: 'project',
  },
  affinityNew: {
    pattern: '/projects/[project]/affinity-new',
    title: 'New anti-affinity group',
    layout: 'project',
    parent: 'affinity',
  },
  projectAccess: {
    pattern: '/projects/[project]/access',
    title: 'Access',
    layout: 'project',
    parent: 'project',
  },
  antiAffinityGroup: {
    pattern: '/projects/[project]/affinity/[antiAffinityGroup]',
    title: 'Anti-affinity group',
    layout: 'project',
    parent: 'affinity',
    crumbParam: 'antiAffinityGroup',
  },
  antiAffinityGroupEdit: {
    pattern: '/projects/[project]/affinity/[antiAffinityGroup]/edit',
    title: 'Edit anti-affinity group',
    layout: 'project',
    parent: 'antiAffinityGroup',
  },
  // networking: a VPC's page has tabs; forms open as side panels over a tab
  vpcs: {
    pattern: '/projects/[project]/vpcs',
    title: 'VPCs',
    layout: 'project',
    parent: 'project',
  },
  vpcsNew: {
    pattern: '/projects/[project]/vpcs-new',
    title: 'New VPC',
    layout: 'project',
    parent: 'vpcs',
  },
  vpc: {
    pattern: '/projects/[project]/vpcs/[vpc]',
    title: 'VPC',
    layout: 'project',
    parent: 'vpcs',
    crumbParam: 'vpc',
  },
  vpcEdit: {
    pattern: '/projects/[project]/vpcs/[vpc]/edit',
    title: 'Edit VPC',
    layout: 'project',
    parent: 'vpc',
  },
  vpcFirewallRules: {
    pattern: '/projects/[project]/vpcs/[vpc]/firewall-rules',
    title: 'Firewall rules',
    layout: 'project',
    parent: 'vpc',
  },
  firewallRulesNew: {
    pattern: '/projects/[project]/vpcs/[vpc]/firewall-rules-new',
    title: 'New firewall rule',
    layout: 'project',
    parent: 'vpcFirewallRules',
  },
  firewallRuleClone: {
    pattern: '/projects/[project]/vpcs/[vpc]/firewall-rules-new/[rule]',
    title: 'New firewall rule',
    layout: 'project',
    parent: 'vpcFirewallRules',
  },
  firewallRuleEdit: {
    pattern: '/projects/[project]/vpcs/[vpc]/firewall-rules/[rule]/edit',
    title: 'Edit firewall rule',
    layout: 'project',
    parent: 'vpcFirewallRules',
  },
  vpcSubnets: {
    pattern: '/projects/[project]/vpcs/[vpc]/subnets',
    title: 'Subnets',
    layout: 'project',
    parent: 'vpc',
  },
  subnetsNew: {
    pattern: '/projects/[project]/vpcs/[vpc]/subnets-new',
    title: 'New subnet',
    layout: 'project',
    parent: 'vpcSubnets',
  },
  subnetEdit: {
    pattern: '/projects/[project]/vpcs/[vpc]/subnets/[subnet]/edit',
    title: 'Edit subnet',
    layout: 'project',
    parent: 'vpcSubnets',
  },
  vpcRouters: {
    pattern: '/projects/[project]/vpcs/[vpc]/routers',
    title: 'Routers',
    layout: 'project',
    parent: 'vpc',
  },
  routersNew: {
    pattern: '/projects/[project]/vpcs/[vpc]/routers-new',
    title: 'New router',
    layout: 'project',
    parent: 'vpcRouters',
  },
  routerEdit: {
    pattern: '/projects/[project]/vpcs/[vpc]/routers/[router]/edit',
    title: 'Edit router',
    layout: 'project',
    parent: 'vpcRouters',
  },
  router: {
    pattern: '/projects/[project]/vpcs/[vpc]/routers/[router]',
    title: 'Router',
    layout: 'project',
    parent: 'vpcRouters',
    crumbParam: 'router',
  },
  routesNew: {
    pattern: '/projects/[project]/vpcs/[vpc]/routers/[router]/routes-new',
    title: 'New route',
    layout: 'project',
    parent: 'router',
  },
  routeEdit: {
    pattern: '/projects/[project]/vpcs/[vpc]/routers/[router]/routes/[route]/edit',
    title: 'Edit route',
    layout: 'project',
    parent: 'router',
  },
  vpcInternetGateways: {
    pattern: '/projects/[project]/vpcs/[vpc]/internet-gateways',
    title: 'Internet gateways',
    layout: 'project',
    parent: 'vpc',
  },
  internetGateway: {
    pattern: '/projects/[project]/vpcs/[vpc]/internet-gateways/[gateway]',
    title: 'Internet gateway',
    layout: 'project',
    parent: 'vpcInternetGateways',
    crumbParam: 'gateway',
  },
  disks: {
    pattern: '/projects/[project]/disks',
    title: 'Disks',
    layout: 'project',
    parent: 'project',
  },
  disksNew: {
    pattern: '/projects/[project]/disks-new',
    title: 'New disk',
    layout: 'project',
    parent: 'disks',
  },
  floatingIps: {
    pattern: '/projects/[project]/floating-ips',
    title: 'Floating IPs',
    layout: 'project',
    parent: 'project',
  },
  floatingIpsNew: {
    pattern: '/projects/[project]/floating-ips-new',
    title: 'New floating IP',
    layout: 'project',
    parent: 'floatingIps',
  },
  floatingIpEdit: {
    pattern: '/projects/[project]/floating-ips/[floatingIp]/edit',
    title: 'Edit floating IP',
    layout: 'project',
    parent: 'floatingIps',
  },
  snapshots: {
    pattern: '/projects/[project]/snapshots',
    title: 'Snapshots',
    layout: 'project',
    parent: 'project',
  },
  snapshotsNew: {
    pattern: '/projects/[project]/snapshots-new',
    title: 'New snapshot',
    layout: 'project',
    parent: 'snapshots',
  },
  snapshotImagesNew: {
    pattern: '/projects/[project]/snapshots/[snapshot]/images-new',
    title: 'New image',
    layout: 'project',
    parent: 'snapshots',
  },
  imagesNew: {
    pattern: '/projects/[project]/images-new',
    title: 'Upload image',
    layout: 'project',
    parent: 'images',
  },
  instance: {
    pattern: '/projects/[project]/instances/[instance]',
    title: 'Instance',
    layout: 'project',
    parent: 'instances',
    crumbParam: 'instance',
  },
  instanceStorage: {
    pattern: '/projects/[project]/instances/[instance]/storage',
    title: 'Storage',
    layout: 'project',
    parent: 'instance',
  },
  instanceNetworking: {
    pattern: '/projects/[project]/instances/[instance]/networking',
    title: 'Networking',
    layout: 'project',
    parent: 'instance',
  },
  instanceMetrics: {
    pattern: '/projects/[project]/instances/[instance]/metrics',
    title: 'Metrics',
    layout: 'project',
    parent: 'instance',
  },
  instanceMetricsCpu: {
    pattern: '/projects/[project]/instances/[instance]/metrics/cpu',
    title: 'CPU',
    layout: 'project',
    parent: 'instanceMetrics',
  },
  instanceMetricsDisk: {
    pattern: '/projects/[project]/instances/[instance]/metrics/disk',
    title: 'Disk',
    layout: 'project',
    parent: 'instanceMetrics',
  },
  instanceMetricsNetwork: {
    pattern: '/projects/[project]/instances/[instance]/metrics/network',
    title: 'Network',
    layout: 'project',
    parent: 'instanceMetrics',
  },
  instanceConnect: {
    pattern: '/projects/[project]/instances/[instance]/connect',
    title: 'Connect',
    layout: 'project',
    parent: 'instance',
  },
  instanceSettings: {
    pattern: '/projects/[project]/instances/[instance]/settings',
    title: 'Settings',
    layout: 'project',
    parent: 'instance',
  },
  projectEdit: {
    pattern: '/projects/[project]/edit',
    title: 'Edit project',
    layout: 'silo',
    parent: 'projects',
  },
  serialConsole: {
    pattern: '/projects/[project]/instances/[instance]/serial-console',
    title: 'Serial Console',
    layout: 'project',
    parent: 'instance',
  },
  lookupInstance: {
    pattern: '/lookup/instances/[instance]',
    title: 'Instance',
    layout: 'silo',
    hideCrumb: true,
  },
  lookupInstanceShort: {
    pattern: '/lookup/i/[instance]',
    title: 'Instance',
    layout: 'silo',
    hideCrumb: true,
  },
  images: {
    pattern: '/projects/[project]/images',
    title: 'Images',
    layout: 'project',
    parent: 'project',
  },
  imageEdit: {
    pattern: '/projects/[project]/images/[image]/edit',
    title: 'Image',
    layout: 'project',
    parent: 'images',
    crumbParam: 'image',
  },
  // settings
  profile: { pattern: '/settings/profile', title: 'Profile', layout: 'settings' },
  sshKeys: { pattern: '/settings/ssh-keys', title: 'SSH Keys', layout: 'settings' },
  sshKeysNew: {
    pattern: '/settings/ssh-keys-new',
    title: 'Add SSH key',
    layout: 'settings',
    parent: 'sshKeys',
  },
  sshKeyEdit: {
    pattern: '/settings/ssh-keys/[sshKey]/edit',
    title: 'SSH key',
    layout: 'settings',
    parent: 'sshKeys',
    crumbParam: 'sshKey',
  },
  accessTokens: { pattern: '/settings/access-tokens', title: 'Access Tokens', layout: 'settings' },
  // system
  systemSilos: { pattern: '/system/silos', title: 'Silos', layout: 'system' },
  // system: silos (more routes below this line)
  systemSilosNew: {
    pattern: '/system/silos-new',
    title: 'New silo',
    layout: 'system',
    parent: 'systemSilos',
  },
  systemSilo: {
    pattern: '/system/silos/[silo]',
    title: 'Silo',
    layout: 'system',
    parent: 'systemSilos',
    crumbParam: 'silo',
  },
  systemSiloIdps: {
    pattern: '/system/silos/[silo]/idps',
    title: 'Identity providers',
    layout: 'system',
    parent: 'systemSilo',
  },
  systemSiloIdpsNew: {
    pattern: '/system/silos/[silo]/idps-new',
    title: 'New identity provider',
    layout: 'system',
    parent: 'systemSiloIdps',
  },
  systemSiloIdp: {
    pattern: '/system/silos/[silo]/idps/saml/[provider]',
    title: 'Identity provider',
    layout: 'system',
    parent: 'systemSiloIdps',
    crumbParam: 'provider',
  },
  systemSiloIpPools: {
    pattern: '/system/silos/[silo]/ip-pools',
    title: 'IP pools',
    layout: 'system',
    parent: 'systemSilo',
  },
  systemSiloQuotas: {
    pattern: '/system/silos/[silo]/quotas',
    title: 'Quotas',
    layout: 'system',
    parent: 'systemSilo',
  },
  // system: utilization and inventory (more routes below this line)
  systemUtilization: { pattern: '/system/utilization', title: 'Utilization', layout: 'system' },
  systemInventory: { pattern: '/system/inventory', title: 'Inventory', layout: 'system' },
  systemInventorySleds: {
    pattern: '/system/inventory/sleds',
    title: 'Sleds',
    layout: 'system',
    parent: 'systemInventory',
  },
  systemInventoryDisks: {
    pattern: '/system/inventory/disks',
    title: 'Physical disks',
    layout: 'system',
    parent: 'systemInventory',
  },
  systemSled: {
    pattern: '/system/inventory/sleds/[sledId]',
    title: 'Sled',
    layout: 'system',
    parent: 'systemInventorySleds',
    crumbParam: 'sledId',
  },
  systemSledInstances: {
    pattern: '/system/inventory/sleds/[sledId]/instances',
    title: 'Instances',
    layout: 'system',
    parent: 'systemSled',
  },
  // system: IP pools (more routes below this line)
  systemIpPools: {
    pattern: '/system/networking/ip-pools',
    title: 'IP Pools',
    layout: 'system',
  },
  systemIpPoolsNew: {
    pattern: '/system/networking/ip-pools-new',
    title: 'New IP pool',
    layout: 'system',
    parent: 'systemIpPools',
  },
  systemIpPool: {
    pattern: '/system/networking/ip-pools/[pool]',
    title: 'IP pool',
    layout: 'system',
    parent: 'systemIpPools',
    crumbParam: 'pool',
  },
  systemIpPoolEdit: {
    pattern: '/system/networking/ip-pools/[pool]/edit',
    title: 'Edit IP pool',
    layout: 'system',
    parent: 'systemIpPool',
  },
  systemIpPoolRangesAdd: {
    pattern: '/system/networking/ip-pools/[pool]/ranges-add',
    title: 'Add IP range',
    layout: 'system',
    parent: 'systemIpPool',
  },
  // system: audit log (more routes below this line)
  systemAuditLog: { pattern: '/system/audit-log', title: 'Audit Log', layout: 'system' },
  // system: issues (more routes below this line)
  systemIssues: { pattern: '/system/issues', title: 'Issues', layout: 'system' },
  // ops: alerts and updates (more routes below this line)
  systemAlerts: { pattern: '/system/alerts', title: 'Alerts', layout: 'system' },
  systemAlertReceiversNew: {
    pattern: '/system/alerts/receivers-new',
    title: 'New webhook receiver',
    layout: 'system',
    parent: 'systemAlerts',
  },
  systemAlertReceiver: {
    pattern: '/system/alerts/receivers/[receiver]',
    title: 'Webhook receiver',
    layout: 'system',
    parent: 'systemAlerts',
    crumbParam: 'receiver',
  },
  systemAlertReceiverEdit: {
    pattern: '/system/alerts/receivers/[receiver]/edit',
    title: 'Edit webhook receiver',
    layout: 'system',
    parent: 'systemAlertReceiver',
  },
  systemUpdate: { pattern: '/system/update', title: 'Updates', layout: 'system' },
  systemUpdateRepository: {
    pattern: '/system/update/repositories/[version]',
    title: 'Update repository',
    layout: 'system',
    parent: 'systemUpdate',
    crumbParam: 'version',
  },
  systemUpdateTrustRoot: {
    pattern: '/system/update/trust-roots/[trustRoot]',
    title: 'Trust root',
    layout: 'system',
    parent: 'systemUpdate',
  },
  // ops: certificates, support bundles and probes (more routes below this line)
  systemCertificates: {
    pattern: '/system/certificates',
    title: 'Certificates',
    layout: 'system',
  },
  systemCertificatesNew: {
    pattern: '/system/certificates-new',
    title: 'Upload certificate',
    layout: 'system',
    parent: 'systemCertificates',
  },
  systemCertificate: {
    pattern: '/system/certificates/[certificate]',
    title: 'Certificate',
    layout: 'system',
    parent: 'systemCertificates',
    crumbParam: 'certificate',
  },
  systemSupportBundles: {
    pattern: '/system/support-bundles',
    title: 'Support bundles',
    layout: 'system',
  },
  systemSupportBundlesNew: {
    pattern: '/system/support-bundles-new',
    title: 'New support bundle',
    layout: 'system',
    parent: 'systemSupportBundles',
  },
  systemSupportBundle: {
    pattern: '/system/support-bundles/[bundleId]',
    title: 'Support bundle',
    layout: 'system',
    parent: 'systemSupportBundles',
    crumbParam: 'bundleId',
  },
  probes: {
    pattern: '/projects/[project]/probes',
    title: 'Probes',
    layout: 'project',
    parent: 'project',
  },
  probesNew: {
    pattern: '/projects/[project]/probes-new',
    title: 'New probe',
    layout: 'project',
    parent: 'probes',
  },
  // ops: BGP and BFD (more routes below this line)
  systemBgp: {
    pattern: '/system/networking/bgp',
    title: 'BGP',
    layout: 'system',
    hideCrumb: true,
  },
  systemBgpPeers: {
    pattern: '/system/networking/bgp/peers',
    title: 'BGP peers',
    layout: 'system',
  },
  systemBgpConfigs: {
    pattern: '/system/networking/bgp/configs',
    title: 'BGP configurations',
    layout: 'system',
  },
  systemBgpConfigsNew: {
    pattern: '/system/networking/bgp/configs-new',
    title: 'New BGP configuration',
    layout: 'system',
    parent: 'systemBgpConfigs',
  },
  systemBgpAnnounceSets: {
    pattern: '/system/networking/bgp/announce-sets',
    title: 'Announce sets',
    layout: 'system',
  },
  systemBgpAnnounceSetsNew: {
    pattern: '/system/networking/bgp/announce-sets-new',
    title: 'New announce set',
    layout: 'system',
    parent: 'systemBgpAnnounceSets',
  },
  systemBgpAnnounceSetEdit: {
    pattern: '/system/networking/bgp/announce-sets/[announceSet]/edit',
    title: 'Edit announce set',
    layout: 'system',
    parent: 'systemBgpAnnounceSets',
  },
  systemBgpExported: {
    pattern: '/system/networking/bgp/exported',
    title: 'Exported routes',
    layout: 'system',
  },
  systemBgpImported: {
    pattern: '/system/networking/bgp/imported',
    title: 'Imported routes',
    layout: 'system',
  },
  systemBgpMessages: {
    pattern: '/system/networking/bgp/messages',
    title: 'BGP message history',
    layout: 'system',
  },
  systemBfd: {
    pattern: '/system/networking/bfd',
    title: 'BFD sessions',
    layout: 'system',
  },
  systemBfdNew: {
    pattern: '/system/networking/bfd-new',
    title: 'Enable BFD session',
    layout: 'system',
    parent: 'systemBfd',
  },
  // ops: switch ports, address lots and rack networking (more routes below this line)
  systemSwitchPorts: {
    pattern: '/system/networking/switch-ports',
    title: 'Switch ports',
    layout: 'system',
  },
  systemSwitchPort: {
    pattern: '/system/networking/switch-ports/[rackId]/[switchLocation]/[port]',
    title: 'Switch port',
    layout: 'system',
    parent: 'systemSwitchPorts',
    crumbParam: 'port',
  },
  systemPortSettings: {
    pattern: '/system/networking/port-settings',
    title: 'Port settings',
    layout: 'system',
  },
  systemPortSettingsNew: {
    pattern: '/system/networking/port-settings-new',
    title: 'New port settings',
    layout: 'system',
    parent: 'systemPortSettings',
  },
  systemPortSettingsView: {
    pattern: '/system/networking/port-settings/[settings]',
    title: 'Port settings',
    layout: 'system',
    parent: 'systemPortSettings',
    crumbParam: 'settings',
  },
  systemAddressLots: {
    pattern: '/system/networking/address-lots',
    title: 'Address lots',
    layout: 'system',
  },
  systemAddressLotsNew: {
    pattern: '/system/networking/address-lots-new',
    title: 'New address lot',
    layout: 'system',
    parent: 'systemAddressLots',
  },
  systemAddressLot: {
    pattern: '/system/networking/address-lots/[lot]',
    title: 'Address lot',
    layout: 'system',
    parent: 'systemAddressLots',
    crumbParam: 'lot',
  },
  systemLoopbackAddresses: {
    pattern: '/system/networking/loopback-addresses',
    title: 'Loopback addresses',
    layout: 'system',
  },
  systemLoopbackAddressesNew: {
    pattern: '/system/networking/loopback-addresses-new',
    title: 'New loopback address',
    layout: 'system',
    parent: 'systemLoopbackAddresses',
  },
  systemRackAccess: {
    pattern: '/system/networking/rack-access',
    title: 'Inbound access',
    layout: 'system',
  },
})

export type Routes = typeof routes
export type RouteKey = keyof Routes

/** The routes that are pages of ours: all but those the platform answers itself. */
export type PageRouteKey = {
  [K in RouteKey]: Routes[K] extends { platformOnly: true } ? never : K
}[RouteKey]

export const pageRouteKeys = (Object.keys(routes) as RouteKey[]).filter(
  (k) => !(routes[k] as RouteDef).platformOnly,
) as PageRouteKey[]

/** `'/a/[b]/c/[d]'` → `'b' | 'd'` */
export type PatternParams<P extends string> = P extends `${string}[${infer K}]${infer Rest}`
  ? K | PatternParams<Rest>
  : never

export type RouteParams<K extends RouteKey> = {
  [P in PatternParams<Routes[K]['pattern']>]: string
}

const byPattern = new Map<string, RouteKey>(
  (Object.keys(routes) as RouteKey[]).map((k) => [routes[k].pattern, k]),
)

/** Look a route up by Next's `router.pathname` (the pattern). */
export function routeKeyForPattern(pattern: string): RouteKey | undefined {
  return byPattern.get(pattern)
}

export type Crumb = { label: string; key: RouteKey; params: Record<string, string> }

/** Breadcrumbs from the route's parent chain, outermost first. */
export function breadcrumbs(key: RouteKey, params: Record<string, string>): Crumb[] {
  const chain: Crumb[] = []
  let k: RouteKey | undefined = key
  while (k) {
    const def: RouteDef = routes[k]
    if (!def.hideCrumb) {
      const fromParam = def.crumbParam ? params[def.crumbParam] : undefined
      chain.unshift({ label: fromParam ?? def.title, key: k, params })
    }
    k = def.parent as RouteKey | undefined
  }
  return chain
}

/** Document title: the page's crumbs innermost first. */
export function documentTitle(key: RouteKey, params: Record<string, string>): string {
  const labels = breadcrumbs(key, params).map((c) => c.label)
  return [...labels.reverse(), 'Oxide Console'].join(' / ')
}
