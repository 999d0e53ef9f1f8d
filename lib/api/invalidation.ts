import type { OpName } from './client'

/** What a switch's BGP sessions show: they change as peers come and go. */
const bgpSessionViews: OpName[] = [
  'networkingBgpStatus',
  'networkingBgpExported',
  'networkingBgpImportedRoutesIpv4',
  'networkingBgpMessageHistory',
]

/**
 * What each write changes: after it succeeds, the queries of these operations
 * are invalidated (whatever their params). One table, so a list and a page that
 * run the same action refresh the same things.
 *
 * A delete never lists its own view: refetching a resource that is gone would
 * answer 404 while its page is still on screen.
 */
export const invalidatedBy: Partial<Record<OpName, readonly OpName[]>> = {
  projectCreate: ['projectList'],
  projectUpdate: ['projectList', 'projectView'],
  projectDelete: ['projectList'],
  policyUpdate: ['policyView'],
  projectPolicyUpdate: ['projectPolicyView'],
  authSettingsUpdate: ['authSettingsView'],

  instanceCreate: ['instanceList', 'diskList', 'floatingIpList', 'antiAffinityGroupMemberList'],
  instanceUpdate: ['instanceView', 'instanceList'],
  // a member's run state shows in its groups' member lists
  instanceStart: [
    'instanceView',
    'instanceList',
    'antiAffinityGroupMemberList',
    'affinityGroupMemberList',
  ],
  instanceStop: [
    'instanceView',
    'instanceList',
    'antiAffinityGroupMemberList',
    'affinityGroupMemberList',
  ],
  instanceReboot: [
    'instanceView',
    'instanceList',
    'antiAffinityGroupMemberList',
    'affinityGroupMemberList',
  ],
  // its disks are detached and its floating IPs set free
  instanceDelete: [
    'instanceList',
    'diskList',
    'floatingIpList',
    'antiAffinityGroupMemberList',
    'instanceAntiAffinityGroupList',
    'affinityGroupMemberList',
    'instanceAffinityGroupList',
  ],

  instanceDiskAttach: ['instanceDiskList', 'diskList', 'diskView'],
  instanceDiskDetach: ['instanceDiskList', 'diskList', 'diskView'],
  instanceNetworkInterfaceCreate: ['instanceNetworkInterfaceList'],
  instanceNetworkInterfaceUpdate: ['instanceNetworkInterfaceList', 'instanceNetworkInterfaceView'],
  instanceNetworkInterfaceDelete: ['instanceNetworkInterfaceList'],
  instanceEphemeralIpAttach: ['instanceExternalIpList'],
  instanceEphemeralIpDetach: ['instanceExternalIpList'],
  floatingIpAttach: ['instanceExternalIpList', 'floatingIpList', 'floatingIpView'],
  floatingIpDetach: ['instanceExternalIpList', 'floatingIpList', 'floatingIpView'],
  floatingIpCreate: ['floatingIpList'],
  floatingIpUpdate: ['floatingIpList', 'floatingIpView', 'instanceExternalIpList'],
  floatingIpDelete: ['floatingIpList'],

  vpcCreate: ['vpcList'],
  vpcUpdate: ['vpcList', 'vpcView'],
  vpcDelete: ['vpcList'],
  // the system router gains or loses the subnet's route
  vpcSubnetCreate: ['vpcSubnetList', 'vpcRouterRouteList'],
  vpcSubnetUpdate: ['vpcSubnetList', 'vpcSubnetView'],
  vpcSubnetDelete: ['vpcSubnetList', 'vpcRouterRouteList'],
  vpcRouterCreate: ['vpcRouterList'],
  vpcRouterUpdate: ['vpcRouterList', 'vpcRouterView'],
  // subnets that used it go back to the system router
  vpcRouterDelete: ['vpcRouterList', 'vpcSubnetList', 'vpcSubnetView'],
  vpcRouterRouteCreate: ['vpcRouterRouteList'],
  vpcRouterRouteUpdate: ['vpcRouterRouteList', 'vpcRouterRouteView'],
  vpcRouterRouteDelete: ['vpcRouterRouteList'],
  vpcFirewallRulesUpdate: ['vpcFirewallRulesView'],
  internetGatewayCreate: ['internetGatewayList'],
  // Without cascade (the console never asks for it) Nexus refuses while pools or addresses
  // are attached, so a delete that succeeds had none: refetching the gateway's own lists
  // would only answer 404 under its closing panel.
  internetGatewayDelete: ['internetGatewayList', 'vpcRouterRouteList'],
  internetGatewayIpPoolCreate: ['internetGatewayIpPoolList'],
  internetGatewayIpPoolDelete: ['internetGatewayIpPoolList'],
  internetGatewayIpAddressCreate: ['internetGatewayIpAddressList'],
  internetGatewayIpAddressDelete: ['internetGatewayIpAddressList'],

  diskCreate: ['diskList'],
  diskDelete: ['diskList'],
  // an image upload (lib/domain/upload/upload-image.ts) moves its temporary disk from
  // import_ready to importing and back, writing between (which changes nothing shown), then
  // finalizes it: detached, with a new snapshot of it
  diskBulkWriteImportStart: ['diskList', 'diskView'],
  diskBulkWriteImport: [],
  diskBulkWriteImportStop: ['diskList', 'diskView'],
  diskFinalizeImport: ['diskList', 'diskView', 'snapshotList', 'snapshotView'],
  snapshotCreate: ['snapshotList'],
  snapshotDelete: ['snapshotList'],
  imageCreate: ['imageList'],
  imageDelete: ['imageList'],
  imagePromote: ['imageList', 'imageView'],
  imageDemote: ['imageList', 'imageView'],

  antiAffinityGroupCreate: ['antiAffinityGroupList'],
  antiAffinityGroupUpdate: [
    'antiAffinityGroupList',
    'antiAffinityGroupView',
    'instanceAntiAffinityGroupList',
  ],
  antiAffinityGroupDelete: ['antiAffinityGroupList', 'instanceAntiAffinityGroupList'],
  antiAffinityGroupMemberInstanceAdd: [
    'antiAffinityGroupMemberList',
    'instanceAntiAffinityGroupList',
  ],
  antiAffinityGroupMemberInstanceDelete: [
    'antiAffinityGroupMemberList',
    'instanceAntiAffinityGroupList',
  ],
  affinityGroupCreate: ['affinityGroupList'],
  affinityGroupUpdate: ['affinityGroupList', 'affinityGroupView', 'instanceAffinityGroupList'],
  affinityGroupDelete: ['affinityGroupList', 'instanceAffinityGroupList'],
  affinityGroupMemberInstanceAdd: ['affinityGroupMemberList', 'instanceAffinityGroupList'],
  affinityGroupMemberInstanceDelete: ['affinityGroupMemberList', 'instanceAffinityGroupList'],

  currentUserSshKeyCreate: ['currentUserSshKeyList'],
  currentUserSshKeyDelete: ['currentUserSshKeyList'],
  currentUserAccessTokenDelete: ['currentUserAccessTokenList'],
  // a new session: the sign-in form drops every cached answer itself, the previous user's
  loginLocal: [],
  // every session and token of the user ends (the caller's own too, if it was them)
  userLogout: ['userSessionList', 'userTokenList', 'currentUserAccessTokenList'],
  // a confirmed device code becomes one of the user's tokens
  deviceAuthConfirm: ['currentUserAccessTokenList', 'userTokenList'],

  // system: silos
  siloCreate: ['siloList', 'siloUtilizationList', 'systemQuotasList'],
  siloDelete: ['siloList', 'siloUtilizationList', 'systemQuotasList', 'ipPoolSiloList'],
  // a silo's quotas are its utilization's `allocated`, and its own users' `capacity`
  siloQuotasUpdate: [
    'siloQuotasView',
    'systemQuotasList',
    'siloUtilizationList',
    'siloUtilizationView',
    'utilizationView',
  ],
  samlIdentityProviderCreate: ['siloIdentityProviderList'],
  // identity: fleet and silo policies, a local silo's users
  systemPolicyUpdate: ['systemPolicyView'],
  siloPolicyUpdate: ['siloPolicyView', 'policyView'],
  localIdpUserCreate: ['siloUserList', 'userList'],
  localIdpUserSetPassword: [],
  localIdpUserDelete: ['siloUserList', 'userList', 'groupList', 'siloUserView'],
  // system: IP pools (a link shows on both sides: the pool's silos and the silo's pools)
  ipPoolCreate: ['ipPoolList'],
  ipPoolUpdate: ['ipPoolList', 'ipPoolView'],
  ipPoolDelete: ['ipPoolList', 'siloIpPoolList', 'projectIpPoolList'],
  ipPoolRangeAdd: ['ipPoolRangeList', 'ipPoolUtilizationView'],
  ipPoolRangeRemove: ['ipPoolRangeList', 'ipPoolUtilizationView'],
  ipPoolServiceRangeAdd: ['ipPoolServiceRangeList'],
  ipPoolServiceRangeRemove: ['ipPoolServiceRangeList'],
  ipPoolSiloLink: ['ipPoolSiloList', 'siloIpPoolList', 'projectIpPoolList'],
  ipPoolSiloUpdate: ['ipPoolSiloList', 'siloIpPoolList', 'projectIpPoolList'],
  ipPoolSiloUnlink: ['ipPoolSiloList', 'siloIpPoolList', 'projectIpPoolList'],
  // system: hardware
  sledSetProvisionPolicy: ['sledList', 'sledView'],
  sledAdd: ['sledListUninitialized', 'sledList'],
  // ops: alerts and updates (more entries below this line)
  webhookReceiverCreate: ['alertReceiverList'],
  webhookReceiverUpdate: ['alertReceiverList', 'alertReceiverView'],
  alertReceiverDelete: ['alertReceiverList'],
  alertReceiverSubscriptionAdd: ['alertReceiverView', 'alertReceiverList'],
  alertReceiverSubscriptionRemove: ['alertReceiverView', 'alertReceiverList'],
  // a probe is a delivery, and with resend it starts more
  alertReceiverProbe: ['alertDeliveryList'],
  alertDeliveryResend: ['alertDeliveryList'],
  webhookSecretsAdd: ['webhookSecretsList', 'alertReceiverView'],
  webhookSecretsDelete: ['webhookSecretsList', 'alertReceiverView'],
  systemUpdatePutRepository: ['systemUpdateGetRepository'],
  targetReleaseUpdate: ['targetReleaseView'],
  systemUpdateTrustRootCreate: ['systemUpdateTrustRootList'],
  systemUpdateTrustRootDelete: ['systemUpdateTrustRootList'],
  // ops: certificates, support bundles and probes (more entries below this line)
  certificateCreate: ['certificateList'],
  certificateDelete: ['certificateList'],
  supportBundleCreate: ['supportBundleList'],
  supportBundleUpdate: ['supportBundleList', 'supportBundleView'],
  supportBundleDelete: ['supportBundleList'],
  probeCreate: ['probeList'],
  probeDelete: ['probeList'],
  // ops: BGP and BFD (more entries below this line)
  networkingBgpConfigCreate: ['networkingBgpConfigList'],
  networkingBgpConfigDelete: ['networkingBgpConfigList'],
  // a set's announcements are what its configs' peers export
  networkingBgpAnnounceSetUpdate: [
    'networkingBgpAnnounceSetList',
    'networkingBgpAnnouncementList',
    'networkingBgpExported',
  ],
  networkingBgpAnnounceSetDelete: ['networkingBgpAnnounceSetList', 'networkingBgpAnnouncementList'],
  networkingBfdEnable: ['networkingBfdStatus'],
  networkingBfdDisable: ['networkingBfdStatus'],
  // ops: switch ports, address lots and rack networking (more entries below this line)
  networkingAddressLotCreate: ['networkingAddressLotList'],
  networkingAddressLotDelete: ['networkingAddressLotList'],
  networkingLoopbackAddressCreate: ['networkingLoopbackAddressList'],
  networkingLoopbackAddressDelete: ['networkingLoopbackAddressList'],
  networkingSwitchPortSettingsCreate: ['networkingSwitchPortSettingsList'],
  networkingSwitchPortSettingsDelete: ['networkingSwitchPortSettingsList'],
  // a port's settings bring its link, its LLDP configuration and its neighbours with them,
  // and start (or, replaced or cleared, end) the sessions of their BGP peers
  networkingSwitchPortApplySettings: [
    'networkingSwitchPortList',
    'networkingSwitchPortStatus',
    'networkingSwitchPortLldpConfigView',
    'networkingSwitchPortLldpNeighbors',
    ...bgpSessionViews,
  ],
  networkingSwitchPortClearSettings: [
    'networkingSwitchPortList',
    'networkingSwitchPortStatus',
    'networkingSwitchPortLldpConfigView',
    'networkingSwitchPortLldpNeighbors',
    ...bgpSessionViews,
  ],
  networkingSwitchPortLldpConfigUpdate: [
    'networkingSwitchPortLldpConfigView',
    'networkingSwitchPortLldpNeighbors',
  ],
  networkingInboundIcmpUpdate: ['networkingInboundIcmpView'],
  networkingAllowListUpdate: ['networkingAllowListView'],
}

export const invalidationsOf = (op: OpName): readonly OpName[] => invalidatedBy[op] ?? []

/**
 * What changes by itself, seen by the console rather than made by it (`useRefreshOn` in
 * lib/api/query.ts): after the event, the queries of these operations are invalidated. Here
 * beside the writes, so one table says what refreshes and why.
 */
export const invalidatedOn = {
  // an import that ended has made its image, or given up
  importEnded: ['imageList'],
  // a running instance gains a SNAT address and a stopped one loses it
  instanceStateChanged: ['instanceExternalIpList'],
  // the other end hangs up when the instance stops: find out what it is now
  serialConsoleClosed: ['instanceView'],
} as const satisfies Record<string, readonly OpName[]>

export type RefreshEvent = keyof typeof invalidatedOn
