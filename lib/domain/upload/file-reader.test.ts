import { describe, expect, it } from 'vitest'
import { readInOrder } from './file-reader'

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + 7) & 0xff)

/** A blob whose stream hands out the bytes in pieces of the given sizes. */
function streamedIn(data: Uint8Array, sizes: number[]): Blob {
  let at = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= data.length) return controller.close()
      const n = sizes.shift() ?? data.length - at
      controller.enqueue(data.slice(at, at + n))
      at += n
    },
  })
  return { stream: () => stream } as unknown as Blob
}

describe('readInOrder', () => {
  const data = bytes(10_000)

  it.each([
    ['a Blob', () => new Blob([data])],
    ['a stream of odd pieces', () => streamedIn(data, [1, 4095, 3000, 7, 2897])],
  ])('hands out consecutive pieces of %s', async (_, blob) => {
    const reader = readInOrder(blob())
    // asked for all at once, as the pool's workers do; each piece is lent only while it
    // is used, so what a test keeps is a copy
    const pieces = await Promise.all([
      reader.read(0, 4096, (p) => p.slice()),
      reader.read(4096, 4096, (p) => p.slice()),
      reader.read(8192, 1808, (p) => p.slice()),
    ])
    expect(pieces).toEqual([data.slice(0, 4096), data.slice(4096, 8192), data.slice(8192)])
    reader.close()
  })

  it.each([
    ['a Blob', () => new Blob([data])],
    ['a stream of odd pieces', () => streamedIn(data, [1, 4095, 3000, 7, 2897])],
  ])('copies the pieces of %s into the one buffer it keeps', async (_, blob) => {
    const reader = readInOrder(blob())
    const kept: Uint8Array[] = []
    await Promise.all([0, 1, 2].map((i) => reader.read(i * 1000, 1000, (p) => void kept.push(p))))
    expect(new Set(kept.map((p) => p.buffer)).size).toBe(1)
  })

  it('refuses a piece out of file order', async () => {
    const reader = readInOrder(new Blob([data]))
    await expect(reader.read(4096, 4096, (p) => p)).rejects.toThrow(
      'Read at 4096 out of order: the file is read up to 0',
    )
    expect(await reader.read(0, 512, (p) => p.slice())).toEqual(data.slice(0, 512))
  })

  it('fails a piece past the end of the file', async () => {
    const reader = readInOrder(new Blob([data]))
    await expect(reader.read(0, 12_000, (p) => p)).rejects.toThrow('The file ended at 10000 bytes')
  })
})
