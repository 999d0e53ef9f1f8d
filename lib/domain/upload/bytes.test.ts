import { describe, expect, it } from 'vitest'
import { base64Length, encodeBase64Into, isAllZero } from './bytes'

/** What `encodeBase64Into` wrote from `at` (4: a word at a time, 2: a symbol at a time). */
function encoded(bytes: Uint8Array, at: number) {
  const target = new Uint8Array(at + base64Length(bytes.length) + 2).fill(0x21)
  const end = encodeBase64Into(bytes, target, at)
  // nothing written outside its place
  expect([...target.subarray(0, at), ...target.subarray(end)]).toEqual(Array(at + 2).fill(0x21))
  return new TextDecoder().decode(target.subarray(at, end))
}

describe.each([
  ['on a 4-byte boundary', 4],
  ['off it', 2],
])('encodeBase64Into, %s', (_, at) => {
  it('matches Node for every byte value and odd lengths', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i)
    expect(encoded(all, at)).toBe(Buffer.from(all).toString('base64'))
    for (const n of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const some = all.subarray(0, n)
      expect(encoded(some, at)).toBe(Buffer.from(some).toString('base64'))
    }
  })

  it('encodes half a MiB as Node does', () => {
    const big = Uint8Array.from({ length: 512 * 1024 + 7 }, (_, i) => (i * 31) % 251)
    expect(encoded(big, at)).toBe(Buffer.from(big).toString('base64'))
  })

  it('encodes a view into a larger buffer by its own bytes only', () => {
    const buf = Uint8Array.from([9, 9, 1, 2, 3, 9])
    expect(encoded(buf.subarray(2, 5), at)).toBe(Buffer.from([1, 2, 3]).toString('base64'))
  })
})

describe('isAllZero', () => {
  it('is true for zeros only', () => {
    expect(isAllZero(new Uint8Array(4096))).toBe(true)
    const one = new Uint8Array(4096)
    one[4095] = 1
    expect(isAllZero(one)).toBe(false)
    one[4095] = 0
    one[0] = 128
    expect(isAllZero(one)).toBe(false)
  })

  it('checks unaligned views byte by byte', () => {
    const buf = new Uint8Array(11)
    expect(isAllZero(buf.subarray(1, 10))).toBe(true)
    buf[9] = 7
    expect(isAllZero(buf.subarray(1, 10))).toBe(false)
    expect(isAllZero(buf.subarray(1, 9))).toBe(true)
  })
})
