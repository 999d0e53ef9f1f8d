import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor } from '../access/auth'
import { db, removeWhere, type Disk, type Snapshot } from '../store/db'
import { alreadyExists, invalidRequest, isUuid } from '../transport/errors'
import { newId } from '../store/create'
import { requireCapacity } from '../rules/quotas'
import { beginSnapshot, forgetSnapshot } from './snapshot-rules'
import { lookupDisk, lookupProject, lookupSnapshot, listInProject } from '../access/lookup'
import { diskAccepts } from './disk-rules'
import { created, stampNow } from '../transport/respond'

/**
 * Snapshots: taken of an attached or detached disk, `creating` for a moment
 * and then `ready`; each takes the disk's size from the silo's storage quota,
 * as Nexus's virtual provisioning counts it. A snapshot outlives its disk.
 */

/** Nexus deletes a snapshot once its creation is over, whether it went well or not. */
const DELETABLE: Snapshot['state'][] = ['ready', 'faulted', 'destroyed']

export function requireSnapshotNameFree(projectId: string, name: string) {
  if (db.snapshots.some((s) => s.project_id === projectId && s.name === name)) {
    throw alreadyExists('snapshot', name)
  }
}

/** The block size of the disk a snapshot was taken of, which disks and images made from it take. */
export const snapshotBlockSize = (snapshot: Snapshot) =>
  db.snapshotBlockSize.get(snapshot.id) ??
  db.disks.find((d) => d.id === snapshot.disk_id)?.block_size ??
  512

/** Record a `ready` snapshot of `disk`, sharing what was written to it. */
export function addSnapshot(disk: Disk, name: string, description: string): Snapshot {
  const snapshot: Snapshot = {
    id: newId(),
    name,
    description,
    disk_id: disk.id,
    project_id: disk.project_id,
    size: disk.size,
    state: 'ready',
    ...stampNow(),
  }
  db.snapshots.push(snapshot)
  db.snapshotBlockSize.set(snapshot.id, disk.block_size)
  const data = db.diskData.get(disk.id)
  if (data) db.snapshotData.set(snapshot.id, data)
  return snapshot
}

/** Rust's `Debug` of a snapshot state, as Nexus's messages print it. */
const debugState = (state: Snapshot['state']) => state[0].toUpperCase() + state.slice(1)

export const snapshotHandlers: Partial<MSWHandlers> = {
  snapshotList({ req, query }) {
    return listInProject(requireActor(req), query, db.snapshots)
  },

  snapshotCreate({ req, query, body }) {
    const actor = requireActor(req)
    const project = lookupProject(actor, query.project, 'collaborator')
    const { row: disk } = isUuid(body.disk)
      ? lookupDisk(actor, { disk: body.disk })
      : lookupDisk(actor, { disk: body.disk, project: project.id })
    if (disk.project_id !== project.id) {
      throw invalidRequest("can't create a snapshot of a disk in a different project")
    }
    if (!diskAccepts('snapshot', disk.state.state)) {
      throw invalidRequest(`cannot snapshot disk "${disk.name}" in state ${disk.state.state}`)
    }
    requireSnapshotNameFree(project.id, body.name)
    requireCapacity(project.id, { storage: disk.size })
    const snapshot = addSnapshot(disk, body.name, body.description)
    beginSnapshot(snapshot)
    return created(snapshot)
  },

  snapshotView({ req, path, query }) {
    return lookupSnapshot(requireActor(req), { snapshot: path.snapshot, project: query.project })
      .row
  },

  snapshotDelete({ req, path, query }) {
    const actor = requireActor(req)
    const { row } = lookupSnapshot(
      actor,
      { snapshot: path.snapshot, project: query.project },
      'collaborator',
    )
    if (!DELETABLE.includes(row.state)) {
      throw invalidRequest(`snapshot cannot be deleted in state ${debugState(row.state)}`)
    }
    removeWhere(db.snapshots, (s) => s.id === row.id)
    forgetSnapshot(row.id)
    db.snapshotBlockSize.delete(row.id)
    db.snapshotData.delete(row.id)
    return 204
  },
}
