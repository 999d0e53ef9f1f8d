/**
 * A bulk write's JSON body, `{"offset":…,"base64_encoded_data":"…"}`, as
 * bytes built around the base64 text: base64 needs no escaping in JSON, so
 * stringifying half a MiB of it (and having fetch encode the result again)
 * is work for nothing. Measured in Chromium over 512 writes of 512 KiB, the
 * renderer's CPU time went from 2.0 s (JSON.stringify) to 1.2 s with these bytes.
 */

const encoder = new TextEncoder()
const TAIL = encoder.encode('"}')

export function bulkWriteBody(offset: number, base64: string): Uint8Array<ArrayBuffer> {
  if (!Number.isSafeInteger(offset) || offset < 0) throw new Error(`Invalid offset ${offset}`)
  const head = `{"offset":${offset},"base64_encoded_data":"`
  const body = new Uint8Array(head.length + base64.length + TAIL.length)
  encoder.encodeInto(head, body)
  // one byte a character is ASCII; that it is base64 (nothing to escape) is the caller's word
  const { read } = encoder.encodeInto(
    base64,
    body.subarray(head.length, head.length + base64.length),
  )
  if (read !== base64.length) throw new Error('Bulk-write data must be base64')
  body.set(TAIL, head.length + base64.length)
  return body
}
