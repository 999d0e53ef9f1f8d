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

const VALUES = new Int8Array(256).fill(-1)
for (let i = 0; i < SYMBOLS.length; i++) VALUES[SYMBOLS.charCodeAt(i)] = i
const PAD = 0x3d

/**
 * The 12 bits two symbols stand for, looked up by both at once (the first's code in the low
 * byte), -1 where either is no symbol: half the lookups of one symbol at a time, which took
 * decoding 256 MiB from about 0.9 s to 0.6 s in Node on this kind of machine.
 */
const PAIRS = new Int16Array(65536).fill(-1)
for (let a = 0; a < SYMBOLS.length; a++) {
  for (let b = 0; b < SYMBOLS.length; b++) {
    PAIRS[SYMBOLS.charCodeAt(a) | (SYMBOLS.charCodeAt(b) << 8)] = (a << 6) | b
  }
}

/**
 * Strict base64 read straight from its ASCII bytes, for the bulk writes an upload sends by
 * the hundred: making a string of each 700 KB text first took a fifth of the mock's time in
 * a profile of the upload bench (a new string is new memory, slow to touch on this kind of
 * machine). Undefined for anything `decodeBase64` would refuse, which the caller then reads
 * as text to say why.
 */
export function decodeBase64Bytes(text: Uint8Array): Buffer | undefined {
  const n = text.length
  if (n % 4 !== 0) return undefined
  const padding = n > 0 && text[n - 1] === PAD ? (text[n - 2] === PAD ? 2 : 1) : 0
  const out = Buffer.allocUnsafe((n / 4) * 3 - padding)
  const whole = padding ? n - 4 : n
  let o = 0
  for (let i = 0; i < whole; i += 4) {
    const high = PAIRS[text[i] | (text[i + 1] << 8)]
    const low = PAIRS[text[i + 2] | (text[i + 3] << 8)]
    if ((high | low) < 0) return undefined
    const v = (high << 12) | low
    out[o] = v >>> 16
    out[o + 1] = (v >>> 8) & 255
    out[o + 2] = v & 255
    o += 3
  }
  if (padding) {
    const a = VALUES[text[whole]]
    const b = VALUES[text[whole + 1]]
    const c = padding === 1 ? VALUES[text[whole + 2]] : 0
    if ((a | b | c) < 0) return undefined
    // canonical: the bits after the last whole byte are zero
    if (padding === 2 ? (b & 0b1111) !== 0 : (c & 0b11) !== 0) return undefined
    const v = (a << 18) | (b << 12) | (c << 6)
    out[o] = v >>> 16
    if (padding === 1) out[o + 1] = (v >>> 8) & 255
  }
  return out
}
