import { fleetRoleOf } from './fleet-role'
import {
  effectiveRole,
  PROJECT_ROLE_OF_SILO_ROLE,
  roleStrength,
  strongestRole,
  type Policy,
  type RoleName,
} from './roles'

// Which writes the signed-in user may make, so a screen can disable one and say why
// before the server refuses it. Nexus stays the judge: the rules below follow the
// mock's enforcement (mocks/access/auth.ts), and where a policy couldn't be read the
// answer is "allowed" and the server's 403 decides.

/** Whose role governs an action: a project's (a silo role reaches it), the silo's, the fleet's. */
type Scope = 'project' | 'silo' | 'fleet'

type Rule = {
  scope: Scope
  role: RoleName
  /** A fleet role that allows it too: the silo's certificates are also the operators'. */
  orFleet?: RoleName
}

const project = (role: RoleName): Rule => ({ scope: 'project', role })
const silo = (role: RoleName, orFleet?: RoleName): Rule => ({ scope: 'silo', role, orFleet })
const fleet = (role: RoleName): Rule => ({ scope: 'fleet', role })

const COLLABORATOR = project('collaborator')
const PROJECT_ADMIN = project('admin')
const FLEET_ADMIN = fleet('admin')

/**
 * Every write the console offers, named by what the user does. Account self-service (SSH
 * keys, tokens, the device flow, signing in and out) needs no role and isn't here.
 */
