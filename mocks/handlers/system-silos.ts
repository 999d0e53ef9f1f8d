import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor, requireFleet } from '../access/auth'
import { db, findByNameOrId, removeWhere, type Silo } from '../store/db'
import { alreadyExists, invalidRequest, isUuid, notFound } from '../transport/errors'
import { newId } from '../store/create'
import { requiredSelector } from '../access/lookup'
import { paginate } from '../store/pagination'
import {
  checkCertificate,
  checkMetadataSource,
  checkQuotas,
  checkSigningKeypair,
} from './system-silo-rules'
import { checkPolicy } from '../access/policy'
import { created, stampNow } from '../transport/respond'
import { siloAllocated, siloProvisioned } from '../rules/utilization'

/** Everything under /v1/system needs a fleet role: viewer to read, admin to write. */

const silo = (key: string): Silo => findByNameOrId(db.silos, 'silo', key)

const siloIpPools = (siloId: string) =>
  db.ipPoolSilos
    .filter((l) => l.silo_id === siloId)
    .flatMap((l) => {
      const pool = db.ipPools.find((p) => p.id === l.ip_pool_id)
      return pool ? [{ ...pool, is_default: l.is_default }] : []
    })

const utilizationOf = (s: Silo) => ({
  silo_id: s.id,
  silo_name: s.name,
  allocated: siloAllocated(s.id),
  provisioned: siloProvisioned(s.id),
})

function samlProvider(key: string, siloKey: string | null | undefined) {
  if (isUuid(key)) {
    if (siloKey) {
      throw invalidRequest('when providing provider as an ID silo should not be specified')
    }
    const idp = db.identityProviders.find((p) => p.id === key)
    if (!idp) throw notFound('saml-identity-provider', key)
    return idp
  }
  if (!siloKey) throw invalidRequest('provider should either be UUID or silo should be specified')
  const s = silo(siloKey)
  const idp = db.identityProviders.find((p) => p.silo_id === s.id && p.name === key)
  if (!idp) throw notFound('saml-identity-provider', key)
  return idp
}

/**
 * The silo of a local-IdP call, as Nexus finds it: the silo (a fleet viewer may
 * read it), then its "local" identity provider, which only a local-only silo has
 * (Nexus answers 404 for it in a SAML silo: nexus/src/app/silo.rs,
 * local_idp_fetch_silo), then the right to change its users (fleet admin).
 */
function localSilo(req: Request, key: string): Silo {
  const actor = requireActor(req)
  requireFleet(actor, 'viewer')
  const s = silo(key)
  if (s.identity_mode !== 'local_only') throw notFound('identity-provider', 'local', 'name')
  requireFleet(actor, 'admin')
  return s
}

const localUser = (s: Silo, userId: string) => {
  const user = db.users.find((u) => u.id === userId && u.silo_id === s.id)
  if (!user) throw notFound('silo-user', userId, 'id')
  return user
}

/** A stored password; "login_disallowed" keeps one no sign-in can match. */
const passwordOf = (
  password: { mode: 'password'; value: string } | { mode: 'login_disallowed' },
) => (password.mode === 'password' ? password.value : `!${newId()}`)

const withoutSilo = <T extends { silo_id: string }>({ silo_id: _, ...rest }: T) => rest

