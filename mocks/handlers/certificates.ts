import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { atLeast, fleetRole, requireActor, siloRole, type Actor } from '../access/auth'
import { db, findByNameOrId, removeWhere } from '../store/db'
import { alreadyExists, forbidden } from '../transport/errors'
import { newId } from '../store/create'
import { paginate } from '../store/pagination'
import { created, stampNow } from '../transport/respond'
import { checkCertificate } from './system-silo-rules'

/**
 * The TLS certificates of the caller's silo. Silo members read them at the
 * silo's role; operators manage them too, as the fleet role reaches every silo.
 */

function requireRole(actor: Actor, needed: 'viewer' | 'admin') {
  if (!atLeast(siloRole(actor), needed) && !atLeast(fleetRole(actor), needed)) throw forbidden()
}

const siloCertificates = (siloId: string) =>
  db.siloCertificates.filter((c) => c.silo_id === siloId).map(({ silo_id: _, ...cert }) => cert)

export const certificateHandlers: Partial<MSWHandlers> = {
  certificateList({ req, query }) {
    const actor = requireActor(req)
    requireRole(actor, 'viewer')
    return paginate(query, siloCertificates(actor.silo.id))
  },

  certificateView({ req, path }) {
    const actor = requireActor(req)
    requireRole(actor, 'viewer')
    return findByNameOrId(siloCertificates(actor.silo.id), 'certificate', path.certificate)
  },

  certificateCreate({ req, body }) {
    const actor = requireActor(req)
    requireRole(actor, 'admin')
    if (db.siloCertificates.some((c) => c.silo_id === actor.silo.id && c.name === body.name)) {
      throw alreadyExists('certificate', body.name)
    }
    checkCertificate(body)
    // the key is kept by Nexus for the TLS service, never shown again
    const cert = {
      id: newId(),
      name: body.name,
      description: body.description,
      service: body.service,
      cert: body.cert,
      ...stampNow(),
    }
    db.siloCertificates.push({ ...cert, silo_id: actor.silo.id })
    return created(cert)
  },

  certificateDelete({ req, path }) {
    const actor = requireActor(req)
    requireRole(actor, 'admin')
    const cert = findByNameOrId(siloCertificates(actor.silo.id), 'certificate', path.certificate)
    removeWhere(db.siloCertificates, (c) => c.id === cert.id)
    return 204
  },
}
