import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor, requireFleet } from '../access/auth'
import { db, findByNameOrId, removeWhere, type IpPool } from '../store/db'
import { alreadyExists, errorResponse, invalidRequest, notFound } from '../transport/errors'
import { allocatedIps, ipv4RangeSize, isIpv4, newId } from '../store/create'
import { paginate } from '../store/pagination'
import { applyUpdate, created, stampNow } from '../transport/respond'
import { SERVICE_ADDRESSES, SERVICE_POOL } from '../rules/service-pool'

/**
 * IP pools. Operators manage them under /v1/system/ip-pools; silo members see
 * the pools linked to their silo under /v1/ip-pools.
 */

const pool = (key: string): IpPool => findByNameOrId(db.ipPools, 'ip-pool', key)

const siloByKey = (key: string) => findByNameOrId(db.silos, 'silo', key)

/** An IPv4 address as a string that sorts in numeric order. */
const sortableIp = (ip: string) =>
  isIpv4(ip)
    ? ip
        .split('.')
        .map((o) => o.padStart(3, '0'))
        .join('.')
    : `~${ip}`

const ipNumber = (ip: string) => ip.split('.').reduce((acc, o) => acc * 256 + Number(o), 0)

type Range = { first: string; last: string }

const inRange = (ip: string, range: Range) =>
  isIpv4(ip) && ipNumber(ip) >= ipNumber(range.first) && ipNumber(ip) <= ipNumber(range.last)

/**
 * A range any pool may take: Nexus accepts IPv4 only at this API version (the
 * contract says "IPv6 ranges are not allowed yet"), and no two ranges of any
 * pools, the service pool's included, may share an address.
 */
function checkRange(range: Range) {
  // mixed ends never get here: the body is an Ipv4Range or an Ipv6Range, or refused as a body
  if (!isIpv4(range.first)) throw invalidRequest('IPv6 ranges are not allowed yet')
  if (ipNumber(range.first) > ipNumber(range.last)) {
    throw invalidRequest('IP range first address must not be after its last address')
  }
  const overlapping = db.ipPoolRanges.find(
    (r) =>
      isIpv4(r.range.first) &&
      ipNumber(r.range.first) <= ipNumber(range.last) &&
      ipNumber(range.first) <= ipNumber(r.range.last),
  )
  if (overlapping) {
    throw invalidRequest(
      `The provided IP range ${range.first}-${range.last} overlaps with an existing range`,
    )
  }
}

function addRange(poolId: string, body: Range) {
  checkRange(body)
  const range = {
    id: newId(),
    ip_pool_id: poolId,
    range: { first: body.first, last: body.last },
    time_created: stampNow().time_created,
  }
  db.ipPoolRanges.push(range)
  return created(range)
}

/** Removes the pool's range with exactly these ends, unless one of `inUse` lies in it. */
function removeRange(poolId: string, body: Range, inUse: string[]) {
  const range = db.ipPoolRanges.find(
    (r) => r.ip_pool_id === poolId && r.range.first === body.first && r.range.last === body.last,
  )
  if (!range) throw notFound('ip-pool-range', `${body.first}-${body.last}`, 'name')
  if (inUse.some((ip) => inRange(ip, range.range))) {
    throw invalidRequest(
      'IP pool ranges cannot be deleted while IP addresses are allocated from them',
    )
  }
  removeWhere(db.ipPoolRanges, (r) => r.id === range.id)
  return 204 as const
}

const rangeKeys = {
  defaultSort: 'id_ascending' as const,
  keys: { id: (r: { range: { first: string } }) => sortableIp(r.range.first) },
}

/** The silo's default pool, if it has one. */
const siloDefault = (siloId: string) => {
  const link = db.ipPoolSilos.find((l) => l.silo_id === siloId && l.is_default)
  return link && db.ipPools.find((p) => p.id === link.ip_pool_id)
}

/** Pools linked to a silo, as the silo sees them. */
const siloPools = (siloId: string) =>
  db.ipPoolSilos
    .filter((l) => l.silo_id === siloId)
    .flatMap((l) => {
      const p = db.ipPools.find((x) => x.id === l.ip_pool_id)
      return p ? [{ ...p, is_default: l.is_default }] : []
    })

