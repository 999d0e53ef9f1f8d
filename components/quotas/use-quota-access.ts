import { useApiQuery } from '@/lib/api/query'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { fleetRoleOf } from '@/lib/domain/fleet-role'
import { effectiveRole } from '@/lib/domain/roles'
import * as op from '@/lib/api/ops'

/**
 * What the signed-in user may do about quotas: `edit` them (a fleet admin: Nexus takes
 * quota writes from fleet admins only), be told a fleet operator sets them (a silo admin
 * without that role), or neither.
 */
export type QuotaAccess = 'edit' | 'ask-operator' | 'none'

/**
 * The user's quota access, undefined until known, with the name of their silo. The fleet
 * role is read as Nexus grants it: the fleet policy, or the silo's mapping of silo roles
 * to fleet roles. The silo (for its mapping) is asked for only when the fleet policy is
 * readable (the user holds some fleet role) and grants no admin by itself.
 */
export function useQuotaAccess(): { access?: QuotaAccess; silo?: string } {
  // the same keys as the shell's (user menu, system switch) and the access page's reads
  const me = useApiQuery(op.currentUserView, {})
  const groups = useApiQuery(op.currentUserGroups, { query: { limit: PICKER_LIMIT } })
  const siloPolicy = useApiQuery(op.policyView, {})
  const fleetPolicy = useApiQuery(op.systemPolicyView, {})

  const identity = me.data && {
    userId: me.data.id,
    groupIds: groups.data?.items.map((g) => g.id) ?? [],
  }
  const siloRole = identity && effectiveRole(identity, siloPolicy.data)
  const direct = identity && fleetRoleOf(identity, fleetPolicy.data, undefined)
  const needMapping = !!fleetPolicy.data && direct !== 'admin' && !!siloRole
  const silo = useApiQuery(
    op.siloView,
    { path: { silo: me.data?.siloName ?? '' } },
    { enabled: needMapping && !!me.data },
  )

  const waiting =
    groups.isPending ||
    siloPolicy.isPending ||
    fleetPolicy.isPending ||
    (needMapping && silo.isPending)
  if (!identity || waiting) return { silo: me.data?.siloName }
  const fleetRole = fleetRoleOf(
    identity,
    fleetPolicy.data,
    siloRole,
    needMapping ? silo.data?.mappedFleetRoles : undefined,
  )
  const access: QuotaAccess =
    fleetRole === 'admin' ? 'edit' : siloRole === 'admin' ? 'ask-operator' : 'none'
  return { access, silo: me.data?.siloName }
}
