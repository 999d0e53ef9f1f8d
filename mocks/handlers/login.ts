import { HttpResponse, type MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import {
  clearedSessionCookie,
  cookieValue,
  createSession,
  SESSION_COOKIE,
  sessionCookie,
} from '../access/auth'
import { crossSiteRefusal } from '../transport/cross-site'
import { newId } from '../store/create'
import { db, type SamlIdentityProvider } from '../store/db'
import { notFound, unauthorized } from '../transport/errors'

/**
 * The interface types these operations as status-only; a thrown Response is
 * passed through by the generated wrapper, which is how we attach headers.
 */
const reply = (res: Response): never => {
  throw res
}

const signedIn = (userId: string, status: number, headers: Record<string, string> = {}) => {
  const session = createSession(userId)
  return new HttpResponse(null, {
    status,
    headers: {
      ...headers,
      'Set-Cookie': sessionCookie(session.token),
    },
  })
}

/** Only same-origin absolute paths: never `//host` or `/\host`, which browsers treat as other origins. */
function safeRelayPath(value: string | null | undefined) {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined
  }
  if (/[\u0000-\u001f]/.test(value)) return undefined
  return value
}

/** RelayState is a plain path, or JSON carrying `redirect_uri` (as Nexus writes it). */
function relayTarget(body: string) {
  const relay = new URLSearchParams(body).get('RelayState')
  if (!relay) return undefined
  try {
    const parsed: unknown = JSON.parse(relay)
    if (parsed && typeof parsed === 'object' && 'redirect_uri' in parsed) {
      return safeRelayPath(String((parsed as { redirect_uri: unknown }).redirect_uri))
    }
  } catch {
    // not JSON: a plain path
  }
  return safeRelayPath(relay)
}

type Provider = SamlIdentityProvider & { silo_id: string }

const samlUserOf = (idp: Provider) =>
  db.credentials.find((c) => c.kind === 'saml' && c.provider_id === idp.id)?.user_id

/**
 * SAML just-in-time provisioning: the first assertion for a user creates
 * them in the silo. The mock's IdP asserts membership of the group the silo
 * was created with as its admin group, so a new silo's first user can set it up.
 */
function justInTimeUser(idp: Provider) {
  const user = { id: newId(), display_name: `${idp.name}-user`, silo_id: idp.silo_id }
  db.users.push(user)
  db.credentials.push({ kind: 'saml', user_id: user.id, provider_id: idp.id })
  const adminGroup = db.siloAdminGroups.get(idp.silo_id)
  if (adminGroup) db.groupMembers.push({ group_id: adminGroup, user_id: user.id })
  return user.id
}

export const loginHandlers: Partial<MSWHandlers> = {
  loginLocal({ path, body, req }) {
    const crossSite = crossSiteRefusal(req)
    if (crossSite) return reply(crossSite)
    // an unknown silo or a SAML silo fails like a wrong password: no leaks
    const silo = db.silos.find((s) => s.name === path.siloName && s.identity_mode === 'local_only')
    const credential = silo
      ? db.credentials.find(
          (c) =>
            c.kind === 'password' &&
            c.username === body.username &&
            db.users.some((u) => u.id === c.user_id && u.silo_id === silo.id),
        )
      : undefined
    if (!credential || credential.kind !== 'password' || credential.password !== body.password) {
      return reply(unauthorized())
    }
    return reply(signedIn(credential.user_id, 204))
  },

  async loginSaml({ path, req }) {
    const silo = db.silos.find((s) => s.name === path.siloName && s.identity_mode === 'saml_jit')
    if (!silo) return reply(notFound('silo', path.siloName))
    const idp = db.identityProviders.find(
      (p) => p.silo_id === silo.id && p.name === path.providerName,
    )
    if (!idp) return reply(notFound('saml-identity-provider', path.providerName))
    // the mock plays the IdP too: the assertion is whatever was posted, and
    // it always names the provider's one user, created on first sign-in
    const userId = samlUserOf(idp) ?? justInTimeUser(idp)
    const body = await req.text().catch(() => '')
    const location = relayTarget(body) ?? '/projects'
    return reply(signedIn(userId, 303, { Location: location }))
  },

  logout({ req }) {
    const token = cookieValue(req, SESSION_COOKIE)
    const i = db.sessions.findIndex((s) => s.token === token)
    if (i >= 0) db.sessions.splice(i, 1)
    return reply(
      new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': clearedSessionCookie() } }),
    )
  },
}
