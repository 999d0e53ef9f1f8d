import { createHash, type Hash } from 'node:crypto'
import { db, type WrittenContents } from '../store/db'

/**
 * What the mock keeps of a disk's bulk writes: not the bytes, which would hold
 * a whole upload in memory whatever its size, but a running SHA-256 of the
 * contents from the start, which images made from the disk report as their
 * digest. Writes ahead of what is hashed wait until the bytes before them
 * arrive; an upload writes a few chunks at a time in file order, so few wait.
 * An upload never sends a chunk that is all zeros, so a hole may stay one: once
 * the waiting writes pass `MAX_WAITING_BYTES`, the earliest hole is taken to
 * be zeros and hashed so.
 *
 * The digest is null, as a real rack's always is, when the writes can't be
 * followed: a write behind the hash (a hole taken to be zeros after all, a
 * write repeated after its answer was lost). A snapshot shares its disk's
 * contents: once a disk leaves the import states nothing writes to it again.
 */

export const MAX_WAITING_BYTES = 64 * 1024 * 1024

const ZEROS = Buffer.alloc(1024 * 1024)

function emptyContents(): WrittenContents {
  return {
    hash: createHash('sha256'),
    hashed: 0,
    waiting: new Map(),
    waitingBytes: 0,
    extent: 0,
    written: 0,
    followed: true,
  }
}

function updateWithZeros(hash: Hash, length: number) {
  for (let left = length; left > 0; left -= ZEROS.length) {
    hash.update(left >= ZEROS.length ? ZEROS : ZEROS.subarray(0, left))
  }
}

/** Hashes the waiting writes that now follow on from what is hashed. */
function hashWhatFollows(contents: WrittenContents) {
  for (let next = contents.waiting.get(contents.hashed); next;) {
    contents.waiting.delete(contents.hashed)
    contents.waitingBytes -= next.length
    contents.hash.update(next)
    contents.hashed += next.length
    next = contents.waiting.get(contents.hashed)
  }
}

/** The earliest hole, taken to be zeros, so the writes after it can be hashed. */
function closeFirstHole(contents: WrittenContents) {
  const first = Math.min(...contents.waiting.keys())
  updateWithZeros(contents.hash, first - contents.hashed)
  contents.hashed = first
  hashWhatFollows(contents)
}

export function storeWrite(diskId: string, offset: number, data: Buffer) {
  let contents = db.diskData.get(diskId)
  if (!contents) {
    contents = emptyContents()
    db.diskData.set(diskId, contents)
  }
  contents.extent = Math.max(contents.extent, offset + data.length)
  contents.written += data.length
  if (!contents.followed || data.length === 0) return
  const overlapsWaiting = [...contents.waiting].some(
    ([at, bytes]) => offset < at + bytes.length && at < offset + data.length,
  )
  if (offset < contents.hashed || overlapsWaiting) {
    contents.followed = false
    contents.waiting.clear()
    contents.waitingBytes = 0
    return
  }
  if (offset === contents.hashed) {
    contents.hash.update(data)
    contents.hashed += data.length
  } else {
    contents.waiting.set(offset, data)
    contents.waitingBytes += data.length
  }
  hashWhatFollows(contents)
  while (contents.waitingBytes > MAX_WAITING_BYTES) closeFirstHole(contents)
}

/**
 * SHA-256 of the contents up to the end of the furthest write, holes read as
 * zeros: for an image uploaded from a file (a whole number of blocks) it is
 * the file's own digest. Null when nothing was written or the writes could not
 * be followed.
 */
export function contentDigest(contents: WrittenContents | undefined): string | null {
  if (!contents || contents.extent === 0 || !contents.followed) return null
  const hash = contents.hash.copy()
  let at = contents.hashed
  for (const offset of [...contents.waiting.keys()].sort((a, b) => a - b)) {
    const bytes = contents.waiting.get(offset)!
    updateWithZeros(hash, offset - at)
    hash.update(bytes)
    at = offset + bytes.length
  }
  updateWithZeros(hash, contents.extent - at)
  return hash.digest('hex')
}