export const ipPoolHandlers: Partial<MSWHandlers> = {
  ipPoolList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    return paginate(query, db.ipPools)
  },

  ipPoolCreate({ req, body }) {
    requireFleet(requireActor(req), 'admin')
    if (db.ipPools.some((p) => p.name === body.name)) throw alreadyExists('ip-pool', body.name)
    const p: IpPool = { id: newId(), name: body.name, description: body.description, ...stampNow() }
    db.ipPools.push(p)
    return created(p)
  },

  ipPoolView({ req, path }) {
    requireFleet(requireActor(req), 'viewer')
    return pool(path.pool)
  },

  ipPoolUpdate({ req, path, body }) {
    requireFleet(requireActor(req), 'admin')
    const p = pool(path.pool)
    if (body.name && body.name !== p.name && db.ipPools.some((x) => x.name === body.name)) {
      throw alreadyExists('ip-pool', body.name)
    }
    return applyUpdate(p, body)
  },

  ipPoolDelete({ req, path }) {
    requireFleet(requireActor(req), 'admin')
    const p = pool(path.pool)
    if (db.ipPoolRanges.some((r) => r.ip_pool_id === p.id)) {
      throw invalidRequest('IP Pool cannot be deleted while it contains IP ranges')
    }
    removeWhere(db.ipPools, (x) => x.id === p.id)
    removeWhere(db.ipPoolSilos, (l) => l.ip_pool_id === p.id)
    return 204
  },

  ipPoolRangeList({ req, path, query }) {
    requireFleet(requireActor(req), 'viewer')
    const p = pool(path.pool)
    return paginate(
      query,
      db.ipPoolRanges.filter((r) => r.ip_pool_id === p.id),
      rangeKeys,
    )
  },

  ipPoolRangeAdd({ req, path, body }) {
    requireFleet(requireActor(req), 'admin')
    return addRange(pool(path.pool).id, body)
  },

  ipPoolRangeRemove({ req, path, body }) {
    requireFleet(requireActor(req), 'admin')
    const p = pool(path.pool)
    return removeRange(p.id, body, allocatedIps(p.id))
  },

  ipPoolSiloList({ req, path, query }) {
    requireFleet(requireActor(req), 'viewer')
    const p = pool(path.pool)
    return paginate(
      query,
      db.ipPoolSilos.filter((l) => l.ip_pool_id === p.id),
      { defaultSort: 'id_ascending', keys: { id: (l) => l.silo_id } },
    )
  },

  ipPoolSiloLink({ req, path, body }) {
    requireFleet(requireActor(req), 'admin')
    const p = pool(path.pool)
    const s = siloByKey(body.silo)
    if (db.ipPoolSilos.some((l) => l.ip_pool_id === p.id && l.silo_id === s.id)) {
      throw alreadyExists('ip-pool-resource', s.name)
    }
    // A silo has one default pool (one of each IP version only after this API version), kept
    // by a unique index: Nexus refuses a second one rather than replace it. Changing the
    // default is ip_pool_silo_update's job.
    const current = body.is_default && siloDefault(s.id)
    if (current) {
      throw errorResponse(
        400,
        'ObjectAlreadyExists',
        `already exists: a default IP pool for silo "${s.name}" ("${current.name}")`,
      )
    }
    const link = { ip_pool_id: p.id, silo_id: s.id, is_default: body.is_default }
    db.ipPoolSilos.push(link)
    return created(link)
  },

  ipPoolSiloUpdate({ req, path, body }) {
    requireFleet(requireActor(req), 'admin')
    const p = pool(path.pool)
    const s = siloByKey(path.silo)
    const link = db.ipPoolSilos.find((l) => l.ip_pool_id === p.id && l.silo_id === s.id)
    if (!link) throw notFound('ip-pool-resource', s.name)
    // making a link the default is how the default changes: the previous one stops being it
    if (body.is_default) {
      for (const l of db.ipPoolSilos) if (l.silo_id === s.id) l.is_default = false
    }
    link.is_default = body.is_default
    return link
  },

  ipPoolSiloUnlink({ req, path }) {
    requireFleet(requireActor(req), 'admin')
    const p = pool(path.pool)
    const s = siloByKey(path.silo)
    const projects = new Set(
      db.projects.filter((x) => db.projectSilo.get(x.id) === s.id).map((x) => x.id),
    )
    const instances = new Set(
      db.instances.filter((i) => projects.has(i.project_id)).map((i) => i.id),
    )
    const inUse =
      db.floatingIps.some((f) => f.ip_pool_id === p.id && projects.has(f.project_id)) ||
      db.instanceIps.some((i) => i.ip_pool_id === p.id && instances.has(i.instance_id))
    if (inUse) {
      throw invalidRequest('IP addresses from this pool are in use in the linked silo')
    }
    removeWhere(db.ipPoolSilos, (l) => l.ip_pool_id === p.id && l.silo_id === s.id)
    return 204
  },

  ipPoolUtilizationView({ req, path }) {
    requireFleet(requireActor(req), 'viewer')
    const p = pool(path.pool)
    const capacity = db.ipPoolRanges
      .filter((r) => r.ip_pool_id === p.id)
      .reduce((sum, r) => sum + ipv4RangeSize(r.range), 0)
    return {
      ipv4: { allocated: new Set(allocatedIps(p.id)).size, capacity },
      ipv6: { allocated: '0', capacity: '0' },
    }
  },

  ipPoolServiceView({ req }) {
    requireFleet(requireActor(req), 'viewer')
    return SERVICE_POOL
  },

  ipPoolServiceRangeList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    return paginate(
      query,
      db.ipPoolRanges.filter((r) => r.ip_pool_id === SERVICE_POOL.id),
      rangeKeys,
    )
  },

  ipPoolServiceRangeAdd({ req, body }) {
    requireFleet(requireActor(req), 'admin')
    return addRange(SERVICE_POOL.id, body)
  },

  ipPoolServiceRangeRemove({ req, body }) {
    requireFleet(requireActor(req), 'admin')
    return removeRange(SERVICE_POOL.id, body, SERVICE_ADDRESSES)
  },

  projectIpPoolList({ req, query }) {
    const actor = requireActor(req)
    return paginate(query, siloPools(actor.silo.id))
  },

  projectIpPoolView({ req, path }) {
    const actor = requireActor(req)
    return findByNameOrId(siloPools(actor.silo.id), 'ip-pool', path.pool)
  },
}
