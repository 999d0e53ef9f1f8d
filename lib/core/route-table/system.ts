import { inLayout } from './define'

/** The fleet: silos, hardware, networking and operations, for fleet viewers. */
export const systemRoutes = inLayout('system', {
  systemSilos: {
    pattern: '/system/silos',
    title: 'Silos',
    nav: { label: 'Silos', icon: 'hard-drive', order: 1, section: 'System' },
  },
  // system: silos (more routes below this line)
  systemSilosNew: {
    pattern: '/system/silos-new',
    panelOver: 'systemSilos',
    title: 'New silo',
    parent: 'systemSilos',
  },
  systemSilo: {
    pattern: '/system/silos/[silo]',
    title: 'Silo',
    parent: 'systemSilos',
    crumbParam: 'silo',
  },
  systemSiloIdpsNew: {
    pattern: '/system/silos/[silo]/idps-new',
    panelOver: 'systemSilo',
    title: 'New identity provider',
    parent: 'systemSilo',
  },
  systemSiloIdp: {
    pattern: '/system/silos/[silo]/idps/saml/[provider]',
    panelOver: 'systemSilo',
    title: 'Identity provider',
    parent: 'systemSilo',
    crumbParam: 'provider',
  },
  systemSiloIpPools: {
    pattern: '/system/silos/[silo]/ip-pools',
    title: 'IP pools',
    parent: 'systemSilo',
  },
  systemSiloQuotas: {
    pattern: '/system/silos/[silo]/quotas',
    title: 'Quotas',
    parent: 'systemSilo',
  },
  // system: identity (fleet access, a silo's access and local users)
  systemAccess: {
    pattern: '/system/access',
    title: 'Fleet access',
    nav: { label: 'Fleet Access', icon: 'users', order: 2, section: 'System' },
  },
  systemSiloAccess: {
    pattern: '/system/silos/[silo]/access',
    title: 'Access',
    parent: 'systemSilo',
  },
  systemSiloUsers: {
    pattern: '/system/silos/[silo]/users',
    title: 'Users',
    parent: 'systemSilo',
  },
  systemSiloUsersNew: {
    pattern: '/system/silos/[silo]/users-new',
    panelOver: 'systemSiloUsers',
    title: 'New user',
    parent: 'systemSiloUsers',
  },
  // system: utilization and inventory (more routes below this line)
  systemUtilization: {
    pattern: '/system/utilization',
    title: 'Utilization',
    nav: { label: 'Utilization', icon: 'gauge', order: 3, section: 'System' },
  },
  systemInventory: {
    pattern: '/system/inventory',
    title: 'Inventory',
    nav: { label: 'Inventory', icon: 'cpu', order: 4, section: 'System' },
  },
  systemInventorySleds: {
    pattern: '/system/inventory/sleds',
    title: 'Sleds',
    parent: 'systemInventory',
  },
  systemInventoryDisks: {
    pattern: '/system/inventory/disks',
    title: 'Physical disks',
    parent: 'systemInventory',
  },
  systemInventorySwitches: {
    pattern: '/system/inventory/switches',
    title: 'Switches',
    parent: 'systemInventory',
  },
  systemSwitch: {
    pattern: '/system/inventory/switches/[switchId]',
    title: 'Switch',
    parent: 'systemInventorySwitches',
    crumbParam: 'switchId',
  },
  systemSled: {
    pattern: '/system/inventory/sleds/[sledId]',
    title: 'Sled',
    parent: 'systemInventorySleds',
    crumbParam: 'sledId',
  },
  systemSledInstances: {
    pattern: '/system/inventory/sleds/[sledId]/instances',
    title: 'Instances',
    parent: 'systemSled',
  },
  // system: IP pools (more routes below this line)
  systemIpPools: {
    nav: { label: 'IP Pools', icon: 'network', order: 7, section: 'Networking' },
    pattern: '/system/networking/ip-pools',
    title: 'IP Pools',
  },
  systemIpPoolsNew: {
    pattern: '/system/networking/ip-pools-new',
    panelOver: 'systemIpPools',
    title: 'New IP pool',
    parent: 'systemIpPools',
  },
  systemIpPool: {
    pattern: '/system/networking/ip-pools/[pool]',
    title: 'IP pool',
    parent: 'systemIpPools',
    crumbParam: 'pool',
  },
  systemIpPoolEdit: {
    pattern: '/system/networking/ip-pools/[pool]/edit',
    panelOver: 'systemIpPool',
    title: 'Edit IP pool',
    parent: 'systemIpPool',
  },
  systemIpPoolRangesAdd: {
    pattern: '/system/networking/ip-pools/[pool]/ranges-add',
    panelOver: 'systemIpPool',
    title: 'Add IP range',
    parent: 'systemIpPool',
  },
  // system: audit log (more routes below this line)
  systemAuditLog: {
    pattern: '/system/audit-log',
    title: 'Audit Log',
    nav: { label: 'Audit Log', icon: 'scroll-text', order: 5, section: 'System' },
  },
  // system: issues (more routes below this line)
  systemIssues: {
    pattern: '/system/issues',
    title: 'Issues',
    nav: { label: 'Issues', icon: 'alert-triangle', order: 6, section: 'System' },
  },
  // ops: alerts and updates (more routes below this line)
  systemAlerts: {
    pattern: '/system/alerts',
    title: 'Alerts',
    nav: { label: 'Alerts', icon: 'bell-ring', order: 11, section: 'Operations' },
  },
  systemAlertReceiversNew: {
    pattern: '/system/alerts/receivers-new',
    panelOver: 'systemAlerts',
    title: 'New webhook receiver',
    parent: 'systemAlerts',
  },
  systemAlertReceiver: {
    pattern: '/system/alerts/receivers/[receiver]',
    title: 'Webhook receiver',
    parent: 'systemAlerts',
    crumbParam: 'receiver',
  },
  systemAlertReceiverEdit: {
    pattern: '/system/alerts/receivers/[receiver]/edit',
    panelOver: 'systemAlertReceiver',
    title: 'Edit webhook receiver',
    parent: 'systemAlertReceiver',
  },
  systemMetrics: {
    pattern: '/system/metrics',
    title: 'Metrics',
    nav: { label: 'Metrics', icon: 'line-chart', order: 12, section: 'Operations' },
  },
  systemUpdate: {
    pattern: '/system/update',
    title: 'Updates',
    nav: { label: 'Updates', icon: 'package-check', order: 15, section: 'Operations' },
  },
  systemUpdateRepository: {
    pattern: '/system/update/repositories/[version]',
    title: 'Update repository',
    parent: 'systemUpdate',
    crumbParam: 'version',
  },
  systemUpdateTrustRoot: {
    pattern: '/system/update/trust-roots/[trustRoot]',
    title: 'Trust root',
    parent: 'systemUpdate',
  },
  // ops: certificates, support bundles and probes (more routes below this line)
  systemCertificates: {
    nav: { label: 'Certificates', icon: 'shield-check', order: 13, section: 'Operations' },
    pattern: '/system/certificates',
    title: 'Certificates',
  },
  systemCertificatesNew: {
    pattern: '/system/certificates-new',
    panelOver: 'systemCertificates',
    title: 'Upload certificate',
    parent: 'systemCertificates',
  },
  systemCertificate: {
    pattern: '/system/certificates/[certificate]',
    title: 'Certificate',
    parent: 'systemCertificates',
    crumbParam: 'certificate',
  },
  systemSupportBundles: {
    nav: { label: 'Support Bundles', icon: 'life-buoy', order: 14, section: 'Operations' },
    pattern: '/system/support-bundles',
    title: 'Support bundles',
  },
  systemSupportBundlesNew: {
    pattern: '/system/support-bundles-new',
    panelOver: 'systemSupportBundles',
    title: 'New support bundle',
    parent: 'systemSupportBundles',
  },
  systemSupportBundle: {
    pattern: '/system/support-bundles/[bundleId]',
    title: 'Support bundle',
    parent: 'systemSupportBundles',
    crumbParam: 'bundleId',
  },
  // ops: BGP and BFD (more routes below this line)
  systemBgp: {
    nav: { label: 'BGP', icon: 'waypoints', order: 9, section: 'Networking' },
    pattern: '/system/networking/bgp',
    title: 'BGP',
    hideCrumb: true,
  },
  systemBgpPeers: {
    pattern: '/system/networking/bgp/peers',
    title: 'BGP peers',
  },
  systemBgpConfigs: {
    pattern: '/system/networking/bgp/configs',
    title: 'BGP configurations',
  },
  systemBgpConfigsNew: {
    pattern: '/system/networking/bgp/configs-new',
    panelOver: 'systemBgpConfigs',
    title: 'New BGP configuration',
    parent: 'systemBgpConfigs',
  },
  systemBgpAnnounceSets: {
    pattern: '/system/networking/bgp/announce-sets',
    title: 'Announce sets',
  },
  systemBgpAnnounceSetsNew: {
    pattern: '/system/networking/bgp/announce-sets-new',
    panelOver: 'systemBgpAnnounceSets',
    title: 'New announce set',
    parent: 'systemBgpAnnounceSets',
  },
  systemBgpAnnounceSetEdit: {
    pattern: '/system/networking/bgp/announce-sets/[announceSet]/edit',
    panelOver: 'systemBgpAnnounceSets',
    title: 'Edit announce set',
    parent: 'systemBgpAnnounceSets',
  },
  systemBgpExported: {
    pattern: '/system/networking/bgp/exported',
    title: 'Exported routes',
  },
  systemBgpImported: {
    pattern: '/system/networking/bgp/imported',
    title: 'Imported routes',
  },
  systemBgpMessages: {
    pattern: '/system/networking/bgp/messages',
    title: 'BGP message history',
  },
  systemBfd: {
    nav: { label: 'BFD Sessions', icon: 'activity', order: 10, section: 'Networking' },
    pattern: '/system/networking/bfd',
    title: 'BFD sessions',
  },
  systemBfdNew: {
    pattern: '/system/networking/bfd-new',
    panelOver: 'systemBfd',
    title: 'Enable BFD session',
    parent: 'systemBfd',
  },
  // ops: switch ports, address lots and rack networking (more routes below this line)
  systemSwitchPorts: {
    nav: { label: 'Rack Networking', icon: 'cable', order: 8, section: 'Networking' },
    pattern: '/system/networking/switch-ports',
    title: 'Switch ports',
  },
  systemSwitchPort: {
    pattern: '/system/networking/switch-ports/[rackId]/[switchLocation]/[port]',
    title: 'Switch port',
    parent: 'systemSwitchPorts',
    crumbParam: 'port',
  },
  systemPortSettings: {
    pattern: '/system/networking/port-settings',
    title: 'Port settings',
  },
  systemPortSettingsNew: {
    pattern: '/system/networking/port-settings-new',
    panelOver: 'systemPortSettings',
    title: 'New port settings',
    parent: 'systemPortSettings',
  },
  systemPortSettingsView: {
    pattern: '/system/networking/port-settings/[settings]',
    title: 'Port settings',
    parent: 'systemPortSettings',
    crumbParam: 'settings',
  },
  systemAddressLots: {
    pattern: '/system/networking/address-lots',
    title: 'Address lots',
  },
  systemAddressLotsNew: {
    pattern: '/system/networking/address-lots-new',
    panelOver: 'systemAddressLots',
    title: 'New address lot',
    parent: 'systemAddressLots',
  },
  systemAddressLot: {
    pattern: '/system/networking/address-lots/[lot]',
    title: 'Address lot',
    parent: 'systemAddressLots',
    crumbParam: 'lot',
  },
  systemLoopbackAddresses: {
    pattern: '/system/networking/loopback-addresses',
    title: 'Loopback addresses',
  },
  systemLoopbackAddressesNew: {
    pattern: '/system/networking/loopback-addresses-new',
    panelOver: 'systemLoopbackAddresses',
    title: 'New loopback address',
    parent: 'systemLoopbackAddresses',
  },
  systemRackAccess: {
    pattern: '/system/networking/rack-access',
    title: 'Inbound access',
  },
})
