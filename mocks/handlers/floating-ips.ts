import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor, type Actor } from '../access/auth'
import { db, findByNameOrId, removeWhere, type FloatingIp } from '../store/db'
import { alreadyExists, invalidRequest } from '../transport/errors'
import { defaultPoolForProject, newId } from '../store/create'
import { allocateFromPool, claimAddress } from '../rules/external-ips'
import { requireIpChangeAllowed } from './instance-rules'
import {
  lookupFloatingIp,
  lookupInstance,
  lookupProject,
  sibling,
  listInProject,
} from '../access/lookup'

import { accepted, applyUpdate, created, stampNow } from '../transport/respond'

function linkedPool(actor: Actor, key: string) {
  const linked = new Set(
    db.ipPoolSilos.filter((l) => l.silo_id === actor.silo.id).map((l) => l.ip_pool_id),
  )
  return findByNameOrId(
    db.ipPools.filter((p) => linked.has(p.id)),
    'ip-pool',
    key,
  )
}

export const floatingIpHandlers: Partial<MSWHandlers> = {
  floatingIpList({ req, query }) {
    return listInProject(requireActor(req), query, db.floatingIps)
  },

  floatingIpCreate({ req, query, body }) {
    const actor = requireActor(req)
    const project = lookupProject(actor, query.project, 'collaborator')
    if (db.floatingIps.some((f) => f.project_id === project.id && f.name === body.name)) {
      throw alreadyExists('floating-ip', body.name)
    }
    const pool = body.pool ? linkedPool(actor, body.pool) : defaultPoolForProject(project.id)
    if (!pool) throw invalidRequest('no default IP pool is linked to the silo')
    const ip = body.ip ? claimAddress(pool.id, body.ip) : allocateFromPool(pool.id)
    const fip: FloatingIp = {
      id: newId(),
      name: body.name,
      description: body.description,
      ip,
      ip_pool_id: pool.id,
      project_id: project.id,
      instance_id: null,
      ...stampNow(),
    }
    db.floatingIps.push(fip)
    return created(fip)
  },

  floatingIpView({ req, path, query }) {
    return lookupFloatingIp(requireActor(req), {
      floatingIp: path.floatingIp,
      project: query.project,
    }).row
  },

  floatingIpUpdate({ req, path, query, body }) {
    const { row, project } = lookupFloatingIp(
      requireActor(req),
      { floatingIp: path.floatingIp, project: query.project },
      'collaborator',
    )
    if (body.name && body.name !== row.name) {
      if (db.floatingIps.some((f) => f.project_id === project.id && f.name === body.name)) {
        throw alreadyExists('floating-ip', body.name)
      }
    }
    return applyUpdate(row, body)
  },

  floatingIpDelete({ req, path, query }) {
    const { row } = lookupFloatingIp(
      requireActor(req),
      { floatingIp: path.floatingIp, project: query.project },
      'collaborator',
    )
    if (row.instance_id) {
      throw invalidRequest('Floating IP cannot be deleted while attached to an instance')
    }
    removeWhere(db.floatingIps, (f) => f.id === row.id)
    return 204
  },

  floatingIpAttach({ req, path, query, body }) {
    const actor = requireActor(req)
    const { row, project } = lookupFloatingIp(
      actor,
      { floatingIp: path.floatingIp, project: query.project },
      'collaborator',
    )
    if (row.instance_id) throw invalidRequest(`floating IP "${row.name}" is already attached`)
    const instance = sibling(
      (p) => lookupInstance(actor, { instance: body.parent, project: p }),
      body.parent,
      project,
      'instance',
    )
    requireIpChangeAllowed(instance, 'attach')
    row.instance_id = instance.id
    row.time_modified = stampNow().time_modified
    return accepted(row)
  },

  floatingIpDetach({ req, path, query }) {
    const { row } = lookupFloatingIp(
      requireActor(req),
      { floatingIp: path.floatingIp, project: query.project },
      'collaborator',
    )
    if (!row.instance_id) throw invalidRequest(`floating IP "${row.name}" is not attached`)
    const instance = db.instances.find((i) => i.id === row.instance_id)
    if (instance) requireIpChangeAllowed(instance, 'detach')
    row.instance_id = null
    row.time_modified = stampNow().time_modified
    return accepted(row)
  },
}
