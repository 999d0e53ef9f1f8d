import { describe, expect, it } from 'vitest'
import { base64OfBulkWriteBody, bulkWriteBodyRoom, fillBulkWriteBody } from './bulk-write-body'

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
const room = (dataBytes: number) => new Uint8Array(bulkWriteBodyRoom(dataBytes))

describe('fillBulkWriteBody', () => {
  it('is the JSON the API takes, byte for byte what JSON.stringify gives', () => {
    const data = Uint8Array.from([0, 1, 2, 250, 251, 252, 253, 254, 255])
    const base64 = Buffer.from(data).toString('base64')
    const body = fillBulkWriteBody(room(data.length), 1048576, data)
    const expected = JSON.stringify({ offset: 1048576, base64_encoded_data: base64 })
    expect(text(body)).toBe(expected)
    expect(body.length).toBe(expected.length)
    expect(base64OfBulkWriteBody(1048576, body)).toBe(base64)
  })

  it('carries half a MiB, in a buffer used again for a shorter write', () => {
    const target = room(512 * 1024)
    const data = Buffer.alloc(512 * 1024, 7)
    const parsed = JSON.parse(text(fillBulkWriteBody(target, 0, data))) as unknown
    expect(parsed).toEqual({ offset: 0, base64_encoded_data: data.toString('base64') })
    // the largest offset the API could take still fits
    const last = fillBulkWriteBody(target, Number.MAX_SAFE_INTEGER, Uint8Array.from([1, 2]))
    expect(JSON.parse(text(last))).toEqual({
      offset: Number.MAX_SAFE_INTEGER,
      base64_encoded_data: 'AQI=',
    })
  })

  it.each([-512, 0.5, Number.MAX_SAFE_INTEGER + 1, NaN])('refuses offset %s', (offset) => {
    expect(() => fillBulkWriteBody(room(3), offset, new Uint8Array(3))).toThrow(
      `Invalid offset ${offset}`,
    )
  })

  it('refuses data larger than its buffer was made for', () => {
    expect(() => fillBulkWriteBody(room(3), 0, new Uint8Array(30))).toThrow(
      'is more than its buffer',
    )
  })
})
