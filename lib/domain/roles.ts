import type { IdentityType, SiloRole, SiloRoleRoleAssignment } from '../api/__generated__/Api'

// Silo, project and fleet roles share one set of names in the contract.
export type RoleName = SiloRole
export type RoleAssignment = SiloRoleRoleAssignment
export type Policy = { roleAssignments: RoleAssignment[] }

/** Strongest first. */
export const ROLE_ORDER: readonly RoleName[] = ['admin', 'collaborator', 'viewer']

/** Higher is stronger: viewer 1, collaborator 2, admin 3. */
export function roleStrength(role: RoleName): number {
  return ROLE_ORDER.length - ROLE_ORDER.indexOf(role)
}

export function strongestRole(roles: readonly RoleName[]): RoleName | undefined {
  let best: RoleName | undefined
  for (const role of roles) {
    if (!best || roleStrength(role) > roleStrength(best)) best = role
  }
  return best
}

/**
 * Nexus's rule for the role a silo role gives on each of the silo's projects: a silo
 * collaborator is admin of them (it may make projects and run them), a silo admin too, a
 * silo viewer a viewer.
 */
export const PROJECT_ROLE_OF_SILO_ROLE: Record<RoleName, RoleName> = {
  admin: 'admin',
  collaborator: 'admin',
  viewer: 'viewer',
}

export type Identity = { userId: string; groupIds: readonly string[] }

function appliesTo(assignment: RoleAssignment, { userId, groupIds }: Identity): boolean {
  return assignment.identityType === 'silo_user'
    ? assignment.identityId === userId
    : groupIds.includes(assignment.identityId)
}

/**
 * A user's role is the strongest granted to them or to any of their groups by
 * any of the policies (say the silo's and a project's). A policy the user
 * could not read is passed as undefined and grants nothing.
 */
export function effectiveRole(
  identity: Identity,
  ...policies: (Policy | undefined)[]
): RoleName | undefined {
  const roles = policies
    .flatMap((policy) => policy?.roleAssignments ?? [])
    .filter((assignment) => appliesTo(assignment, identity))
    .map((assignment) => assignment.roleName)
  return strongestRole(roles)
}

/** Gives the identity this role, replacing any role it had. */
export function updateRole<P extends Policy>(policy: P, assignment: RoleAssignment): P {
  const others = policy.roleAssignments.filter((a) => a.identityId !== assignment.identityId)
  return { ...policy, roleAssignments: [...others, { ...assignment }] }
}

export function removeRole<P extends Policy>(policy: P, identityId: string): P {
  return {
    ...policy,
    roleAssignments: policy.roleAssignments.filter((a) => a.identityId !== identityId),
  }
}

/** The users or groups that can still be given a role on this policy. */
export function assignableIdentities<T extends { id: string }>(
  all: readonly T[],
  policy: Policy | undefined,
): T[] {
  const assigned = new Set(policy?.roleAssignments.map((a) => a.identityId))
  return all.filter((identity) => !assigned.has(identity.id))
}

const TYPE_ORDER: Record<IdentityType, number> = { silo_user: 0, silo_group: 1 }
// made on first use: the page's first Intl object starts ICU (tens of ms)
let collator: Intl.Collator | undefined
const compareNames = (a: string, b: string) =>
  (collator ??= new Intl.Collator(undefined, { sensitivity: 'accent' })).compare(a, b)

/** Users and groups are listed by display name, as people know them. */
export const byDisplayName = (a: { displayName: string }, b: { displayName: string }) =>
  compareNames(a.displayName, b.displayName)

/** Users first, then groups; each by name, ignoring case. Returns a new array. */
export function sortRoleRows<T extends { identityType: IdentityType; name: string }>(
  rows: readonly T[],
): T[] {
  return [...rows].sort(
    (a, b) =>
      TYPE_ORDER[a.identityType] - TYPE_ORDER[b.identityType] || compareNames(a.name, b.name),
  )
}

/**
 * Spec §6: no groups and no role of one's own on the silo usually means the
 * identity provider sends no group memberships. An unreadable silo policy
 * (undefined) counts as no role.
 */
export function isNoRoleUser(
  groups: readonly { id: string }[],
  siloPolicy: Policy | undefined,
  userId: string,
): boolean {
  if (groups.length > 0) return false
  return !siloPolicy?.roleAssignments.some((a) => a.identityId === userId)
}

export const ROLE_LABELS: Record<RoleName, string> = {
  admin: 'Admin',
  collaborator: 'Collaborator',
  viewer: 'Viewer',
}

/**
 * What another writer changed between two reads of a policy, one phrase per
 * identity (named by `nameOf`), or undefined when they hold the same roles.
 * The order of assignments carries no meaning.
 */
export function describePolicyChange(
  loaded: Policy,
  current: Policy,
  nameOf: (identityId: string) => string,
): string | undefined {
  const before = new Map(loaded.roleAssignments.map((a) => [a.identityId, a.roleName]))
  const after = new Map(current.roleAssignments.map((a) => [a.identityId, a.roleName]))
  const changes: string[] = []
  for (const [id, role] of after) {
    const was = before.get(id)
    if (!was) changes.push(`${nameOf(id)} was given ${ROLE_LABELS[role]}`)
    else if (was !== role)
      changes.push(`${nameOf(id)} went from ${ROLE_LABELS[was]} to ${ROLE_LABELS[role]}`)
  }
  for (const [id, role] of before) {
    if (!after.has(id)) changes.push(`${nameOf(id)} lost ${ROLE_LABELS[role]}`)
  }
  return changes.length ? changes.join('; ') : undefined
}

/**
 * Whether replacing `before` by `after` (each the list of policies that grant
 * roles at this level, e.g. the silo's and a project's) takes admin away from
 * the user.
 */
export function losesAdmin(
  identity: Identity,
  before: readonly (Policy | undefined)[],
  after: readonly (Policy | undefined)[],
): boolean {
  return (
    effectiveRole(identity, ...before) === 'admin' && effectiveRole(identity, ...after) !== 'admin'
  )
}
