import type { MSWHandlers } from '@/lib/api/__generated__/msw-handlers'
import { requireActor } from '../auth'
import { db, removeWhere, type Snapshot } from '../db'
import { alreadyExists, invalidRequest } from '../errors'
import { newId } from '../create'
import { lookupDisk, lookupProject, lookupSnapshot, sibling, listInProject } from '../lookup'

import { created, stampNow } from '../respond'

export const snapshotHandlers: Partial<MSWHandlers> = {
  snapshotList({ req, query }) {
    return listInProject(requireActor(req), query, db.snapshots)
  },

  snapshotCreate({ req, query, body }) {
    const actor = requireActor(req)
    const project = lookupProject(actor, query.project, 'collaborator')
    if (db.snapshots.some((s) => s.project_id === project.id && s.name === body.name)) {
      throw alreadyExists('snapshot', body.name)
    }
    const disk = sibling(
      (p) => lookupDisk(actor, { disk: body.disk, project: p }),
      body.disk,
      project,
      'disk',
    )
    if (disk.state.state !== 'attached' && disk.state.state !== 'detached') {
      throw invalidRequest(`cannot snapshot disk "${disk.name}" in state ${disk.state.state}`)
    }
    const snapshot: Snapshot = {
      id: newId(),
      name: body.name,
      description: body.description,
      disk_id: disk.id,
      project_id: project.id,
      size: disk.size,
      state: 'ready',
      ...stampNow(),
    }
    db.snapshots.push(snapshot)
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
    removeWhere(db.snapshots, (s) => s.id === row.id)
    return 204
  },
}
