const SYMBOLS = new TextEncoder().encode(
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
)
const PAD = 0x3d // '='

/** Bytes of the base64 text of `n` bytes (padded). */
export const base64Length = (n: number) => Math.ceil(n / 3) * 4

/** Two symbols of a 12-bit value as one little-endian 16-bit word: the first in the low byte. */
const PAIRS = new Uint16Array(4096)
for (let v = 0; v < PAIRS.length; v++) PAIRS[v] = SYMBOLS[v >>> 6] | (SYMBOLS[v & 63] << 8)
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1

/**
 * Writes the base64 text of `bytes` (ASCII, padded) into `target` from `at`, and returns
 * where it ended. Written by hand because the platform's encoders (Uint8Array#toBase64, btoa)
 * answer with a new string: an upload makes one of 700 KB per chunk, and on a machine where
 * memory touched for the first time is slow (measured here: about 60 µs a 4 KiB page), making
 * those strings and copying them into each body took more of the page's time than sending
 * them. Into a buffer kept for the upload, nothing new is touched.
 *
 * Where the text starts on a 4-byte boundary, each 3 bytes are written as one 32-bit word
 * of two symbol pairs: half the time of a symbol at a time (256 MiB in about 0.4 s rather
 * than 0.8 s in Node on this kind of machine).
 */
export function encodeBase64Into(bytes: Uint8Array, target: Uint8Array, at: number): number {
  const whole = bytes.length - (bytes.length % 3)
  let out = at
  let i = 0
  if (LITTLE_ENDIAN && (target.byteOffset + at) % 4 === 0) {
    const words = new Uint32Array(target.buffer, target.byteOffset + at, whole / 3)
    for (let w = 0; i < whole; i += 3, w++) {
      const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2]
      words[w] = PAIRS[n >>> 12] | (PAIRS[n & 4095] << 16)
    }
    out += (whole / 3) * 4
  }
  for (; i < whole; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2]
    target[out] = SYMBOLS[n >>> 18]
    target[out + 1] = SYMBOLS[(n >>> 12) & 63]
    target[out + 2] = SYMBOLS[(n >>> 6) & 63]
    target[out + 3] = SYMBOLS[n & 63]
    out += 4
  }
  const rest = bytes.length - whole
  if (rest > 0) {
    const n = (bytes[whole] << 16) | (rest === 2 ? bytes[whole + 1] << 8 : 0)
    target[out] = SYMBOLS[n >>> 18]
    target[out + 1] = SYMBOLS[(n >>> 12) & 63]
    target[out + 2] = rest === 2 ? SYMBOLS[(n >>> 6) & 63] : PAD
    target[out + 3] = PAD
    out += 4
  }
  return out
}

/** True when every byte is 0: such a chunk needn't be sent to a fresh disk, which reads as zeros. */
export function isAllZero(bytes: Uint8Array): boolean {
  // a word at a time where alignment allows; chunks are whole blocks, so it always does
  if (bytes.byteOffset % 4 === 0 && bytes.length % 4 === 0) {
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4)
    for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false
    return true
  }
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== 0) return false
  return true
}
