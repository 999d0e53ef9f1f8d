import type { DiskState } from '@/lib/api/__generated__/Api'
import { db, nowIso, type Disk } from '../store/db'
import { envMsRange, pickMs } from '../knobs/ms-range'
import { invalidValue } from '../transport/errors'

/**
 * What Nexus accepts of a disk, by the state it is in: the mock's own rules,
 * written from how Nexus behaves (the console keeps its own table). Disks
 * attach only while being created or detached; Nexus deletes disks that are
 * detached or faulted only: an abandoned import is stopped and finalized
 * (without a snapshot) before it can go.
 */
export const diskRules = {
  attach: ['creating', 'detached'],
  detach: ['attached'],
  snapshot: ['attached', 'detached'],
  /** become its instance's boot disk */
  boot: ['attached'],
  delete: ['detached', 'faulted'],
} as const satisfies Record<string, readonly DiskState['state'][]>

export const diskAccepts = (op: keyof typeof diskRules, state: DiskState['state']) =>
  (diskRules[op] as readonly DiskState['state'][]).includes(state)

const GiB = 1024 ** 3
const MAX_DISK_BYTES = 1023 * GiB
/** The most one bulk write may carry: the Pantry's MAX_CHUNK_SIZE. */
const MAX_BULK_WRITE_BYTES = 512 * 1024

/** A new disk is at least 1 GiB, at most 1023 GiB, a whole number of GiB and of blocks. */
export function checkDiskSize(size: number, block_size: number) {
  if (size % block_size !== 0) {
    throw invalidValue(
      'size and block_size',
      `total size must be a multiple of block size ${block_size}`,
    )
  }
  if (size < GiB) throw invalidValue('size', 'total size must be at least 1 GiB')
  if (size % GiB !== 0) throw invalidValue('size', 'total size must be a multiple of 1 GiB')
  if (size > MAX_DISK_BYTES) throw invalidValue('size', 'total size must be less than 1023 GiB')
}

/** The checks the Pantry makes of a write, in its words with the numbers added. */
export function writeRefusal(disk: Disk, offset: number, length: number) {
  const bs = disk.block_size
  if (length > MAX_BULK_WRITE_BYTES) {
    return `Invalid number of blocks: data len ${length} over max chunk size ${MAX_BULK_WRITE_BYTES}!`
  }
  if (offset % bs !== 0) {
    return `Offset not block aligned: offset ${offset} is not a multiple of the block size ${bs}`
  }
  if (length === 0) return `Invalid number of blocks: no data to write (at least ${bs} bytes)`
  if (length % bs !== 0) {
    return `Data length not block size multiple: ${length} bytes is not a multiple of the block size ${bs}`
  }
  if (offset + length > disk.size) {
    return `Offset past end of extent: ${length} bytes at offset ${offset} would end past the disk's ${disk.size} bytes`
  }
  return null
}

/**
 * Disks take a moment to be created, attached and detached: a new disk shows
 * `creating`, an attachment `attaching` or `detaching`, until its move lands,
 * applied lazily whenever the API is called. MOCK_DISK_TRANSITION_MS sets how
 * long (default 500; `0` lands on the next request). A disk has at most one
 * move pending: a new one (attaching a disk still being created) replaces it.
 * The seed's transitional disks move on the same way, timed from when the
 * server starts; `import_ready` and the bulk-write states wait for the user.
 */

const DEFAULT_MS = { min: 500, max: 500 }
const pending = new Map<string, { to: Disk['state']; due: number }>()

/** When a move started now lands; snapshots use the same knob. */
export const diskMoveDue = () =>
  Date.now() + pickMs(envMsRange('MOCK_DISK_TRANSITION_MS', DEFAULT_MS))

export function clearPendingDiskTransitions() {
  pending.clear()
}

function setDiskState(disk: Disk, state: Disk['state']) {
  disk.state = state
  disk.time_modified = nowIso()
}

function schedule(disk: Disk, via: Disk['state'], to: Disk['state']) {
  setDiskState(disk, via)
  pending.set(disk.id, { to, due: diskMoveDue() })
}

/** A new disk is `creating` until its blocks are allocated (or copied from its source). */
export function beginCreate(disk: Disk) {
  schedule(disk, { state: 'creating' }, { state: 'detached' })
}

/** A disk found creating, attaching or detaching (the seed's) lands as if just sent there. */
export function continueDiskMove(disk: Disk) {
  const s = disk.state
  if (pending.has(disk.id)) return
  if (s.state === 'creating' || s.state === 'detaching') {
    pending.set(disk.id, { to: { state: 'detached' }, due: diskMoveDue() })
  } else if (s.state === 'attaching') {
    pending.set(disk.id, { to: { state: 'attached', instance: s.instance }, due: diskMoveDue() })
  }
}

export function beginAttach(disk: Disk, instanceId: string) {
  schedule(
    disk,
    { state: 'attaching', instance: instanceId },
    { state: 'attached', instance: instanceId },
  )
}

export function beginDetach(disk: Disk, instanceId: string) {
  schedule(disk, { state: 'detaching', instance: instanceId }, { state: 'detached' })
}

/**
 * Attach at once, as an instance's create saga does; a disk still being
 * created is then created by the time the saga answers, so its own move is done.
 */
export function attachNow(disk: Disk, instanceId: string) {
  pending.delete(disk.id)
  setDiskState(disk, { state: 'attached', instance: instanceId })
}

/** Detach at once, as when the instance goes away. */
export function detachNow(disk: Disk) {
  pending.delete(disk.id)
  setDiskState(disk, { state: 'detached' })
}

/** Land every disk whose move is due. */
export function settleDisks() {
  if (pending.size === 0) return
  const now = Date.now()
  for (const [id, move] of pending) {
    if (move.due > now) continue
    pending.delete(id)
    const disk = db.disks.find((d) => d.id === id)
    if (disk) setDiskState(disk, move.to)
  }
}

export const forgetDisk = (id: string) => pending.delete(id)
