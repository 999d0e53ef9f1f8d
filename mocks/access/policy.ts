import { db, type RoleAssignment, type RoleName } from '../store/db'
import { invalidRequest } from '../transport/errors'

/** Nexus caps a policy at this many role assignments. */
const MAX_ASSIGNMENTS = 64

/**
 * Check a policy about to replace the current one: every identity must be a
 * user or group of `siloId` (for the fleet policy, of any silo), and each may
 * appear once.
 */
export function checkPolicy(
  assignments: RoleAssignment<RoleName>[],
  siloId: string | undefined,
): RoleAssignment<RoleName>[] {
  if (assignments.length > MAX_ASSIGNMENTS) {
    throw invalidRequest(`a policy may have at most ${MAX_ASSIGNMENTS} role assignments`)
  }
  const seen = new Set<string>()
  for (const a of assignments) {
    const rows = a.identity_type === 'silo_user' ? db.users : db.groups
    const identity = rows.find((r) => r.id === a.identity_id)
    if (!identity || (siloId && identity.silo_id !== siloId)) {
      throw invalidRequest(`role assignment: no ${a.identity_type} with id "${a.identity_id}"`)
    }
    if (seen.has(a.identity_id)) {
      throw invalidRequest(`role assignment: identity "${a.identity_id}" appears more than once`)
    }
    seen.add(a.identity_id)
  }
  return assignments.map(({ identity_id, identity_type, role_name }) => ({
    identity_id,
    identity_type,
    role_name,
  }))
}
