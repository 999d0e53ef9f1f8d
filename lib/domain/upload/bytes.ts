const SYMBOLS = new TextEncoder().encode(
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
)
const PAD = 0x3d // '='

/** Bytes of the base64 text of `n` bytes (padded). */
export const base64Length = (n: number) => Math.ceil(n / 3) * 4

/**
 * Writes the base64 text of `bytes` (ASCII, padded) into `target` from `at`, and returns
 * where it ended. Written by hand because the platform's encoders (Uint8Array#toBase64, btoa)
 * answer with a new string: an upload makes one of 700 KB per chunk, and on a machine where
 * memory touched for the first time is slow (measured here: about 60 µs a 4 KiB page), making
 * those strings and copying them into each body took more of the page's time than sending
 * them. Into a buffer kept for the upload, nothing new is touched.
 */
export function encodeBase64Into(bytes: Uint8Array, target: Uint8Array, at: number): number {
  const whole = bytes.length - (bytes.length % 3)
  let out = at
  for (let i = 0; i < whole; i += 3) {
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
