import {
  effectiveRole,
  ROLE_ORDER,
  roleStrength,
  strongestRole,
  type Identity,
  type Policy,
  type RoleName,
} from './roles'

/**
 * A user's fleet role: the strongest the fleet's policy grants them or a group of theirs,
 * or that their silo grants with their silo role (the silo's `mappedFleetRoles`, say
 * "silo admins are fleet admins"). Unread policies and mappings grant nothing.
 *
 * A file of its own: roles.ts ships in the console's shell, which has no use for this.
 */
export function fleetRoleOf(
  identity: Identity,
  fleetPolicy: Policy | undefined,
  siloRole: RoleName | undefined,
  mappedFleetRoles: Partial<Record<string, readonly RoleName[]>> = {},
): RoleName | undefined {
  // every silo role held counts, those the held one implies too (an admin is also a viewer)
  const mapped = siloRole
    ? ROLE_ORDER.filter((r) => roleStrength(r) <= roleStrength(siloRole)).flatMap(
        (r) => mappedFleetRoles[r] ?? [],
      )
    : []
  const direct = effectiveRole(identity, fleetPolicy)
  return strongestRole(direct ? [direct, ...mapped] : mapped)
}
