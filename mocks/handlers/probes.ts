import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { canReadProject, requireActor, type Actor } from '../access/auth'
import { defaultPoolForProject } from '../store/create'
import { db, findByNameOrId, removeWhere, type ProbeRow } from '../store/db'
import { alreadyExists, invalidRequest } from '../transport/errors'
import { lookupProject, requiredSelector } from '../access/lookup'
import { paginate } from '../store/pagination'
import { newProbeRow } from './probe-rows'
import { created } from '../transport/respond'

/**
 * Network probes (experimental) of a project: a network interface on a sled,
 * with an SNAT address from an IP pool, for testing the data path without an
 * instance. Listed and viewed as ProbeInfo (the interface and its addresses).
 */

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

const info = (p: ProbeRow) => ({
  id: p.id,
  name: p.name,
  sled: p.sled,
  interface: p.interface,
  external_ips: [{ ip: p.external_ip, kind: 'snat' as const, first_port: 0, last_port: 16383 }],
})

function probeIn(actor: Actor, project: string | undefined, key: string) {
  const p = lookupProject(actor, requiredSelector(project, 'project'))
  return findByNameOrId(
    db.probes.filter((r) => r.project_id === p.id),
    'probe',
    key,
  )
}

export const probeHandlers: Partial<MSWHandlers> = {
  probeList({ req, query }) {
    const actor = requireActor(req)
    const projectIds = query.project
      ? [lookupProject(actor, query.project).id]
      : db.projects.filter((p) => canReadProject(actor, p)).map((p) => p.id)
    const page = paginate(
      query,
      db.probes.filter((p) => projectIds.includes(p.project_id)),
    )
    return { ...page, items: page.items.map(info) }
  },

  probeView({ req, path, query }) {
    return info(probeIn(requireActor(req), query.project, path.probe))
  },

  probeCreate({ req, query, body }) {
    const actor = requireActor(req)
    const project = lookupProject(actor, query.project, 'collaborator')
    if (db.probes.some((p) => p.project_id === project.id && p.name === body.name)) {
      throw alreadyExists('probe', body.name)
    }
    // the sled is a value of the body, not the resource addressed: a bad one is a bad request
    const sled = db.sleds.find((s) => s.id === body.sled)
    if (!sled) throw invalidRequest(`no sled with id ${body.sled} in this rack`)
    if (sled.state !== 'active') {
      throw invalidRequest(`sled ${body.sled} is not in service`)
    }
    const pool = body.ip_pool ? linkedPool(actor, body.ip_pool) : defaultPoolForProject(project.id)
    if (!pool) throw invalidRequest('no default IP pool is linked to the silo')
    const probe = newProbeRow({
      name: body.name,
      description: body.description,
      sled: body.sled,
      projectId: project.id,
      poolId: pool.id,
    })
    const { project_id: _p, ip_pool_id: _i, external_ip: _e, interface: _n, ...view } = probe
    return created(view)
  },

  probeDelete({ req, path, query }) {
    const actor = requireActor(req)
    const probe = probeIn(actor, query.project, path.probe)
    const project = lookupProject(actor, probe.project_id, 'collaborator')
    removeWhere(db.probes, (p) => p.id === probe.id && p.project_id === project.id)
    return 204
  },
}
