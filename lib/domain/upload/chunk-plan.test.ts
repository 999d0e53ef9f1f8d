import { describe, expect, it } from 'vitest'
import { CHUNK_SIZE, planChunks } from './chunk-plan'

const KiB = 1024
const MiB = 1024 * KiB

describe('planChunks', () => {
  it('uses 512 KiB chunks, a whole number of blocks for every block size', () => {
    expect(CHUNK_SIZE).toBe(512 * KiB)
    for (const block of [512, 2048, 4096]) expect(CHUNK_SIZE % block).toBe(0)
  })

  it('cuts an exact multiple into full chunks at consecutive offsets', () => {
    const chunks = planChunks(2 * MiB, 512)
    expect(chunks).toEqual([
      { offset: 0, length: CHUNK_SIZE },
      { offset: CHUNK_SIZE, length: CHUNK_SIZE },
      { offset: 2 * CHUNK_SIZE, length: CHUNK_SIZE },
      { offset: 3 * CHUNK_SIZE, length: CHUNK_SIZE },
    ])
  })

  it('ends with a short chunk that stops at the end of the file', () => {
    const size = CHUNK_SIZE * 3 + 4096 * 5
    const chunks = planChunks(size, 4096)
    expect(chunks).toHaveLength(4)
    expect(chunks[3]).toEqual({ offset: 3 * CHUNK_SIZE, length: 4096 * 5 })
  })

  it('covers the file exactly once, never past its end', () => {
    for (const [size, block] of [
      [512, 512],
      [CHUNK_SIZE - 512, 512],
      [CHUNK_SIZE + 2048, 2048],
      [20 * MiB, 512],
      [7 * CHUNK_SIZE + 512 * 3, 512],
    ]) {
      const chunks = planChunks(size, block)
      let next = 0
      for (const c of chunks) {
        expect(c.offset).toBe(next)
        expect(c.offset % block).toBe(0)
        expect(c.length).toBeGreaterThan(0)
        expect(c.length).toBeLessThanOrEqual(CHUNK_SIZE)
        expect(c.offset + c.length).toBeLessThanOrEqual(size)
        next = c.offset + c.length
      }
      expect(next).toBe(size)
      expect(chunks).toHaveLength(Math.ceil(size / CHUNK_SIZE))
    }
  })

  it('makes one small chunk of a file smaller than a chunk', () => {
    expect(planChunks(1024, 512)).toEqual([{ offset: 0, length: 1024 }])
  })

  it('plans nothing for an empty file', () => {
    expect(planChunks(0, 512)).toEqual([])
  })

  it('refuses a chunk size that is not a whole number of blocks', () => {
    expect(() => planChunks(MiB, 4096, 6144)).toThrow(/not a multiple of the block size/)
    expect(() => planChunks(-1, 512)).toThrow(/Invalid file size/)
  })
})
