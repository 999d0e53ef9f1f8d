import { describe, expect, it } from 'vitest'
import { decodeBase64, decodeBase64Bytes } from './base64'

describe('strict base64', () => {
  it('decodes canonical, padded text', () => {
    for (const bytes of [[], [1], [1, 2], [1, 2, 3], [255, 254, 253, 252]]) {
      const text = Buffer.from(bytes).toString('base64')
      expect(decodeBase64(text)).toEqual({ ok: true, data: Buffer.from(bytes) })
    }
  })

  it('decodes half a MiB of any bytes', () => {
    const bytes = Buffer.from(Array.from({ length: 512 * 1024 }, (_, i) => (i * 131 + 7) & 0xff))
    const decoded = decodeBase64(bytes.toString('base64'))
    expect(decoded.ok && decoded.data.equals(bytes)).toBe(true)
  })

  it.each([
    ['a symbol outside the alphabet', 'AAAA!AAA', 'Invalid symbol 33, offset 4.'],
    ['URL-safe symbols', 'AA-_', 'Invalid symbol 45, offset 2.'],
    ['whitespace', 'AAAA AAA', 'Invalid symbol 32, offset 4.'],
    ['padding inside', 'AA=AAAAA', 'Invalid symbol 61, offset 2.'],
    ['padding between groups', 'AA==AAAA', 'Invalid symbol 61, offset 2.'],
    ['a character beyond ASCII', 'AAAé', 'Invalid symbol 233, offset 3.'],
    ['too much padding', 'A===', 'Invalid symbol 61, offset 1.'],
    ['missing padding', 'AAAAAA', 'Invalid padding'],
    ['a lone trailing symbol', 'AAAAA', 'Invalid input length: 5'],
    ['padding that does not close a group', 'AAAAAA=', 'Invalid padding'],
    ['stray bits in the last symbol', 'AB==', 'Invalid last symbol 66, offset 1.'],
  ])('refuses %s', (_, text, reason) => {
    expect(decodeBase64(text)).toEqual({ ok: false, reason })
    // read from bytes, it is refused too: the caller reads it as text to say why
    expect(decodeBase64Bytes(Buffer.from(text, 'latin1'))).toBeUndefined()
  })
})

describe('strict base64 read from bytes', () => {
  const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'))

  it('decodes what the text decoder does, for every length and byte value', () => {
    for (let n = 0; n < 70; n++) {
      const bytes = Buffer.from(Array.from({ length: n }, (_, i) => (i * 97 + n * 13) & 0xff))
      const text = bytes.toString('base64')
      expect(decodeBase64Bytes(ascii(text))).toEqual(bytes)
      expect(decodeBase64(text)).toEqual({ ok: true, data: bytes })
    }
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i))
    expect(decodeBase64Bytes(ascii(all.toString('base64')))).toEqual(all)
  })

  it('agrees with the text decoder on every change of one symbol', () => {
    const text = Buffer.from([0xfb, 0xff, 0x10, 0x02, 0x7f]).toString('base64')
    const symbols = 'AZaz09+/=-_ !é'
    for (let at = 0; at < text.length; at++) {
      for (const symbol of symbols) {
        const changed = text.slice(0, at) + symbol + text.slice(at + 1)
        const decoded = decodeBase64(changed)
        expect(decodeBase64Bytes(ascii(changed)), changed).toEqual(
          decoded.ok ? decoded.data : undefined,
        )
      }
    }
  })
})
