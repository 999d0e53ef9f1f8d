import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearDb, db } from './db'
import { contentDigest, PAGE_BYTES, readStored, storeWrite } from './disk-data'

const KiB = 1024
const MiB = 1024 * KiB

const filled = (length: number, seed: number) => {
  const b = Buffer.allocUnsafe(length)
  for (let i = 0; i < length; i++) b[i] = (i * 31 + seed) & 0xff
  return b
}

beforeEach(() => clearDb())

describe('stored bulk writes', () => {
  it('keeps writes in any order, across page boundaries, with holes reading as zero', () => {
    const a = filled(4 * KiB, 1)
    const b = filled(PAGE_BYTES, 2)
    storeWrite('d', PAGE_BYTES - 2 * KiB, a) // straddles pages 0 and 1
    storeWrite('d', 3 * PAGE_BYTES, b) // a whole page, page 2 left empty
    const store = db.diskData.get('d')
    // Buffer.equals: a deep equality over half a million bytes takes seconds
    expect(readStored(store, PAGE_BYTES - 2 * KiB, 4 * KiB).equals(a)).toBe(true)
    expect(readStored(store, 3 * PAGE_BYTES, PAGE_BYTES).equals(b)).toBe(true)
    expect(readStored(store, 2 * PAGE_BYTES, 512).equals(Buffer.alloc(512))).toBe(true)
    expect(store?.extent).toBe(4 * PAGE_BYTES)
    expect(store?.pages.size).toBe(3)
  })

  it("digests what was written up to its end: an uploaded file's own SHA-256", () => {
    const file = filled(3 * MiB + 512, 7)
    // out of order, as parallel uploads land
    const offsets = []
    for (let at = 0; at < file.length; at += PAGE_BYTES) offsets.push(at)
    for (const at of offsets.reverse()) storeWrite('d', at, file.subarray(at, at + PAGE_BYTES))
    expect(contentDigest(db.diskData.get('d'))).toBe(
      createHash('sha256').update(file).digest('hex'),
    )
    expect(contentDigest(undefined)).toBeNull()
  })

  // how fast is bench:upload's to say; this holds what it writes. Copying 256 MiB takes
  // well under a second on an idle machine and several beside a build: the wait allows that
  it('takes a 256 MiB upload in 512 KiB writes', { timeout: 60_000 }, () => {
    const chunk = filled(PAGE_BYTES, 3)
    // unaligned to pages, so every write is copied into two pages
    for (let i = 0; i < 512; i++) storeWrite('big', 4 * KiB + i * PAGE_BYTES, chunk)
    expect(db.diskData.get('big')?.written).toBe(256 * MiB)
  })
})
