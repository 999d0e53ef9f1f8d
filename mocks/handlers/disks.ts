import type * as Api from '@/lib/api/__generated__/Api'
import type { Json, MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor, type Actor } from '../access/auth'
import { decodeBase64, type Decoded } from '../formats/base64'
import { db, removeWhere, type Disk, type Project } from '../store/db'
import { storeWrite } from './disk-data'
import { beginCreate, checkDiskSize, diskAccepts, forgetDisk, writeRefusal } from './disk-rules'
import { alreadyExists, invalidRequest } from '../transport/errors'
import { newId } from '../store/create'
import { requireCapacity } from '../rules/quotas'
import {
  lookupDisk,
  lookupImage,
  lookupProject,
  lookupSnapshot,
  listInProject,
} from '../access/lookup'
import { created, stampNow } from '../transport/respond'
import { addSnapshot, requireSnapshotNameFree, snapshotBlockSize } from './snapshots'

/**
 * Disks, with Nexus's rules and wording. A new disk is at least 1 GiB, at
 * most 1023 GiB, a whole number of GiB, and no smaller than the image or
 * snapshot it copies; it is `creating` for a moment, then `detached`. A disk
 * for an upload starts in `import_ready` and is filled by bulk writes:
 *
 *   import_ready → (bulk-write-start) importing_from_bulk_writes
 *     → bulk-write … → (bulk-write-stop) import_ready
 *     → (finalize) finalizing → detached, with a `ready` snapshot if asked
 *
 * Writes are checked as the Crucible Pantry behind Nexus checks them and are
 * kept (see disk-data.ts). What Nexus accepts of a disk, by its state, and its
 * size and write bounds are in disk-rules.ts.
 */

export const attachedInstanceId = (disk: Disk) =>
  'instance' in disk.state ? disk.state.instance : undefined

/** A disk state as Nexus's Rust `Debug` prints it in some messages: `ImportReady`, `Attached(<id>)`. */
function debugState(state: Disk['state']) {
  const name = state.state
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')
  return 'instance' in state ? `${name}(${state.instance})` : name
}

/** Check a new disk's parameters and build its record, without storing it. */
export function prepareDisk(actor: Actor, project: Project, params: Json<Api.DiskCreate>): Disk {
  if (db.disks.some((d) => d.project_id === project.id && d.name === params.name)) {
    throw alreadyExists('disk', params.name)
  }
  const { size } = params
  const source = params.disk_source
  let block_size: number
  let image_id: string | null = null
  let snapshot_id: string | null = null
  if (source.type === 'image') {
    const { image } = lookupImage(actor, { image: source.image_id })
    if (image.project_id && image.project_id !== project.id) {
      throw invalidRequest('image does not belong to this project')
    }
    if (image.size > size) {
      throw invalidRequest(
        `disk size ${size} must be greater than or equal to image size ${image.size}`,
      )
    }
    block_size = image.block_size
    image_id = image.id
  } else if (source.type === 'snapshot') {
    const { row: snapshot } = lookupSnapshot(actor, { snapshot: source.snapshot_id })
    if (snapshot.project_id !== project.id) {
      throw invalidRequest('snapshot does not belong to this project')
    }
    if (snapshot.size > size) {
      throw invalidRequest(
        `disk size ${size} must be greater than or equal to snapshot size ${snapshot.size}`,
      )
    }
    if (snapshot.state !== 'ready') {
      throw invalidRequest(`snapshot "${snapshot.name}" is not ready (state ${snapshot.state})`)
    }
    block_size = snapshotBlockSize(snapshot)
    snapshot_id = snapshot.id
  } else {
    block_size = source.block_size
  }
  checkDiskSize(size, block_size)

  return {
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
}

/** A disk on its own (not with an instance): it takes storage now and is `creating` for a moment. */
function createDisk(actor: Actor, project: Project, params: Json<Api.DiskCreate>): Disk {
  const disk = prepareDisk(actor, project, params)
  requireCapacity(project.id, { storage: disk.size })
  db.disks.push(disk)
  if (disk.state.state === 'detached') beginCreate(disk)
  return disk
}

const setState = (disk: Disk, state: Disk['state']) => {
  disk.state = state
  disk.time_modified = stampNow().time_modified
}

export type DiskCall = { req: Request; path: { disk: string }; query: { project?: string | null } }

const diskToChange = ({ req, path, query }: DiskCall) =>
  lookupDisk(requireActor(req), { disk: path.disk, project: query.project }, 'collaborator')

/**
 * A bulk write, its data decoded only once the disk is known to take writes
 * (so a write to the wrong disk is refused as such whatever it carries);
 * a bulk-write body read by the fast path arrives already decoded.
 */
export function writeBlocks(call: DiskCall, offset: number, data: () => Decoded): 204 {
  const { row: disk } = diskToChange(call)
  if (disk.state.state !== 'importing_from_bulk_writes') {
    throw invalidRequest(
      `cannot import blocks with a bulk write for disk in state ${debugState(disk.state)}`,
    )
  }
  const decoded = data()
  if (!decoded.ok) throw invalidRequest(`error base64 decoding data: ${decoded.reason}`)
  const refusal = writeRefusal(disk, offset, decoded.data.length)
  if (refusal) throw invalidRequest(refusal)
  storeWrite(disk.id, offset, decoded.data)
  return 204
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

  diskDelete(call) {
    const { row: disk } = diskToChange(call)
    if (!diskAccepts('delete', disk.state.state)) {
      throw invalidRequest(`disk cannot be deleted in state "${disk.state.state}"`)
    }
    removeWhere(db.disks, (d) => d.id === disk.id)
    forgetDisk(disk.id)
    // its snapshots keep their own reference to the blocks
    db.diskData.delete(disk.id)
    return 204
  },

  diskBulkWriteImportStart(call) {
    const { row: disk } = diskToChange(call)
    if (disk.state.state !== 'import_ready') {
      throw invalidRequest(
        `cannot set disk in state ${debugState(disk.state)} to "importing_from_bulk_writes"`,
      )
    }
    setState(disk, { state: 'importing_from_bulk_writes' })
    return 204
  },

  diskBulkWriteImport({ body, ...call }) {
    return writeBlocks(call, body.offset, () => decodeBase64(body.base64_encoded_data))
  },

  diskBulkWriteImportStop(call) {
    const { row: disk } = diskToChange(call)
    if (disk.state.state !== 'importing_from_bulk_writes') {
      throw invalidRequest(`cannot set disk in state ${debugState(disk.state)} to "import_ready"`)
    }
    setState(disk, { state: 'import_ready' })
    return 204
  },

  diskFinalizeImport({ body, ...call }) {
    const { row: disk, project } = diskToChange(call)
    if (disk.state.state !== 'import_ready') {
      throw invalidRequest(`cannot finalize disk in state ${debugState(disk.state)}`)
    }
    const snapshotName = body.snapshot_name
    // everything that can fail is checked before the disk moves
    if (snapshotName) {
      requireSnapshotNameFree(project.id, snapshotName)
      requireCapacity(project.id, { storage: disk.size })
    }
    // Nexus's finalize saga has run its course by the time it answers
    setState(disk, { state: 'finalizing' })
    if (snapshotName) {
      addSnapshot(disk, snapshotName, `snapshot of finalized disk ${disk.id}`)
    }
    setState(disk, { state: 'detached' })
    return 204
  },
}

/** Disks made from `imageId` still being created: the image is in use while they copy it. */
export const disksCopying = (imageId: string) =>
  db.disks.filter((d) => d.image_id === imageId && d.state.state === 'creating')
