import { randomBytes, randomUUID } from 'node:crypto'
import {
  db,
  nowIso,
  type Project,
  type RoleAssignment,
  type RoleName,
  type Silo,
  type User,
} from '../store/db'
import { forbidden, notFound, unauthorized } from '../transport/errors'
import { sessionExpired } from './session-expiry'

/**
 * Who is calling, and what they may do.
 *
 * Credentials: the `session` cookie set by a login, or `Authorization: Bearer`
 * with a token from the device flow. A session left idle too long, or too old,
 * is gone (`session-expiry.ts`).
 *
 * Roles (strongest wins: admin > collaborator > viewer):
 * - fleet: the system policy (to the user or one of their groups), plus the
 *   fleet roles the user's silo maps their silo role to (`mapped_fleet_roles`);
 * - silo: the silo policy;
 * - project: the project policy, and any silo role, which applies to every
 *   project of the silo (silo admin or collaborator → project admin, silo
 *   viewer → project viewer).
 * A fleet role grants nothing inside silos (as in Nexus, an operator sees
 * silos and hardware, not tenants' projects).
 *
 * Silo isolation: lookups only ever search the caller's silo, so another
 * silo's resource is "not found" exactly like a missing one.
 */

export type Actor = { user: User; silo: Silo }

const RANK: Record<RoleName, number> = { viewer: 1, collaborator: 2, admin: 3 }
export const atLeast = (role: RoleName | undefined, needed: RoleName) =>
  role !== undefined && RANK[role] >= RANK[needed]
const strongest = (roles: (RoleName | undefined)[]) =>
  roles.reduce<RoleName | undefined>(
    (best, r) => (r && (!best || RANK[r] > RANK[best]) ? r : best),
    undefined,
  )

export const SESSION_COOKIE = 'session'

export function cookieValue(req: Request, name: string): string | undefined {
  const header = req.headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

function bearerToken(req: Request): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')
  return m?.[1]
}

function actorFor(userId: string): Actor | undefined {
  const user = db.users.find((u) => u.id === userId)
  const silo = user && db.silos.find((s) => s.id === user.silo_id)
  return user && silo ? { user, silo } : undefined
}

export type AuthMethod = 'session_cookie' | 'access_token'

/**
 * A valid session cookie wins; otherwise a bearer token (as Nexus tries its
 * schemes, the cookie first). Expired or revoked credentials count as none.
 */
export function authenticateWithMethod(
  req: Request,
): { actor: Actor; method: AuthMethod } | undefined {
  const sessionToken = cookieValue(req, SESSION_COOKIE)
  let session = sessionToken ? db.sessions.find((s) => s.token === sessionToken) : undefined
  if (session && sessionExpired(session)) {
    db.sessions.splice(db.sessions.indexOf(session), 1)
    session = undefined
  }
  if (session) {
    session.time_last_used = nowIso()
    const actor = actorFor(session.user_id)
    if (actor) return { actor, method: 'session_cookie' }
  }
  const token = bearerToken(req)
  const t = token ? db.accessTokens.find((a) => a.token === token) : undefined
  if (t && (!t.time_expires || t.time_expires > nowIso())) {
    const actor = actorFor(t.user_id)
    if (actor) return { actor, method: 'access_token' }
  }
  return undefined
}

export const authenticate = (req: Request) => authenticateWithMethod(req)?.actor

export function requireActor(req: Request): Actor {
  const actor = authenticate(req)
  if (!actor) throw unauthorized()
  return actor
}

export const randomToken = (bytes = 20) => randomBytes(bytes).toString('hex')

export function createSession(userId: string) {
  const time = nowIso()
  const session = {
    id: randomUUID(),
    token: randomToken(),
    user_id: userId,
    time_created: time,
    time_last_used: time,
  }
  db.sessions.push(session)
  return session
}

export const sessionCookie = (token: string) =>
  `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`
export const clearedSessionCookie = () =>
  `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`

export const groupIdsOf = (userId: string) =>
  db.groupMembers.filter((m) => m.user_id === userId).map((m) => m.group_id)

/** The strongest role `policy` grants the user, directly or through a group. */
function roleIn(policy: RoleAssignment<RoleName>[] | undefined, userId: string) {
  if (!policy) return undefined
  const groups = new Set(groupIdsOf(userId))
  return strongest(
    policy
      .filter((a) =>
        a.identity_type === 'silo_user' ? a.identity_id === userId : groups.has(a.identity_id),
      )
      .map((a) => a.role_name),
  )
}

export const siloRole = (actor: Actor) => roleIn(db.siloPolicies.get(actor.silo.id), actor.user.id)

/**
 * Nexus maps every silo role the user holds, the ones a stronger role implies included: a
 * silo admin is also collaborator and viewer, so "viewers are fleet viewers" reaches admins.
 */
export function fleetRole(actor: Actor): RoleName | undefined {
  const direct = roleIn(db.fleetPolicy, actor.user.id)
  const held = siloRole(actor)
  const mapped = held
    ? (Object.keys(RANK) as RoleName[])
        .filter((r) => RANK[r] <= RANK[held])
        .flatMap((r) => actor.silo.mapped_fleet_roles[r] ?? [])
    : []
  return strongest([direct, ...mapped])
}

/**
 * Nexus's rule: a silo collaborator is admin of every project of the silo (it may make
 * projects and run them), a silo admin too, a silo viewer a viewer.
 */
const PROJECT_ROLE_OF_SILO_ROLE: Record<RoleName, RoleName> = {
  admin: 'admin',
  collaborator: 'admin',
  viewer: 'viewer',
}

function projectRole(actor: Actor, project: Project): RoleName | undefined {
  if (db.projectSilo.get(project.id) !== actor.silo.id) return undefined
  const fromSilo = siloRole(actor)
  return strongest([
    roleIn(db.projectPolicies.get(project.id), actor.user.id),
    fromSilo && PROJECT_ROLE_OF_SILO_ROLE[fromSilo],
  ])
}

/** Fleet-level endpoints (`/v1/system/…`): viewer to read, admin to write. */
export function requireFleet(actor: Actor, needed: RoleName) {
  if (!atLeast(fleetRole(actor), needed)) throw forbidden()
}

export function requireSilo(actor: Actor, needed: RoleName) {
  if (!atLeast(siloRole(actor), needed)) throw forbidden()
}

/**
 * Nexus hides what a caller cannot read: no role at all on the project is a
 * 404, a role too weak for the action is a 403.
 */
export function requireProjectRole(
  actor: Actor,
  project: Project,
  needed: RoleName,
  lookupKey = project.name,
) {
  const role = projectRole(actor, project)
  if (!role) throw notFound('project', lookupKey)
  if (!atLeast(role, needed)) throw forbidden()
}

export const canReadProject = (actor: Actor, project: Project) =>
  projectRole(actor, project) !== undefined
