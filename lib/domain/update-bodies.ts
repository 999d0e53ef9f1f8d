import type {
  AntiAffinityGroup,
  AntiAffinityGroupUpdate,
  BgpAnnounceSetCreate,
  FleetRolePolicy,
  FloatingIp,
  FloatingIpUpdate,
  Instance,
  InstanceNetworkInterface,
  InstanceNetworkInterfaceUpdate,
  InstanceUpdate,
  IpPool,
  IpPoolSiloLink,
  IpPoolSiloUpdate,
  IpPoolUpdate,
  Project,
  ProjectRolePolicy,
  ProjectUpdate,
  RouterRoute,
  RouterRouteUpdate,
  SiloAuthSettings,
  SiloAuthSettingsUpdate,
  SiloQuotas,
  SiloQuotasUpdate,
  SetTargetReleaseParams,
  SiloRolePolicy,
  SupportBundleInfo,
  SupportBundleUpdate,
  Vpc,
  VpcRouter,
  VpcRouterUpdate,
  VpcSubnet,
  VpcFirewallRuleUpdate,
  VpcFirewallRuleUpdateParams,
  VpcSubnetUpdate,
  VpcUpdate,
  WebhookReceiverUpdate,
} from '../api/__generated__/Api'
import type { OpName, OpParams } from '../api/client'
import { ruleUpdateOf } from '@/lib/domain/firewall/rule-set'
import {
  allowListUpdateBody,
  inboundIcmpUpdateBody,
  lldpConfigUpdateBody,
} from './rack-networking-update-bodies'

/**
 * Update bodies, built from what the resource is now plus what the user
 * changed. An update is not a patch: a field it leaves out goes back to the
 * contract's default (a NIC's transit IPs to `[]`, an instance's boot disk and
 * auto-restart policy to unset). So every body starts from the current view,
 * and every update the console sends is built here
 * (`update-bodies.test.ts` holds each builder to the defaults in nexus.json).
 */

type BodyOf<O extends OpName> = OpParams<O> extends { body: infer B } ? B : never

/** The current values with the user's changes on top; an undefined change is no change. */
function withChanges<B extends object>(current: B, changes: Partial<B>): B {
  const body = { ...current }
  for (const [key, value] of Object.entries(changes) as [keyof B, B[keyof B]][]) {
    if (value !== undefined) body[key] = value
  }
  return body
}

export function instanceUpdateBody(
  instance: Pick<Instance, 'ncpus' | 'memory' | 'bootDiskId' | 'autoRestartPolicy'>,
  changes: Partial<InstanceUpdate> = {},
): InstanceUpdate {
  return withChanges<InstanceUpdate>(
    {
      ncpus: instance.ncpus,
      memory: instance.memory,
      bootDisk: instance.bootDiskId ?? null,
      autoRestartPolicy: instance.autoRestartPolicy ?? null,
    },
    changes,
  )
}

export function networkInterfaceUpdateBody(
  nic: Pick<InstanceNetworkInterface, 'name' | 'description' | 'primary' | 'transitIps'>,
  changes: Partial<InstanceNetworkInterfaceUpdate> = {},
): InstanceNetworkInterfaceUpdate {
  return withChanges<InstanceNetworkInterfaceUpdate>(
    {
      name: nic.name,
      description: nic.description,
      primary: nic.primary,
      transitIps: nic.transitIps ?? [],
    },
    changes,
  )
}

export function projectUpdateBody(
  project: Pick<Project, 'name' | 'description'>,
  changes: Partial<ProjectUpdate> = {},
): ProjectUpdate {
  return withChanges<ProjectUpdate>(
    { name: project.name, description: project.description },
    changes,
  )
}

/**
 * An affinity or anti-affinity group's update (the two bodies are the same): policy and
 * failure domain are fixed at create, so it has only these two.
 */
export function affinityGroupUpdateBody(
  group: Pick<AntiAffinityGroup, 'name' | 'description'>,
  changes: Partial<AntiAffinityGroupUpdate> = {},
): AntiAffinityGroupUpdate {
  return withChanges<AntiAffinityGroupUpdate>(
    { name: group.name, description: group.description },
    changes,
  )
}

export function floatingIpUpdateBody(
  fip: Pick<FloatingIp, 'name' | 'description'>,
  changes: Partial<FloatingIpUpdate> = {},
): FloatingIpUpdate {
  return withChanges<FloatingIpUpdate>({ name: fip.name, description: fip.description }, changes)
}