export const ACTIONS = {
  // Nexus's "modify" on a project, its deletion included, is the project admin's
  'project.edit': PROJECT_ADMIN,
  'project.delete': PROJECT_ADMIN,
  'project.policy.edit': PROJECT_ADMIN,
  'instance.create': COLLABORATOR,
  'instance.edit': COLLABORATOR,
  'instance.delete': COLLABORATOR,
  'instance.start': COLLABORATOR,
  'instance.stop': COLLABORATOR,
  'instance.reboot': COLLABORATOR,
  'instance.disk.attach': COLLABORATOR,
  'instance.disk.detach': COLLABORATOR,
  'instance.ephemeralIp.attach': COLLABORATOR,
  'instance.ephemeralIp.detach': COLLABORATOR,
  'instance.nic.create': COLLABORATOR,
  'instance.nic.edit': COLLABORATOR,
  'instance.nic.delete': COLLABORATOR,
  'disk.create': COLLABORATOR,
  'disk.delete': COLLABORATOR,
  'snapshot.create': COLLABORATOR,
  'snapshot.delete': COLLABORATOR,
  'image.create': COLLABORATOR,
  'image.upload': COLLABORATOR,
  'image.delete': COLLABORATOR,
  'vpc.create': COLLABORATOR,
  'vpc.edit': COLLABORATOR,
  'vpc.delete': COLLABORATOR,
  'subnet.create': COLLABORATOR,
  'subnet.edit': COLLABORATOR,
  'subnet.delete': COLLABORATOR,
  'router.create': COLLABORATOR,
  'router.edit': COLLABORATOR,
  'router.delete': COLLABORATOR,
  'route.create': COLLABORATOR,
  'route.edit': COLLABORATOR,
  'route.delete': COLLABORATOR,
  'firewallRule.create': COLLABORATOR,
  'firewallRule.edit': COLLABORATOR,
  'firewallRule.delete': COLLABORATOR,
  'internetGateway.create': COLLABORATOR,
  'internetGateway.delete': COLLABORATOR,
  'internetGateway.ipAddress.attach': COLLABORATOR,
  'internetGateway.ipAddress.detach': COLLABORATOR,
  'internetGateway.ipPool.attach': COLLABORATOR,
  'internetGateway.ipPool.detach': COLLABORATOR,
  'floatingIp.create': COLLABORATOR,
  'floatingIp.edit': COLLABORATOR,
  'floatingIp.delete': COLLABORATOR,
  'floatingIp.attach': COLLABORATOR,
  'floatingIp.detach': COLLABORATOR,
  'affinityGroup.create': COLLABORATOR,
  'affinityGroup.edit': COLLABORATOR,
  'affinityGroup.delete': COLLABORATOR,
  'affinityGroup.member.add': COLLABORATOR,
  'affinityGroup.member.remove': COLLABORATOR,
  'antiAffinityGroup.create': COLLABORATOR,
  'antiAffinityGroup.edit': COLLABORATOR,
  'antiAffinityGroup.delete': COLLABORATOR,
  'antiAffinityGroup.member.add': COLLABORATOR,
  'antiAffinityGroup.member.remove': COLLABORATOR,
  'probe.create': COLLABORATOR,
  'probe.delete': COLLABORATOR,

  'project.create': silo('collaborator'),
  // a silo image is the silo's: no project role reaches it
  'siloImage.promote': silo('collaborator'),
  'siloImage.demote': silo('collaborator'),
  'siloImage.delete': silo('collaborator'),
  'silo.policy.edit': silo('admin'),
  'silo.user.signOut': silo('admin'),
  'silo.authSettings.edit': silo('admin'),
  'certificate.create': silo('admin', 'admin'),
  'certificate.delete': silo('admin', 'admin'),

  'system.policy.edit': FLEET_ADMIN,
  // Nexus: the fleet's create_child and a silo's modify, the fleet collaborator's
  'system.silo.create': fleet('collaborator'),
  'system.silo.delete': fleet('collaborator'),
  'system.silo.policy.edit': FLEET_ADMIN,
  'system.silo.quotas.edit': FLEET_ADMIN,
  'system.silo.samlIdp.create': FLEET_ADMIN,
  'system.silo.localUser.create': FLEET_ADMIN,
  'system.silo.localUser.delete': FLEET_ADMIN,
  'system.silo.localUser.setPassword': FLEET_ADMIN,
  'system.ipPool.create': FLEET_ADMIN,
  'system.ipPool.edit': FLEET_ADMIN,
  'system.ipPool.delete': FLEET_ADMIN,
  'system.ipPool.range.add': FLEET_ADMIN,
  'system.ipPool.range.remove': FLEET_ADMIN,
  'system.ipPool.silo.link': FLEET_ADMIN,
  'system.ipPool.silo.edit': FLEET_ADMIN,
  'system.ipPool.silo.unlink': FLEET_ADMIN,
  'system.serviceIpPool.range.add': FLEET_ADMIN,
  'system.serviceIpPool.range.remove': FLEET_ADMIN,
  'system.sled.add': FLEET_ADMIN,
  'system.sled.provisionPolicy.set': FLEET_ADMIN,
  'system.switchPort.settings.apply': FLEET_ADMIN,
  'system.switchPort.settings.clear': FLEET_ADMIN,
  'system.switchPort.lldp.edit': FLEET_ADMIN,
  'system.portSettings.create': FLEET_ADMIN,
  'system.portSettings.delete': FLEET_ADMIN,
  'system.addressLot.create': FLEET_ADMIN,
  'system.addressLot.delete': FLEET_ADMIN,
  'system.loopbackAddress.create': FLEET_ADMIN,
  'system.loopbackAddress.delete': FLEET_ADMIN,
  'system.allowList.edit': FLEET_ADMIN,
  'system.inboundIcmp.edit': FLEET_ADMIN,
  'system.bfd.enable': FLEET_ADMIN,
  'system.bfd.disable': FLEET_ADMIN,
  'system.bgp.config.create': FLEET_ADMIN,
  'system.bgp.config.delete': FLEET_ADMIN,
  'system.bgp.announceSet.edit': FLEET_ADMIN,
  'system.bgp.announceSet.delete': FLEET_ADMIN,
  'system.alertReceiver.create': FLEET_ADMIN,
  'system.alertReceiver.edit': FLEET_ADMIN,
  'system.alertReceiver.delete': FLEET_ADMIN,
  'system.alertReceiver.probe': FLEET_ADMIN,
  'system.alertReceiver.subscription.add': FLEET_ADMIN,
  'system.alertReceiver.subscription.remove': FLEET_ADMIN,
  'system.alertReceiver.secret.add': FLEET_ADMIN,
  'system.alertReceiver.secret.delete': FLEET_ADMIN,
  'system.alert.resend': FLEET_ADMIN,
  'system.supportBundle.create': FLEET_ADMIN,
  'system.supportBundle.edit': FLEET_ADMIN,
  'system.supportBundle.delete': FLEET_ADMIN,
  'system.update.repository.upload': FLEET_ADMIN,
  'system.update.trustRoot.add': FLEET_ADMIN,
  'system.update.trustRoot.delete': FLEET_ADMIN,
  'system.update.targetRelease.set': FLEET_ADMIN,
} as const satisfies Record<string, Rule>

export type Action = keyof typeof ACTIONS

/**
 * What the console has read about the signed-in user's roles. Each field is undefined
 * until read (or when the read failed): what is missing can only add roles, so a refusal
 * is given only when everything that could grant the role has been read.
 */
