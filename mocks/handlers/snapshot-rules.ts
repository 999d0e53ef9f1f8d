import { db, nowIso, type Snapshot } from '../store/db'
import { diskMoveDue } from './disk-rules'

/**
 * A snapshot taken through the API is `creating` until it is `ready`, after
 * MOCK_DISK_TRANSITION_MS like a disk's moves, and lands lazily the same way.
 * The seed's `creating` snapshot becomes ready the same way, timed from when
 * the server starts.
 */

const pending = new Map<string, number>()

export function clearPendingSnapshotTransitions() {
  pending.clear()
}

export function beginSnapshot(snapshot: Snapshot) {
  snapshot.state = 'creating'
  pending.set(snapshot.id, diskMoveDue())
}

/** A snapshot found creating (the seed's) becomes ready as if just taken. */
export function continueSnapshot(snapshot: Snapshot) {
  if (snapshot.state === 'creating' && !pending.has(snapshot.id)) {
    pending.set(snapshot.id, diskMoveDue())
  }
}

export function settleSnapshots() {
  if (pending.size === 0) return
  const now = Date.now()
  for (const [id, due] of pending) {
    if (due > now) continue
    pending.delete(id)
    const snapshot = db.snapshots.find((s) => s.id === id)
    if (snapshot) {
      snapshot.state = 'ready'
      snapshot.time_modified = nowIso()
    }
  }
}

export const forgetSnapshot = (id: string) => pending.delete(id)
