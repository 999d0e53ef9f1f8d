import { createHash } from 'node:crypto'
import { db, type StoredBlocks } from './db'

/**
 * What bulk writes put on a disk, kept in 512 KiB pages allocated on first
 * write, so a write costs its own size whatever the disk's, and a disk only
 * holds what was written. A snapshot shares its disk's pages: once a disk
 * leaves the import states nothing writes to it again.
 */

export const PAGE_BYTES = 512 * 1024

const ZERO_PAGE = Buffer.alloc(PAGE_BYTES)

export function storeWrite(diskId: string, offset: number, data: Buffer) {
  let store = db.diskData.get(diskId)
  if (!store) {
    store = { pages: new Map(), extent: 0, written: 0 }
    db.diskData.set(diskId, store)
  }
  let done = 0
  while (done < data.length) {
    const at = offset + done
    const index = Math.floor(at / PAGE_BYTES)
    const within = at - index * PAGE_BYTES
    const n = Math.min(PAGE_BYTES - within, data.length - done)
    const page = store.pages.get(index)
    if (!page && n === PAGE_BYTES) {
      // a whole new page: keep the decoded bytes rather than copy them
      store.pages.set(index, data.subarray(done, done + n))
    } else {
      const target = page ?? Buffer.alloc(PAGE_BYTES)
      if (!page) store.pages.set(index, target)
      data.copy(target, within, done, done + n)
    }
    done += n
  }
  store.extent = Math.max(store.extent, offset + data.length)
  store.written += data.length
}

/** `length` bytes of the stored contents from `offset`; unwritten bytes read as zero. */
export function readStored(
  store: StoredBlocks | undefined,
  offset: number,
  length: number,
): Buffer {
  const out = Buffer.alloc(length)
  if (!store) return out
  let done = 0
  while (done < length) {
    const at = offset + done
    const index = Math.floor(at / PAGE_BYTES)
    const within = at - index * PAGE_BYTES
    const n = Math.min(PAGE_BYTES - within, length - done)
    store.pages.get(index)?.copy(out, done, within, within + n)
    done += n
  }
  return out
}

/**
 * SHA-256 of the contents up to the end of the furthest write: for an image
 * uploaded from a file (a whole number of blocks) it is the file's own
 * digest. Null when nothing was ever written.
 */
export function contentDigest(store: StoredBlocks | undefined): string | null {
  if (!store || store.extent === 0) return null
  const hash = createHash('sha256')
  const pages = Math.ceil(store.extent / PAGE_BYTES)
  for (let i = 0; i < pages; i++) {
    const page = store.pages.get(i) ?? ZERO_PAGE
    const end = Math.min(PAGE_BYTES, store.extent - i * PAGE_BYTES)
    hash.update(end === PAGE_BYTES ? page : page.subarray(0, end))
  }
  return hash.digest('hex')
}
