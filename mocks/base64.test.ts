import { describe, expect, it } from 'vitest'
import { decodeBase64 } from './base64'

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
  })
})
