import type { IdentityType } from '@/lib/api/__generated__/Api'
import {
  PROJECT_ROLE_OF_SILO_ROLE,
  sortRoleRows,
  strongestRole,
  type Policy,
  type RoleName,
} from '@/lib/domain/roles'

export type AccessRow = {
  identityId: string
  identityType: IdentityType
  /** the display name, or the id when the identity could not be named */
  name: string
  role: RoleName
  /** on a project: the role the identity holds on the silo itself */
  siloRole?: RoleName
  /** on a project: the stronger of the two (§6), the silo role as Nexus carries it to projects */
  effectiveRole: RoleName
}

/**
 * The rows of an access table: one per assignment of `policy`, users first
 * then groups, each by name. `siloPolicy` is given on a project.
 */
export function accessRows(
  policy: Policy,
  names: ReadonlyMap<string, string>,
  siloPolicy?: Policy,
): AccessRow[] {
  const siloRoles = new Map(siloPolicy?.roleAssignments.map((a) => [a.identityId, a.roleName]))
  return sortRoleRows(
    policy.roleAssignments.map((a) => {
      const siloRole = siloRoles.get(a.identityId)
      return {
        identityId: a.identityId,
        identityType: a.identityType,
        name: names.get(a.identityId) ?? a.identityId,
        role: a.roleName,
        siloRole,
        effectiveRole: strongestRole(
          siloRole ? [a.roleName, PROJECT_ROLE_OF_SILO_ROLE[siloRole]] : [a.roleName],
        )!,
      }
    }),
  )
}