export type RoleFacts = {
  /** `/v1/me` */
  user?: { id: string; siloName: string }
  /** The ids of all the user's groups (`/v1/me/groups`); undefined while any page is unread. */
  groupIds?: readonly string[]
  /** `/v1/policy`, which every user of the silo may read. */
  siloPolicy?: Policy
  /** The project the screen is about, with its policy once read. */
  project?: { name: string; policy?: Policy }
  /**
   * `/v1/system/policy`, or 'forbidden' when it answered 403: any fleet role, a mapped one
   * too, lets one read it, so a refusal means no fleet role at all.
   */
  fleetPolicy?: Policy | 'forbidden'
  /** The user's silo's `mappedFleetRoles` (`/v1/system/silos/{silo}`, which fleet viewers read). */
  mappedFleetRoles?: Partial<Record<string, readonly RoleName[]>>
}

type Permission =
  { allowed: true; known: boolean } | { allowed: false; known: true; reason: string }

/** A role read so far (at least this), and whether more reads could raise it. */
type Bound = { role: RoleName | undefined; final: boolean }

const atLeast = (role: RoleName | undefined, needed: RoleName) =>
  role !== undefined && roleStrength(role) >= roleStrength(needed)

// an empty id matches no assignment: Nexus's ids are UUIDs
const identityOf = (facts: RoleFacts) => ({
  userId: facts.user?.id ?? '',
  groupIds: facts.groupIds ?? [],
})

function roleIn(policy: Policy | undefined, facts: RoleFacts): Bound {
  if (!policy) return { role: undefined, final: false }
  return { role: effectiveRole(identityOf(facts), policy), final: !!facts.user && !!facts.groupIds }
}

/**
 * A silo role reaches every project of the silo, so a silo collaborator may work in a
 * project whose policy doesn't name them, whether or not that policy was read.
 */
function projectRole(facts: RoleFacts, siloRole: Bound): Bound {
  const own = roleIn(facts.project?.policy, facts)
  const fromSilo = siloRole.role && PROJECT_ROLE_OF_SILO_ROLE[siloRole.role]
  const role = strongestRole([own.role, fromSilo].filter((r) => r !== undefined))
  return { role, final: own.final && siloRole.final }
}

function fleetRole(facts: RoleFacts, siloRole: Bound): Bound {
  const { fleetPolicy, mappedFleetRoles } = facts
  if (fleetPolicy === 'forbidden') return { role: undefined, final: true }
  const role = fleetRoleOf(identityOf(facts), fleetPolicy, siloRole.role, mappedFleetRoles)
  // the mapping matters only to a user with a silo role
  const mappingRead = !!mappedFleetRoles || (siloRole.final && siloRole.role === undefined)
  return { role, final: roleIn(fleetPolicy, facts).final && siloRole.final && mappingRead }
}

const you = (role: RoleName | undefined, where = '') =>
  role ? `you are ${role}${where}` : `you have no role${where}`

function reasonFor(rule: Rule, role: RoleName | undefined, facts: RoleFacts): string {
  const needs = rule.role
  switch (rule.scope) {
    case 'project':
      return `Needs ${needs} on project ${facts.project?.name}; ${you(role, ' there')}. Ask a project or silo admin.`
    case 'silo': {
      const orFleet = rule.orFleet ? `, or fleet ${rule.orFleet}` : ''
      return `Needs ${needs} on silo ${facts.user?.siloName}${orFleet}; ${you(role)}. Ask a silo admin.`
    }
    case 'fleet':
      return `Needs fleet ${needs}; ${role ? `you are fleet ${role}` : 'you have no fleet role'}. Ask a fleet admin.`
  }
}

/** Whether the signed-in user may take `action`, and if not, who could change that. */
export function permission(action: Action, facts: RoleFacts): Permission {
  const rule: Rule = ACTIONS[action]
  const siloRole = roleIn(facts.siloPolicy, facts)
  const held =
    rule.scope === 'project'
      ? projectRole(facts, siloRole)
      : rule.scope === 'silo'
        ? siloRole
        : fleetRole(facts, siloRole)
  const fleetHeld = rule.orFleet ? fleetRole(facts, siloRole) : undefined
  if (atLeast(held.role, rule.role) || (rule.orFleet && atLeast(fleetHeld?.role, rule.orFleet))) {
    return { allowed: true, known: true }
  }
  // a refusal needs every read that could grant the role; a name in the reason comes
  // from those reads (the project's policy, the user's silo)
  if (!held.final || (fleetHeld && !fleetHeld.final)) return { allowed: true, known: false }
  return { allowed: false, known: true, reason: reasonFor(rule, held.role, facts) }
}
