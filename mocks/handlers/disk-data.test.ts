import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearDb, db } from '../store/db'
import { contentDigest, MAX_WAITING_BYTES, storeWrite } from './disk-data'

const KiB = 1024
const MiB = 1024 * KiB

const filled = (length: number, seed: number) => {
  const b = Buffer.allocUnsafe(length)
  for (let i = 0; i < length; i++) b[i] = (i * 31 + seed) & 0xff
  return b
}

beforeEach(() => clearDb())

const sha256 = (...parts: Buffer[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex')
}
const digestOf = (disk: string) => contentDigest(db.diskData.get(disk))

describe('bulk writes, followed by their digest', () => {
  it("digests an upload's writes in any order: the file's own SHA-256", () => {
    const file = filled(3 * MiB + 512, 7)
    const offsets = []
    for (let at = 0; at < file.length; at += 512 * KiB) offsets.push(at)
    // as parallel writes land: the last first, then the rest
    const order = [offsets.at(-1)!, ...offsets.slice(0, -1)]
    for (const at of order) storeWrite('d', at, file.subarray(at, at + 512 * KiB))
    expect(digestOf('d')).toBe(sha256(file))
    expect(db.diskData.get('d')?.waiting.size).toBe(0)
    expect(contentDigest(undefined)).toBeNull()
  })

  it('reads holes as zeros, up to the end of the furthest write', () => {
    const a = filled(4 * KiB, 1)
    const b = filled(8 * KiB, 2)
    storeWrite('d', 2 * KiB, a)
    storeWrite('d', 64 * KiB, b)
    expect(digestOf('d')).toBe(sha256(Buffer.alloc(2 * KiB), a, Buffer.alloc(58 * KiB), b))
    // asking doesn't end the hash: later writes still count
    storeWrite('d', 0, Buffer.alloc(2 * KiB, 9))
    expect(digestOf('d')).toBe(sha256(Buffer.alloc(2 * KiB, 9), a, Buffer.alloc(58 * KiB), b))
  })

  it('holds a bounded amount behind a hole an upload never fills (a chunk of zeros)', () => {
    const chunk = filled(512 * KiB, 3)
    const count = (MAX_WAITING_BYTES / chunk.length) * 2
    // the first chunk, all zeros, is never sent
    for (let i = 1; i <= count; i++) storeWrite('d', i * chunk.length, chunk)
    const contents = db.diskData.get('d')!
    expect(contents.waitingBytes).toBeLessThanOrEqual(MAX_WAITING_BYTES)
    expect(digestOf('d')).toBe(sha256(Buffer.alloc(chunk.length), ...Array(count).fill(chunk)))
  })

  it('has no digest once a write lands behind the hash, as a repeated one does', () => {
    const chunk = filled(512 * KiB, 4)
    storeWrite('d', 0, chunk)
    storeWrite('d', 0, chunk)
    expect(digestOf('d')).toBeNull()
    expect(db.diskData.get('d')?.written).toBe(1024 * KiB)
  })

  // how fast is bench:upload's to say; this holds that what a 256 MiB upload leaves
  // behind is a hash, not its bytes
  it('keeps none of a 256 MiB upload in 512 KiB writes', { timeout: 60_000 }, () => {
    const chunk = filled(512 * KiB, 3)
    for (let i = 0; i < 512; i++) storeWrite('big', 4 * KiB + i * chunk.length, chunk)
    const contents = db.diskData.get('big')!
    expect(contents.written).toBe(256 * MiB)
    expect(contents.waitingBytes).toBe(0)
    expect(contents.hashed).toBe(contents.extent)
  })
})
