import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor, requireSilo, type Actor } from '../access/auth'
import { db, removeWhere } from '../store/db'
import { invalidRequest, isUuid, notFound } from '../transport/errors'
import { paginate } from '../store/pagination'
import { checkPolicy } from '../access/policy'
import { sessionExpired } from '../access/session-expiry'
import { siloAllocated, siloProvisioned } from '../rules/utilization'

/**
 * Silo-scoped identity and settings. Any member of the silo may list its
 * users and groups (the console shows names in access tables); the silo
 * policy is readable by every user of the silo and writable by silo admins.
 */

const siloUser = (actor: Actor, userId: string) => {
  const user = db.users.find((u) => u.id === userId && u.silo_id === actor.silo.id)
  if (!user) throw notFound('silo-user', userId, 'id')
  return user
}

/** A user's own sessions and tokens, or anyone's for a silo admin. */
const selfOrSiloAdmin = (actor: Actor, userId: string) => {
  const user = siloUser(actor, userId)
  if (user.id !== actor.user.id) requireSilo(actor, 'admin')
  return user
}

export const siloHandlers: Partial<MSWHandlers> = {
  ping: () => ({ status: 'ok' }),

  userList({ req, query }) {
    const actor = requireActor(req)
    let users = db.users.filter((u) => u.silo_id === actor.silo.id)
    if (query.group) {
      const group = isUuid(query.group)
        ? db.groups.find((g) => g.id === query.group && g.silo_id === actor.silo.id)
        : undefined
      if (!group) throw notFound('silo-group', query.group, 'id')
      const members = new Set(
        db.groupMembers.filter((m) => m.group_id === group.id).map((m) => m.user_id),
      )
      users = users.filter((u) => members.has(u.id))
    }
    return paginate(query, users, {
      defaultSort: 'id_ascending',
      scope: { group: query.group ?? undefined },
    })
  },

  userView({ req, path }) {
    return siloUser(requireActor(req), path.userId)
  },

  groupList({ req, query }) {
    const actor = requireActor(req)
    return paginate(
      query,
      db.groups.filter((g) => g.silo_id === actor.silo.id),
      { defaultSort: 'id_ascending' },
    )
  },

  groupView({ req, path }) {
    const actor = requireActor(req)
    const group = db.groups.find((g) => g.id === path.groupId && g.silo_id === actor.silo.id)
    if (!group) throw notFound('silo-group', path.groupId, 'id')
    return group
  },

  userTokenList({ req, path, query }) {
    const user = selfOrSiloAdmin(requireActor(req), path.userId)
    return paginate(
      query,
      db.accessTokens
        .filter((t) => t.user_id === user.id)
        .map(({ id, time_created, time_expires }) => ({ id, time_created, time_expires })),
      { defaultSort: 'id_ascending' },
    )
  },

  userSessionList({ req, path, query }) {
    const user = selfOrSiloAdmin(requireActor(req), path.userId)
    return paginate(
      query,
      db.sessions
        .filter((s) => s.user_id === user.id && !sessionExpired(s))
        .map(({ id, time_created, time_last_used }) => ({ id, time_created, time_last_used })),
      { defaultSort: 'id_ascending' },
    )
  },

  userLogout({ req, path }) {
    const actor = requireActor(req)
    const user = siloUser(actor, path.userId)
    requireSilo(actor, 'admin')
    removeWhere(db.sessions, (s) => s.user_id === user.id)
    removeWhere(db.accessTokens, (t) => t.user_id === user.id)
    return 204
  },

  // as in Nexus, every user of the silo may read who holds its roles (a user with no role
  // sees the access page), while changing them takes a silo admin
  policyView({ req }) {
    const actor = requireActor(req)
    return { role_assignments: db.siloPolicies.get(actor.silo.id) ?? [] }
  },

  policyUpdate({ req, body }) {
    const actor = requireActor(req)
    requireSilo(actor, 'admin')
    const policy = checkPolicy(body.role_assignments, actor.silo.id)
    db.siloPolicies.set(actor.silo.id, policy)
    return { role_assignments: policy }
  },

  utilizationView({ req }) {
    const actor = requireActor(req)
    requireSilo(actor, 'viewer')
    return {
      capacity: siloAllocated(actor.silo.id),
      provisioned: siloProvisioned(actor.silo.id),
    }
  },

  authSettingsView({ req }) {
    const actor = requireActor(req)
    requireSilo(actor, 'viewer')
    return {
      silo_id: actor.silo.id,
      device_token_max_ttl_seconds: db.siloAuthSettings.get(actor.silo.id) ?? null,
    }
  },

  authSettingsUpdate({ req, body }) {
    const actor = requireActor(req)
    requireSilo(actor, 'admin')
    const ttl = body.device_token_max_ttl_seconds ?? null
    // the contract's validator checks the bounds; Nexus's u32 also refuses a fraction
    if (ttl !== null && !Number.isInteger(ttl)) {
      throw invalidRequest(
        `unable to parse JSON body: device_token_max_ttl_seconds: invalid type: floating point \`${ttl}\`, expected u32`,
      )
    }
    db.siloAuthSettings.set(actor.silo.id, ttl)
    return { silo_id: actor.silo.id, device_token_max_ttl_seconds: ttl }
  },
}