export const systemSiloHandlers: Partial<MSWHandlers> = {
  siloList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    return paginate(query, db.silos)
  },

  // Nexus: making a silo is the fleet's create_child, deleting one the silo's modify, and
  // both are the fleet collaborator's
  siloCreate({ req, body }) {
    requireFleet(requireActor(req), 'collaborator')
    if (db.silos.some((s) => s.name === body.name)) throw alreadyExists('silo', body.name)
    checkQuotas(body.quotas)
    body.tls_certificates.forEach(checkCertificate)
    const s: Silo = {
      id: newId(),
      name: body.name,
      description: body.description,
      discoverable: body.discoverable,
      identity_mode: body.identity_mode,
      mapped_fleet_roles: body.mapped_fleet_roles ?? {},
      ...stampNow(),
    }
    db.silos.push(s)
    db.siloQuotas.push({ silo_id: s.id, ...body.quotas })
    for (const { key: _key, ...cert } of body.tls_certificates) {
      db.siloCertificates.push({ id: newId(), silo_id: s.id, ...cert, ...stampNow() })
    }
    db.siloAuthSettings.set(s.id, null)
    const policy = []
    if (body.admin_group_name) {
      // Nexus creates the named group and makes it the silo's admin
      const groupId = newId()
      db.groups.push({ id: groupId, display_name: body.admin_group_name, silo_id: s.id })
      db.siloAdminGroups.set(s.id, groupId)
      policy.push({
        identity_id: groupId,
        identity_type: 'silo_group' as const,
        role_name: 'admin' as const,
      })
    }
    db.siloPolicies.set(s.id, policy)
    return created(s)
  },

  siloView({ req, path }) {
    requireFleet(requireActor(req), 'viewer')
    return silo(path.silo)
  },

  siloDelete({ req, path }) {
    requireFleet(requireActor(req), 'collaborator')
    const s = silo(path.silo)
    const project = db.projects.find((p) => db.projectSilo.get(p.id) === s.id)
    if (project) throw invalidRequest(`silo to be deleted contains a project: ${project.name}`)
    const userIds = new Set(db.users.filter((u) => u.silo_id === s.id).map((u) => u.id))
    removeWhere(db.silos, (x) => x.id === s.id)
    removeWhere(db.siloQuotas, (q) => q.silo_id === s.id)
    removeWhere(db.ipPoolSilos, (l) => l.silo_id === s.id)
    const providerIds = new Set(
      db.identityProviders.filter((p) => p.silo_id === s.id).map((p) => p.id),
    )
    removeWhere(db.identityProviders, (p) => p.silo_id === s.id)
    removeWhere(db.credentials, (c) => c.kind === 'saml' && providerIds.has(c.provider_id))
    removeWhere(db.users, (u) => userIds.has(u.id))
    removeWhere(db.credentials, (c) => userIds.has(c.user_id))
    removeWhere(db.sessions, (x) => userIds.has(x.user_id))
    removeWhere(db.accessTokens, (t) => userIds.has(t.user_id))
    removeWhere(db.sshKeys, (k) => userIds.has(k.silo_user_id))
    const groupIds = new Set(db.groups.filter((g) => g.silo_id === s.id).map((g) => g.id))
    removeWhere(db.groupMembers, (m) => userIds.has(m.user_id) || groupIds.has(m.group_id))
    removeWhere(db.groups, (g) => g.silo_id === s.id)
    removeWhere(db.siloCertificates, (c) => c.silo_id === s.id)
    db.siloAdminGroups.delete(s.id)
    removeWhere(db.fleetPolicy, (a) => userIds.has(a.identity_id))
    for (const [imageId, siloId] of db.imageSilo) {
      if (siloId === s.id) {
        db.imageSilo.delete(imageId)
        removeWhere(db.images, (i) => i.id === imageId)
      }
    }
    db.siloPolicies.delete(s.id)
    db.siloAuthSettings.delete(s.id)
    return 204
  },

  siloIpPoolList({ req, path, query }) {
    requireFleet(requireActor(req), 'viewer')
    return paginate(query, siloIpPools(silo(path.silo).id))
  },

  siloPolicyView({ req, path }) {
    requireFleet(requireActor(req), 'viewer')
    return { role_assignments: db.siloPolicies.get(silo(path.silo).id) ?? [] }
  },

  siloPolicyUpdate({ req, path, body }) {
    requireFleet(requireActor(req), 'admin')
    const s = silo(path.silo)
    const policy = checkPolicy(body.role_assignments, s.id)
    db.siloPolicies.set(s.id, policy)
    return { role_assignments: policy }
  },

  siloQuotasView({ req, path }) {
    requireFleet(requireActor(req), 'viewer')
    const s = silo(path.silo)
    return (
      db.siloQuotas.find((q) => q.silo_id === s.id) ?? {
        silo_id: s.id,
        cpus: 0,
        memory: 0,
        storage: 0,
      }
    )
  },

  siloQuotasUpdate({ req, path, body }) {
    requireFleet(requireActor(req), 'admin')
    const s = silo(path.silo)
    checkQuotas(body)
    let quotas = db.siloQuotas.find((q) => q.silo_id === s.id)
    if (!quotas) {
      quotas = { silo_id: s.id, cpus: 0, memory: 0, storage: 0 }
      db.siloQuotas.push(quotas)
    }
    if (body.cpus != null) quotas.cpus = body.cpus
    if (body.memory != null) quotas.memory = body.memory
    if (body.storage != null) quotas.storage = body.storage
    return quotas
  },

  systemQuotasList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    return paginate(query, db.siloQuotas, {
      defaultSort: 'id_ascending',
      keys: { id: (q) => q.silo_id },
    })
  },

  siloUtilizationList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    return paginate(query, db.silos.map(utilizationOf), {
      keys: { id: (u) => u.silo_id, name: (u) => u.silo_name },
    })
  },

  siloUtilizationView({ req, path }) {
    requireFleet(requireActor(req), 'viewer')
    return utilizationOf(silo(path.silo))
  },

  siloIdentityProviderList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    const s = silo(requiredSelector(query.silo, 'silo'))
    return paginate(
      query,
      db.identityProviders
        .filter((p) => p.silo_id === s.id)
        .map((p) => ({
          id: p.id,
          name: p.name,
          description: p.description,
          provider_type: 'saml' as const,
          time_created: p.time_created,
          time_modified: p.time_modified,
        })),
      { scope: { silo: query.silo ?? undefined } },
    )
  },

  samlIdentityProviderView({ req, path, query }) {
    requireFleet(requireActor(req), 'viewer')
    return withoutSilo(samlProvider(path.provider, query.silo))
  },

  samlIdentityProviderCreate({ req, query, body }) {
    requireFleet(requireActor(req), 'admin')
    const s = silo(query.silo)
    if (s.identity_mode !== 'saml_jit') {
      throw invalidRequest('cannot create a SAML identity provider in a silo with local users')
    }
    if (db.identityProviders.some((p) => p.silo_id === s.id && p.name === body.name)) {
      throw alreadyExists('saml-identity-provider', body.name)
    }
    checkMetadataSource(body.idp_metadata_source)
    if (body.signing_keypair) checkSigningKeypair(body.signing_keypair)
    const idp = {
      id: newId(),
      silo_id: s.id,
      name: body.name,
      description: body.description,
      acs_url: body.acs_url,
      slo_url: body.slo_url,
      idp_entity_id: body.idp_entity_id,
      sp_client_id: body.sp_client_id,
      technical_contact_email: body.technical_contact_email,
      group_attribute_name: body.group_attribute_name ?? null,
      public_cert: body.signing_keypair?.public_cert ?? null,
      ...stampNow(),
    }
    db.identityProviders.push(idp)
    return created(withoutSilo(idp))
  },

  localIdpUserCreate({ req, query, body }) {
    const s = localSilo(req, query.silo)
    const taken = db.credentials.some(
      (c) =>
        c.kind === 'password' &&
        c.username === body.external_id &&
        db.users.some((u) => u.id === c.user_id && u.silo_id === s.id),
    )
    if (taken) throw alreadyExists('silo-user', body.external_id)
    const user = { id: newId(), display_name: body.external_id, silo_id: s.id }
    db.users.push(user)
    db.credentials.push({
      kind: 'password',
      user_id: user.id,
      username: body.external_id,
      password: passwordOf(body.password),
    })
    return created(user)
  },

  localIdpUserDelete({ req, path, query }) {
    const user = localUser(localSilo(req, query.silo), path.userId)
    removeWhere(db.users, (u) => u.id === user.id)
    removeWhere(db.credentials, (c) => c.user_id === user.id)
    removeWhere(db.groupMembers, (m) => m.user_id === user.id)
    removeWhere(db.sessions, (x) => x.user_id === user.id)
    removeWhere(db.accessTokens, (t) => t.user_id === user.id)
    return 204
  },

  localIdpUserSetPassword({ req, path, query, body }) {
    const user = localUser(localSilo(req, query.silo), path.userId)
    const password = passwordOf(body)
    const credential = db.credentials.find((c) => c.kind === 'password' && c.user_id === user.id)
    if (credential?.kind === 'password') credential.password = password
    else
      db.credentials.push({
        kind: 'password',
        user_id: user.id,
        username: user.display_name,
        password,
      })
    return 204
  },

  siloUserList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    const s = silo(requiredSelector(query.silo, 'silo'))
    return paginate(
      query,
      db.users.filter((u) => u.silo_id === s.id),
      { defaultSort: 'id_ascending', scope: { silo: query.silo ?? undefined } },
    )
  },

  siloUserView({ req, path, query }) {
    requireFleet(requireActor(req), 'viewer')
    const s = silo(query.silo)
    const user = db.users.find((u) => u.id === path.userId && u.silo_id === s.id)
    if (!user) throw notFound('silo-user', path.userId, 'id')
    return user
  },

  userBuiltinList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    return paginate(query, db.usersBuiltin)
  },

  userBuiltinView({ req, path }) {
    requireFleet(requireActor(req), 'viewer')
    return findByNameOrId(db.usersBuiltin, 'user-builtin', path.user)
  },

  systemPolicyView({ req }) {
    requireFleet(requireActor(req), 'viewer')
    return { role_assignments: db.fleetPolicy }
  },

  systemPolicyUpdate({ req, body }) {
    requireFleet(requireActor(req), 'admin')
    const policy = checkPolicy(body.role_assignments, undefined)
    db.fleetPolicy.splice(0, db.fleetPolicy.length, ...policy)
    return { role_assignments: db.fleetPolicy }
  },
}
