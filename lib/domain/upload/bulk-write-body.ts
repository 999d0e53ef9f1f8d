import { base64Length, encodeBase64Into } from './bytes'

/**
 * A bulk write's JSON body, `{"offset":…,"base64_encoded_data":"…"}`, written as bytes
 * straight into a buffer the upload keeps: base64 needs no escaping in JSON, so building a
 * string of it, stringifying that and having fetch encode the result again is work for
 * nothing, and on this kind of machine every new half-MiB buffer costs its first touch.
 */

const encoder = new TextEncoder()
const TAIL = encoder.encode('"}')

const head = (offset: number) => `{"offset":${offset},"base64_encoded_data":"`

/**
 * Where the base64 text starts in a body's buffer: past the longest head, on a 4-byte
 * boundary, where `encodeBase64Into` writes a word at a time. The head is written just
 * before it, so the body is a view that starts wherever its head does.
 */
const TEXT_AT = Math.ceil(head(Number.MAX_SAFE_INTEGER).length / 4) * 4

/** Room for the body of any write of up to `dataBytes` bytes. */
export function bulkWriteBodyRoom(dataBytes: number): number {
  return TEXT_AT + base64Length(dataBytes) + TAIL.length
}

/** The body of a write of `bytes` at `offset`, written into `target`: a view of it. */
export function fillBulkWriteBody(
  target: Uint8Array<ArrayBuffer>,
  offset: number,
  bytes: Uint8Array,
): Uint8Array<ArrayBuffer> {
  if (!Number.isSafeInteger(offset) || offset < 0) throw new Error(`Invalid offset ${offset}`)
  const headBytes = encoder.encode(head(offset))
  const start = TEXT_AT - headBytes.length
  const size = TEXT_AT + base64Length(bytes.length) + TAIL.length
  if (size > target.length)
    throw new Error(`A body of ${size - start} bytes is more than its buffer`)
  target.set(headBytes, start)
  const end = encodeBase64Into(bytes, target, TEXT_AT)
  target.set(TAIL, end)
  return target.subarray(start, end + TAIL.length)
}

/** The base64 text a body carries, for a writer that sends it another way. */
export function base64OfBulkWriteBody(offset: number, body: Uint8Array): string {
  return new TextDecoder().decode(body.subarray(head(offset).length, body.length - TAIL.length))
}
