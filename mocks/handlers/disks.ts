import type * as Api from '@/lib/api/__generated__/Api'
import type { Json, MSWHandlers } from '@/lib/api/__generated__/msw-handlers'
import { requireActor, type Actor } from '../auth'
import { db, removeWhere, type Disk, type Project } from '../db'
import { alreadyExists, invalidRequest } from '../errors'
import { newId } from '../create'
import { requireCapacity } from '../quotas'
import { lookupDisk, lookupImage, lookupProject, lookupSnapshot, listInProject } from '../lookup'

import { created, stampNow } from '../respond'

/**
 * Disks. Nexus's rules for a new disk: at least 1 GiB, at most 1023 GiB, a
 * whole number of GiB, and no smaller than the image or snapshot it copies.
 */

const GiB = 1024 ** 3
const MAX_DISK_BYTES = 1023 * GiB

export const attachedInstanceId = (disk: Disk) =>
  'instance' in disk.state ? disk.state.instance : undefined

/** Check a new disk's parameters and build its record, without storing it. */
export function prepareDisk(actor: Actor, project: Project, params: Json<Api.DiskCreate>): Disk {
  if (db.disks.some((d) => d.project_id === project.id && d.name === params.name)) {
    throw alreadyExists('disk', params.name)
  }
  const { size } = params
  if (size < GiB) throw invalidRequest('disk size must be at least 1 GiB')
  if (size > MAX_DISK_BYTES) throw invalidRequest('disk size must be at most 1023 GiB')
  if (size % GiB !== 0) throw invalidRequest('disk size must be a multiple of 1 GiB')

  const source = params.disk_source
  let block_size: number = 'block_size' in source ? source.block_size : 512
  let image_id: string | null = null
  let snapshot_id: string | null = null
  if (source.type === 'image') {
    const { image } = lookupImage(actor, { image: source.image_id })
    if (size < image.size) {
      throw invalidRequest(`disk size ${size} must be at least the image's size ${image.size}`)
    }
    block_size = image.block_size
    image_id = image.id
  } else if (source.type === 'snapshot') {
    const { row: snapshot } = lookupSnapshot(actor, { snapshot: source.snapshot_id })
    if (size < snapshot.size) {
      throw invalidRequest(
        `disk size ${size} must be at least the snapshot's size ${snapshot.size}`,
      )
    }
    if (snapshot.state !== 'ready') throw invalidRequest('snapshot is not ready')
    snapshot_id = snapshot.id
  }
  const disk: Disk = {
    id: newId(),
    name: params.name,
    description: params.description,
    project_id: project.id,
    size,
    block_size,
    device_path: `/mnt/${params.name}`,
    image_id,
    snapshot_id,
    state: source.type === 'importing_blocks' ? { state: 'import_ready' } : { state: 'detached' },
    ...stampNow(),
  }
  return disk
}

export function createDisk(actor: Actor, project: Project, params: Json<Api.DiskCreate>): Disk {
  const disk = prepareDisk(actor, project, params)
  requireCapacity(project.id, { storage: disk.size })
  db.disks.push(disk)
  return disk
}

const setState = (disk: Disk, state: Disk['state']) => {
  disk.state = state
  disk.time_modified = stampNow().time_modified
}

const requireState = (disk: Disk, allowed: Disk['state']['state'][], action: string) => {
  if (!allowed.includes(disk.state.state)) {
    throw invalidRequest(`cannot ${action} disk "${disk.name}" in state ${disk.state.state}`)
  }
}

export const diskHandlers: Partial<MSWHandlers> = {
  diskList({ req, query }) {
    return listInProject(requireActor(req), query, db.disks)
  },

  diskCreate({ req, query, body }) {
    const actor = requireActor(req)
    const project = lookupProject(actor, query.project, 'collaborator')
    return created(createDisk(actor, project, body))
  },

  diskView({ req, path, query }) {
    return lookupDisk(requireActor(req), { disk: path.disk, project: query.project }).row
  },

  diskDelete({ req, path, query }) {
    const actor = requireActor(req)
    const { row: disk } = lookupDisk(
      actor,
      { disk: path.disk, project: query.project },
      'collaborator',
    )
    requireState(disk, ['detached', 'faulted', 'creating', 'import_ready'], 'delete')
    removeWhere(db.disks, (d) => d.id === disk.id)
    return 204
  },

  diskBulkWriteImportStart({ req, path, query }) {
    const actor = requireActor(req)
    const { row: disk } = lookupDisk(
      actor,
      { disk: path.disk, project: query.project },
      'collaborator',
    )
    requireState(disk, ['import_ready'], 'start a bulk write to')
    setState(disk, { state: 'importing_from_bulk_writes' })
    return 204
  },

  diskBulkWriteImport({ req, path, query, body }) {
    const actor = requireActor(req)
    const { row: disk } = lookupDisk(
      actor,
      { disk: path.disk, project: query.project },
      'collaborator',
    )
    requireState(disk, ['importing_from_bulk_writes'], 'bulk write to')
    const bytes = Buffer.from(body.base64_encoded_data, 'base64').length
    if (body.offset % 512 !== 0) throw invalidRequest('offset must be a multiple of 512')
    if (body.offset + bytes > disk.size)
      throw invalidRequest('write would go past the end of the disk')
    return 204
  },

  diskBulkWriteImportStop({ req, path, query }) {
    const actor = requireActor(req)
    const { row: disk } = lookupDisk(
      actor,
      { disk: path.disk, project: query.project },
      'collaborator',
    )
    requireState(disk, ['importing_from_bulk_writes'], 'stop a bulk write to')
    setState(disk, { state: 'import_ready' })
    return 204
  },

  diskFinalizeImport({ req, path, query, body }) {
    const actor = requireActor(req)
    const { row: disk, project } = lookupDisk(
      actor,
      { disk: path.disk, project: query.project },
      'collaborator',
    )
    requireState(disk, ['import_ready'], 'finalize')
    if (body.snapshot_name) {
      if (db.snapshots.some((s) => s.project_id === project.id && s.name === body.snapshot_name)) {
        throw alreadyExists('snapshot', body.snapshot_name)
      }
      db.snapshots.push({
        id: newId(),
        name: body.snapshot_name,
        description: `Snapshot of imported disk ${disk.name}`,
        disk_id: disk.id,
        project_id: project.id,
        size: disk.size,
        state: 'ready',
        ...stampNow(),
      })
    }
    setState(disk, { state: 'detached' })
    return 204
  },
}