export function vpcUpdateBody(
  vpc: Pick<Vpc, 'name' | 'description' | 'dnsName'>,
  changes: Partial<VpcUpdate> = {},
): VpcUpdate {
  return withChanges<VpcUpdate>(
    { name: vpc.name, description: vpc.description, dnsName: vpc.dnsName },
    changes,
  )
}

export function ipPoolUpdateBody(
  pool: Pick<IpPool, 'name' | 'description'>,
  changes: Partial<IpPoolUpdate> = {},
): IpPoolUpdate {
  return withChanges<IpPoolUpdate>({ name: pool.name, description: pool.description }, changes)
}

/** A silo's link to a pool has one field: whether the pool is the silo's default. */
export function ipPoolSiloUpdateBody(
  link: Pick<IpPoolSiloLink, 'isDefault'>,
  changes: Partial<IpPoolSiloUpdate> = {},
): IpPoolSiloUpdate {
  return withChanges<IpPoolSiloUpdate>({ isDefault: link.isDefault }, changes)
}

/** Leaving the custom router out would unlink it from the subnet. */
export function vpcSubnetUpdateBody(
  subnet: Pick<VpcSubnet, 'name' | 'description' | 'customRouterId'>,
  changes: Partial<VpcSubnetUpdate> = {},
): VpcSubnetUpdate {
  return withChanges<VpcSubnetUpdate>(
    {
      name: subnet.name,
      description: subnet.description,
      customRouter: subnet.customRouterId ?? null,
    },
    changes,
  )
}

export function vpcRouterUpdateBody(
  router: Pick<VpcRouter, 'name' | 'description'>,
  changes: Partial<VpcRouterUpdate> = {},
): VpcRouterUpdate {
  return withChanges<VpcRouterUpdate>(
    { name: router.name, description: router.description },
    changes,
  )
}

export function vpcRouterRouteUpdateBody(
  route: Pick<RouterRoute, 'name' | 'description' | 'destination' | 'target'>,
  changes: Partial<RouterRouteUpdate> = {},
): RouterRouteUpdate {
  return withChanges<RouterRouteUpdate>(
    {
      name: route.name,
      description: route.description,
      destination: route.destination,
      target: route.target,
    },
    changes,
  )
}

/**
 * The API replaces a VPC's whole rule set, so the body is every rule: each
 * in the update's shape, the unchanged ones exactly as the view gave them
 * (lib/domain/firewall/rule-set.ts makes the changed set).
 */
export function vpcFirewallRulesUpdateBody(
  set: { rules: readonly VpcFirewallRuleUpdate[] },
  changes: Partial<VpcFirewallRuleUpdateParams> = {},
): VpcFirewallRuleUpdateParams {
  return withChanges<VpcFirewallRuleUpdateParams>({ rules: set.rules.map(ruleUpdateOf) }, changes)
}

/** A policy update replaces the whole policy: the body is every assignment it keeps. */
export function siloPolicyUpdateBody(
  policy: Pick<SiloRolePolicy, 'roleAssignments'>,
  changes: Partial<SiloRolePolicy> = {},
): SiloRolePolicy {
  return withChanges<SiloRolePolicy>({ roleAssignments: policy.roleAssignments }, changes)
}

export function fleetPolicyUpdateBody(
  policy: Pick<FleetRolePolicy, 'roleAssignments'>,
  changes: Partial<FleetRolePolicy> = {},
): FleetRolePolicy {
  return withChanges<FleetRolePolicy>({ roleAssignments: policy.roleAssignments }, changes)
}

export function projectPolicyUpdateBody(
  policy: Pick<ProjectRolePolicy, 'roleAssignments'>,
  changes: Partial<ProjectRolePolicy> = {},
): ProjectRolePolicy {
  return withChanges<ProjectRolePolicy>({ roleAssignments: policy.roleAssignments }, changes)
}

/** All three quotas, so none is left as it was by accident of omission. */
export function siloQuotasUpdateBody(
  quotas: Pick<SiloQuotas, 'cpus' | 'memory' | 'storage'>,
  changes: Partial<SiloQuotasUpdate> = {},
): SiloQuotasUpdate {
  const { cpus, memory, storage } = quotas
  return withChanges<SiloQuotasUpdate>({ cpus, memory, storage }, changes)
}

