import { usePermissions, useRoleFacts } from '@/components/kit/use-refusals'
import { effectiveRole } from '@/lib/domain/roles'

/**
 * What the signed-in user may do about quotas: `edit` them (a fleet admin: Nexus takes
 * quota writes from fleet admins only), be told a fleet operator sets them (a silo admin
 * without that role), or neither.
 */
export type QuotaAccess = 'edit' | 'ask-operator' | 'none'

/**
 * The user's quota access, undefined until known, with the name of their silo. Editing is
 * `usePermissions`' answer for 'system.silo.quotas.edit', over the role facts read once
 * per page; known only once every read that could grant it has come.
 */
export function useQuotaAccess(): { access?: QuotaAccess; silo?: string } {
  const facts = useRoleFacts()
  const answer = usePermissions()
  const silo = facts.user?.siloName
  const edit = answer('system.silo.quotas.edit')
  if (!edit?.known) return { silo }
  if (edit.allowed) return { access: 'edit', silo }
  // a refusal is known only with the user, their groups and the silo's policy read
  const siloRole =
    facts.user &&
    facts.groupIds &&
    effectiveRole({ userId: facts.user.id, groupIds: facts.groupIds }, facts.siloPolicy)
  return { access: siloRole === 'admin' ? 'ask-operator' : 'none', silo }
}
