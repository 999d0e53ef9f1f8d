/**
 * Strict standard base64 (RFC 4648 §4, padded, canonical), as Nexus decodes
 * bulk writes; Node's own decoder skips what it doesn't understand and takes
 * the URL-safe alphabet too. Failures are worded like the Rust `base64`
 * crate's, which Nexus passes on.
 */

const SYMBOLS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const OUTSIDE_ALPHABET = /[^A-Za-z0-9+/=]/

export type Decoded = { ok: true; data: Buffer } | { ok: false; reason: string }

const fail = (reason: string): Decoded => ({ ok: false, reason })

/** The bits after the last whole byte must be zero, or two texts would mean the same bytes. */
function lastSymbolOk(text: string, padding: number) {
  if (padding === 0) return true
  const unused = padding === 2 ? 0b1111 : 0b11
  return (SYMBOLS.indexOf(text[text.length - padding - 1]) & unused) === 0
}

export function decodeBase64(text: string): Decoded {
  // Uploads send hundreds of these at half a MiB each: decode first, and read
  // the text symbol by symbol only to say what is wrong with it. Node skips
  // symbols it doesn't know and stops at `=`, so a bad text decodes short.
  if (text.length % 4 === 0 && !text.includes('-') && !text.includes('_')) {
    const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
    const data = Buffer.from(text, 'base64')
    if (data.length === (text.length / 4) * 3 - padding && lastSymbolOk(text, padding)) {
      return { ok: true, data }
    }
  }
  return fail(diagnose(text))
}

function diagnose(text: string): string {
  const invalidSymbol = (at: number) => `Invalid symbol ${text.charCodeAt(at)}, offset ${at}.`
  const stray = OUTSIDE_ALPHABET.exec(text)
  if (stray) return invalidSymbol(stray.index)
  const pad = text.indexOf('=')
  const body = pad === -1 ? text.length : pad
  // padding may only close the last group of four: `x=` or `==` at the very end
  if (pad !== -1 && (body < text.length - 2 || /[^=]/.test(text.slice(pad)))) {
    return invalidSymbol(pad)
  }
  if (text.length % 4 === 1 && pad === -1) return `Invalid input length: ${text.length}`
  const padding = text.length - body
  if (text.length % 4 !== 0 || (padding > 0 && body % 4 !== 4 - padding)) return 'Invalid padding'
  if (!lastSymbolOk(text, padding)) {
    const last = body - 1
    return `Invalid last symbol ${text.charCodeAt(last)}, offset ${last}.`
  }
  return 'Invalid input'
}