/**
 * The PUT of an announce set replaces the set and all its announcements, so
 * the body is the whole set as it should be afterwards.
 */
export function bgpAnnounceSetUpdateBody(
  view: Pick<BgpAnnounceSetCreate, 'name' | 'description' | 'announcement'>,
  changes: Partial<BgpAnnounceSetCreate> = {},
): BgpAnnounceSetCreate {
  const { name, description, announcement } = view
  return withChanges<BgpAnnounceSetCreate>({ name, description, announcement }, changes)
}

/** A webhook receiver's name, description and endpoint; its secrets have their own calls. */
export function webhookReceiverUpdateBody(
  receiver: { name: string; description: string; endpoint: string },
  changes: Partial<WebhookReceiverUpdate> = {},
): WebhookReceiverUpdate {
  const { name, description, endpoint } = receiver
  return withChanges<WebhookReceiverUpdate>({ name, description, endpoint }, changes)
}

/** The target release has one field: the system version to move to. */
export function targetReleaseUpdateBody(
  target: SetTargetReleaseParams,
  changes: Partial<SetTargetReleaseParams> = {},
): SetTargetReleaseParams {
  return withChanges<SetTargetReleaseParams>({ systemVersion: target.systemVersion }, changes)
}

/** A silo's one auth setting: how long a device token may live (null: no limit). */
export function authSettingsUpdateBody(
  settings: Pick<SiloAuthSettings, 'deviceTokenMaxTtlSeconds'>,
  changes: Partial<SiloAuthSettingsUpdate> = {},
): SiloAuthSettingsUpdate {
  return withChanges<SiloAuthSettingsUpdate>(
    { deviceTokenMaxTtlSeconds: settings.deviceTokenMaxTtlSeconds ?? null },
    changes,
  )
}

/** The builder of every update operation the console sends. */
export const updateBodyBuilders = {
  instanceUpdate: instanceUpdateBody,
  instanceNetworkInterfaceUpdate: networkInterfaceUpdateBody,
  projectUpdate: projectUpdateBody,
  antiAffinityGroupUpdate: affinityGroupUpdateBody,
  affinityGroupUpdate: affinityGroupUpdateBody,
  floatingIpUpdate: floatingIpUpdateBody,
  vpcUpdate: vpcUpdateBody,
  ipPoolUpdate: ipPoolUpdateBody,
  ipPoolSiloUpdate: ipPoolSiloUpdateBody,
  vpcSubnetUpdate: vpcSubnetUpdateBody,
  vpcRouterUpdate: vpcRouterUpdateBody,
  vpcRouterRouteUpdate: vpcRouterRouteUpdateBody,
  policyUpdate: siloPolicyUpdateBody,
  projectPolicyUpdate: projectPolicyUpdateBody,
  // identity: the fleet's policy and a silo's, from the system side
  systemPolicyUpdate: fleetPolicyUpdateBody,
  siloPolicyUpdate: siloPolicyUpdateBody,
  vpcFirewallRulesUpdate: vpcFirewallRulesUpdateBody,
  siloQuotasUpdate: siloQuotasUpdateBody,
  authSettingsUpdate: authSettingsUpdateBody,
  // ops: alerts and updates (more builders below this line)
  webhookReceiverUpdate: webhookReceiverUpdateBody,
  targetReleaseUpdate: targetReleaseUpdateBody,
  // ops: certificates, support bundles and probes (more builders below this line)
  // a bundle's one editable field is its comment
  supportBundleUpdate: (
    bundle: Pick<SupportBundleInfo, 'userComment'>,
    changes: Partial<SupportBundleUpdate> = {},
  ): SupportBundleUpdate =>
    withChanges<SupportBundleUpdate>({ userComment: bundle.userComment ?? null }, changes),
  // ops: BGP and BFD (more builders below this line)
  networkingBgpAnnounceSetUpdate: bgpAnnounceSetUpdateBody,
  // ops: switch ports, address lots and rack networking (more builders below this line)
  networkingSwitchPortLldpConfigUpdate: lldpConfigUpdateBody,
  networkingInboundIcmpUpdate: inboundIcmpUpdateBody,
  networkingAllowListUpdate: allowListUpdateBody,
} satisfies {
  [O in OpName]?: (view: never, changes?: Partial<BodyOf<O>>) => BodyOf<O>
}

export type UpdateOp = keyof typeof updateBodyBuilders
