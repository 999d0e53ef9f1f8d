import { db, nowIso, type Disk } from '../store/db'
import { envMsRange, pickMs } from '../knobs/ms-range'

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
