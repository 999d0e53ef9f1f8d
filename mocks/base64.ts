/**
 * Strict standard base64 (RFC 4648 §4, padded, canonical), as Nexus decodes
 * bulk writes; Node's own decoder skips what it doesn't understand. Failures
 * are worded like the Rust `base64` crate's, which Nexus passes on.
 */

const SYMBOLS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const OUTSIDE_ALPHABET = /[^A-Za-z0-9+/=]/

export type Decoded = { ok: true; data: Buffer } | { ok: false; reason: string }

const fail = (reason: string): Decoded => ({ ok: false, reason })
const invalidSymbol = (text: string, at: number) =>
  fail(`Invalid symbol ${text.charCodeAt(at)}, offset ${at}.`)

export function decodeBase64(text: string): Decoded {
  const stray = OUTSIDE_ALPHABET.exec(text)
  if (stray) return invalidSymbol(text, stray.index)
  const pad = text.indexOf('=')
  const body = pad === -1 ? text.length : pad
  // padding may only close the last group of four: `x=` or `==` at the very end
  if (pad !== -1) {
    if (body < text.length - 2) return invalidSymbol(text, pad)
    if (text.slice(pad) !== '='.repeat(text.length - pad)) return invalidSymbol(text, pad)
  }
  if (text.length % 4 === 1 && pad === -1) return fail(`Invalid input length: ${text.length}`)
  if (text.length % 4 !== 0) return fail('Invalid padding')
  const padding = text.length - body
  if (padding === 2 && body % 4 !== 2) return fail('Invalid padding')
  if (padding === 1 && body % 4 !== 3) return fail('Invalid padding')
  // the bits after the last whole byte must be zero, or two texts would mean the same bytes
  if (padding > 0) {
    const last = body - 1
    const unused = padding === 2 ? 0b1111 : 0b11
    if (SYMBOLS.indexOf(text[last]) & unused) {
      return fail(`Invalid last symbol ${text.charCodeAt(last)}, offset ${last}.`)
    }
  }
  return { ok: true, data: Buffer.from(text, 'base64') }
}
