import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor, requireFleet } from '../access/auth'
import { newId } from '../store/create'
import { db, findById, nowIso } from '../store/db'
import { alreadyExists, errorResponse, invalidRequest } from '../transport/errors'
import { paginate } from '../store/pagination'
import { created } from '../transport/respond'

/** Racks, sleds, physical disks and switches: fleet viewers read, fleet admins set policy. */

const sledInstances = (sledId: string) =>
  db.instances.flatMap((i) => {
    if (db.instanceSled.get(i.id) !== sledId) return []
    const project = db.projects.find((p) => p.id === i.project_id)
    const silo = project && db.silos.find((s) => s.id === db.projectSilo.get(project.id))
    if (!project || !silo) return []
    return [
      {
        id: i.id,
        name: i.name,
        active_sled_id: sledId,
        migration_id: null,
        memory: i.memory,
        ncpus: i.ncpus,
        project_name: project.name,
        silo_name: silo.name,
        state: i.run_state,
        time_created: i.time_created,
        time_modified: i.time_modified,
      },
    ]
  })

const byId = { defaultSort: 'id_ascending' as const }

export const systemHardwareHandlers: Partial<MSWHandlers> = {
  rackList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    return paginate(query, db.racks, byId)
  },

  rackView({ req, path }) {
    requireFleet(requireActor(req), 'viewer')
    return findById(db.racks, 'rack', path.rackId)
  },

  sledList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    return paginate(query, db.sleds, byId)
  },

  sledView({ req, path }) {
    requireFleet(requireActor(req), 'viewer')
    return findById(db.sleds, 'sled', path.sledId)
  },

  sledPhysicalDiskList({ req, path, query }) {
    requireFleet(requireActor(req), 'viewer')
    const sled = findById(db.sleds, 'sled', path.sledId)
    return paginate(
      query,
      db.physicalDisks.filter((d) => d.sled_id === sled.id),
      byId,
    )
  },

  sledInstanceList({ req, path, query }) {
    requireFleet(requireActor(req), 'viewer')
    const sled = findById(db.sleds, 'sled', path.sledId)
    return paginate(query, sledInstances(sled.id), byId)
  },

  sledSetProvisionPolicy({ req, path, body }) {
    requireFleet(requireActor(req), 'admin')
    const sled = findById(db.sleds, 'sled', path.sledId)
    if (sled.policy.kind !== 'in_service') {
      throw invalidRequest('cannot set the provision policy of an expunged sled')
    }
    const old_state = sled.policy.provision_policy
    sled.policy = { kind: 'in_service', provision_policy: body.state }
    sled.time_modified = nowIso()
    return { old_state, new_state: body.state }
  },

  sledListUninitialized({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    // Nexus pages these by baseboard, the only thing that names a sled before it has an id
    return paginate(query, db.uninitializedSleds, {
      defaultSort: 'id_ascending',
      keys: { id: (s) => `${s.baseboard.part}:${s.baseboard.serial}` },
    })
  },

  /** The sled joins its rack ready for work: in service, provisionable and active. */
  sledAdd({ req, body }) {
    requireFleet(requireActor(req), 'admin')
    const sameBoard = (b: { part: string; serial: string }) =>
      b.part === body.part && b.serial === body.serial
    if (db.sleds.some((s) => sameBoard(s.baseboard))) {
      throw alreadyExists('sled', `${body.part}:${body.serial}`)
    }
    const index = db.uninitializedSleds.findIndex((s) => sameBoard(s.baseboard))
    if (index < 0) {
      throw errorResponse(
        404,
        'ObjectNotFound',
        `not found: no uninitialized sled with part "${body.part}" and serial "${body.serial}"`,
      )
    }
    const [found] = db.uninitializedSleds.splice(index, 1)
    const now = nowIso()
    const id = newId()
    db.sleds.push({
      id,
      rack_id: found.rack_id,
      baseboard: found.baseboard,
      policy: { kind: 'in_service', provision_policy: 'provisionable' },
      state: 'active',
      usable_hardware_threads: 128,
      usable_physical_ram: 1_086_626_725_888,
      time_created: now,
      time_modified: now,
    })
    return created({ id })
  },

  physicalDiskList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    return paginate(query, db.physicalDisks, byId)
  },

  physicalDiskView({ req, path }) {
    requireFleet(requireActor(req), 'viewer')
    return findById(db.physicalDisks, 'physical-disk', path.diskId)
  },

  switchList({ req, query }) {
    requireFleet(requireActor(req), 'viewer')
    return paginate(query, db.switches, byId)
  },

  switchView({ req, path }) {
    requireFleet(requireActor(req), 'viewer')
    return findById(db.switches, 'switch', path.switchId)
  },
}
