import { decodeBase64Bytes } from '../formats/base64'

/**
 * A bulk write's body read straight from its bytes, when it comes laid out as
 * the console (any `JSON.stringify`) sends it and carries valid base64:
 *
 *   {"offset":<integer>,"base64_encoded_data":"<base64>"}
 *
 * Decoding half a MiB of bytes to a string and parsing it as JSON, hundreds of
 * times per upload, was a fifth of the mock's busy time in a profile of one. Anything else
 * (spaces, another key order, escapes, extra fields, a text that isn't
 * base64) gives undefined, and the caller parses it as JSON like every other
 * body: so a body means here what it means to a JSON parser, and a bad one
 * is refused in the same words.
 */

const PREFIX = Buffer.from('{"offset":')
const DATA_KEY = Buffer.from(',"base64_encoded_data":"')
const END = Buffer.from('"}')
/** longer than any exact integer offset */
const MAX_DIGITS = 15

export type FastBulkWrite = { offset: number; data: Buffer }

const isDigit = (b: number | undefined) => b !== undefined && b >= 0x30 && b <= 0x39

const startsWithAt = (buf: Buffer, at: number, part: Buffer) =>
  buf.subarray(at, at + part.length).equals(part)

export function readBulkWriteBody(bytes: Uint8Array): FastBulkWrite | undefined {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (!startsWithAt(buf, 0, PREFIX)) return undefined
  const digitsFrom = PREFIX.length
  let at = digitsFrom
  while (isDigit(buf[at])) at++
  const digits = at - digitsFrom
  // JSON has no leading zeros
  if (digits === 0 || digits > MAX_DIGITS || (digits > 1 && buf[digitsFrom] === 0x30)) {
    return undefined
  }
  if (!startsWithAt(buf, at, DATA_KEY)) return undefined
  const textFrom = at + DATA_KEY.length
  const textTo = buf.length - END.length
  if (textTo < textFrom || !startsWithAt(buf, textTo, END)) return undefined
  // Read byte for byte: the text is taken only if it is all base64 symbols
  // (ASCII, no quote, no backslash), which JSON reads as themselves too.
  const data = decodeBase64Bytes(buf.subarray(textFrom, textTo))
  if (!data) return undefined
  return { offset: Number(buf.toString('latin1', digitsFrom, at)), data }
}
