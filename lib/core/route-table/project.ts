import { inLayout } from './define'

/** A project’s pages: its resources, and the tabs and panels of each. */
export const projectRoutes = inLayout('project', {
  project: {
    pattern: '/projects/[project]',
    title: 'Project',
    parent: 'projects',
    crumbParam: 'project',
  },
  instances: {
    nav: { label: 'Instances', icon: 'server', order: 1 },
    pattern: '/projects/[project]/instances',
    title: 'Instances',
    parent: 'project',
  },
  instancesNew: {
    pattern: '/projects/[project]/instances-new',
    title: 'New instance',
    parent: 'instances',
  },
  affinity: {
    nav: { label: 'Affinity', icon: 'split', order: 6 },
    pattern: '/projects/[project]/affinity',
    title: 'Affinity',
    parent: 'project',
  },
  affinityNew: {
    pattern: '/projects/[project]/affinity-new',
    panelOver: 'affinity',
    title: 'New anti-affinity group',
    parent: 'affinity',
  },
  projectAccess: {
    nav: { label: 'Access', icon: 'users', order: 7 },
    pattern: '/projects/[project]/access',
    title: 'Access',
    parent: 'project',
  },
  antiAffinityGroup: {
    pattern: '/projects/[project]/affinity/[antiAffinityGroup]',
    title: 'Anti-affinity group',
    parent: 'affinity',
    crumbParam: 'antiAffinityGroup',
  },
  antiAffinityGroupEdit: {
    pattern: '/projects/[project]/affinity/[antiAffinityGroup]/edit',
    panelOver: 'antiAffinityGroup',
    title: 'Edit anti-affinity group',
    parent: 'antiAffinityGroup',
  },
  // Affinity groups sit under the same page, behind literal segments, which win over
  // `[antiAffinityGroup]`: an anti-affinity group named `affinity-groups-new` shows here, and
  // the edit path of one named `affinity-groups` does too (both open from the list instead)
  affinityGroupsNew: {
    pattern: '/projects/[project]/affinity/affinity-groups-new',
    panelOver: 'affinity',
    title: 'New affinity group',
    parent: 'affinity',
  },
  affinityGroup: {
    pattern: '/projects/[project]/affinity/affinity-groups/[affinityGroup]',
    title: 'Affinity group',
    parent: 'affinity',
    crumbParam: 'affinityGroup',
  },
  affinityGroupEdit: {
    pattern: '/projects/[project]/affinity/affinity-groups/[affinityGroup]/edit',
    panelOver: 'affinityGroup',
    title: 'Edit affinity group',
    parent: 'affinityGroup',
  },
  // networking: a VPC's page has tabs; forms open as side panels over a tab
  vpcs: {
    nav: { label: 'VPCs', icon: 'network', order: 5 },
    pattern: '/projects/[project]/vpcs',
    title: 'VPCs',
    parent: 'project',
  },
  vpcsNew: {
    pattern: '/projects/[project]/vpcs-new',
    panelOver: 'vpcs',
    title: 'New VPC',
    parent: 'vpcs',
  },
  vpc: {
    pattern: '/projects/[project]/vpcs/[vpc]',
    title: 'VPC',
    parent: 'vpcs',
    crumbParam: 'vpc',
  },
  vpcEdit: {
    pattern: '/projects/[project]/vpcs/[vpc]/edit',
    panelOver: 'vpcs',
    title: 'Edit VPC',
    parent: 'vpc',
  },
  vpcFirewallRules: {
    pattern: '/projects/[project]/vpcs/[vpc]/firewall-rules',
    title: 'Firewall rules',
    parent: 'vpc',
  },
  firewallRulesNew: {
    pattern: '/projects/[project]/vpcs/[vpc]/firewall-rules-new',
    panelOver: 'vpcFirewallRules',
    title: 'New firewall rule',
    parent: 'vpcFirewallRules',
  },
  firewallRuleClone: {
    pattern: '/projects/[project]/vpcs/[vpc]/firewall-rules-new/[rule]',
    panelOver: 'vpcFirewallRules',
    title: 'New firewall rule',
    parent: 'vpcFirewallRules',
  },
  firewallRuleEdit: {
    pattern: '/projects/[project]/vpcs/[vpc]/firewall-rules/[rule]/edit',
    panelOver: 'vpcFirewallRules',
    title: 'Edit firewall rule',
    parent: 'vpcFirewallRules',
  },
  vpcSubnets: {
    pattern: '/projects/[project]/vpcs/[vpc]/subnets',
    title: 'Subnets',
    parent: 'vpc',
  },
  subnetsNew: {
    pattern: '/projects/[project]/vpcs/[vpc]/subnets-new',
    panelOver: 'vpcSubnets',
    title: 'New subnet',
    parent: 'vpcSubnets',
  },
  subnetEdit: {
    pattern: '/projects/[project]/vpcs/[vpc]/subnets/[subnet]/edit',
    panelOver: 'vpcSubnets',
    title: 'Edit subnet',
    parent: 'vpcSubnets',
  },
  vpcRouters: {
    pattern: '/projects/[project]/vpcs/[vpc]/routers',
    title: 'Routers',
    parent: 'vpc',
  },
  routersNew: {
    pattern: '/projects/[project]/vpcs/[vpc]/routers-new',
    panelOver: 'vpcRouters',
    title: 'New router',
    parent: 'vpcRouters',
  },
  routerEdit: {
    pattern: '/projects/[project]/vpcs/[vpc]/routers/[router]/edit',
    panelOver: 'vpcRouters',
    title: 'Edit router',
    parent: 'vpcRouters',
  },
  router: {
    pattern: '/projects/[project]/vpcs/[vpc]/routers/[router]',
    title: 'Router',
    parent: 'vpcRouters',
    crumbParam: 'router',
  },
  routesNew: {
    pattern: '/projects/[project]/vpcs/[vpc]/routers/[router]/routes-new',
    panelOver: 'router',
    title: 'New route',
    parent: 'router',
  },
  routeEdit: {
    pattern: '/projects/[project]/vpcs/[vpc]/routers/[router]/routes/[route]/edit',
    panelOver: 'router',
    title: 'Edit route',
    parent: 'router',
  },
  vpcInternetGateways: {
    pattern: '/projects/[project]/vpcs/[vpc]/internet-gateways',
    title: 'Internet gateways',
    parent: 'vpc',
  },
  internetGateway: {
    pattern: '/projects/[project]/vpcs/[vpc]/internet-gateways/[gateway]',
    panelOver: 'vpcInternetGateways',
    title: 'Internet gateway',
    parent: 'vpcInternetGateways',
    crumbParam: 'gateway',
  },
  disks: {
    nav: { label: 'Disks', icon: 'database', order: 2 },
    pattern: '/projects/[project]/disks',
    title: 'Disks',
    parent: 'project',
  },
  disksNew: {
    pattern: '/projects/[project]/disks-new',
    panelOver: 'disks',
    title: 'New disk',
    parent: 'disks',
  },
  // one disk's panel, over each list that names the disk, so closing it finds that list
  disk: {
    pattern: '/projects/[project]/disks/[disk]',
    title: 'Disk',
    parent: 'disks',
    crumbParam: 'disk',
  },
  floatingIps: {
    nav: { label: 'Floating IPs', icon: 'globe', order: 8 },
    pattern: '/projects/[project]/floating-ips',
    title: 'Floating IPs',
    parent: 'project',
  },
  floatingIpsNew: {
    pattern: '/projects/[project]/floating-ips-new',
    panelOver: 'floatingIps',
    title: 'New floating IP',
    parent: 'floatingIps',
  },
  floatingIpEdit: {
    pattern: '/projects/[project]/floating-ips/[floatingIp]/edit',
    panelOver: 'floatingIps',
    title: 'Edit floating IP',
    parent: 'floatingIps',
  },
  snapshots: {
    nav: { label: 'Snapshots', icon: 'camera', order: 3 },
    pattern: '/projects/[project]/snapshots',
    title: 'Snapshots',
    parent: 'project',
  },
  snapshotsNew: {
    pattern: '/projects/[project]/snapshots-new',
    panelOver: 'snapshots',
    title: 'New snapshot',
    parent: 'snapshots',
  },
  snapshotImagesNew: {
    pattern: '/projects/[project]/snapshots/[snapshot]/images-new',
    panelOver: 'snapshots',
    title: 'New image',
    parent: 'snapshots',
  },
  // the disk a snapshot was taken of, in the panel the disk list opens, over the snapshots
  snapshotDisk: {
    pattern: '/projects/[project]/snapshots/[snapshot]/disk',
    title: 'Source disk',
    parent: 'snapshots',
  },
  imagesNew: {
    pattern: '/projects/[project]/images-new',
    panelOver: 'images',
    title: 'Upload image',
    parent: 'images',
  },
  instance: {
    pattern: '/projects/[project]/instances/[instance]',
    title: 'Instance',
    parent: 'instances',
    crumbParam: 'instance',
  },
  instanceStorage: {
    pattern: '/projects/[project]/instances/[instance]/storage',
    title: 'Storage',
    parent: 'instance',
  },
  instanceStorageDisk: {
    pattern: '/projects/[project]/instances/[instance]/storage/[disk]',
    title: 'Disk',
    parent: 'instanceStorage',
    crumbParam: 'disk',
  },
  instanceNetworking: {
    pattern: '/projects/[project]/instances/[instance]/networking',
    title: 'Networking',
    parent: 'instance',
  },
  instanceMetrics: {
    pattern: '/projects/[project]/instances/[instance]/metrics',
    title: 'Metrics',
    parent: 'instance',
  },
  instanceMetricsCpu: {
    pattern: '/projects/[project]/instances/[instance]/metrics/cpu',
    title: 'CPU',
    parent: 'instanceMetrics',
  },
  instanceMetricsDisk: {
    pattern: '/projects/[project]/instances/[instance]/metrics/disk',
    title: 'Disk',
    parent: 'instanceMetrics',
  },
  instanceMetricsNetwork: {
    pattern: '/projects/[project]/instances/[instance]/metrics/network',
    title: 'Network',
    parent: 'instanceMetrics',
  },
  instanceConnect: {
    pattern: '/projects/[project]/instances/[instance]/connect',
    title: 'Connect',
    parent: 'instance',
  },
  instanceSettings: {
    pattern: '/projects/[project]/instances/[instance]/settings',
    title: 'Settings',
    parent: 'instance',
  },
  serialConsole: {
    pattern: '/projects/[project]/instances/[instance]/serial-console',
    title: 'Serial Console',
    parent: 'instance',
  },
  images: {
    nav: { label: 'Images', icon: 'image', order: 4 },
    pattern: '/projects/[project]/images',
    title: 'Images',
    parent: 'project',
  },
  imageEdit: {
    pattern: '/projects/[project]/images/[image]/edit',
    panelOver: 'images',
    title: 'Image',
    parent: 'images',
    crumbParam: 'image',
  },
  probes: {
    nav: { label: 'Probes', icon: 'radar', order: 9 },
    pattern: '/projects/[project]/probes',
    title: 'Probes',
    parent: 'project',
  },
  probesNew: {
    pattern: '/projects/[project]/probes-new',
    panelOver: 'probes',
    title: 'New probe',
    parent: 'probes',
  },
  // what holds quota or an address doing nothing: detached disks, spare IPs, old snapshots…
  cleanup: {
    nav: { label: 'Cleanup', icon: 'eraser', order: 10 },
    pattern: '/projects/[project]/cleanup',
    title: 'Cleanup',
    parent: 'project',
  },
})
