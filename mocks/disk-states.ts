import { db, nowIso, type Disk } from './db'
import { envMsRange, pickMs } from './knobs'

/**
 * Attaching and detaching take a moment: the disk shows `attaching` or
 * `detaching` until its move lands, applied lazily whenever the API is
 * called. MOCK_DISK_TRANSITION_MS sets how long (default 500; `0` lands on
 * the next request). The seed's transitional disks have nothing scheduled.
 */

const DEFAULT_MS = { min: 500, max: 500 }
const pending = new Map<string, { to: Disk['state']; due: number }>()

export function clearPendingDiskTransitions() {
  pending.clear()
}

function setDiskState(disk: Disk, state: Disk['state']) {
  disk.state = state
  disk.time_modified = nowIso()
}

function schedule(disk: Disk, via: Disk['state'], to: Disk['state']) {
  setDiskState(disk, via)
  pending.set(disk.id, {
    to,
    due: Date.now() + pickMs(envMsRange('MOCK_DISK_TRANSITION_MS', DEFAULT_MS)),
  })
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
