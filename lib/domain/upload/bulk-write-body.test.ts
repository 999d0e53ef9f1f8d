import { describe, expect, it } from 'vitest'
import { bulkWriteBody } from './bulk-write-body'

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe('bulkWriteBody', () => {
  it('is the JSON the API takes, byte for byte what JSON.stringify gives', () => {
    const base64 = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255]).toString('base64')
    const body = bulkWriteBody(1048576, base64)
    const expected = JSON.stringify({ offset: 1048576, base64_encoded_data: base64 })
    expect(text(body)).toBe(expected)
    expect(JSON.parse(text(body))).toEqual({ offset: 1048576, base64_encoded_data: base64 })
    expect(body.length).toBe(expected.length)
  })

  it('carries half a MiB of base64', () => {
    const base64 = Buffer.alloc(512 * 1024, 7).toString('base64')
    const parsed = JSON.parse(text(bulkWriteBody(0, base64))) as { base64_encoded_data: string }
    expect(parsed.base64_encoded_data).toBe(base64)
  })

  it.each([-512, 0.5, Number.MAX_SAFE_INTEGER + 1, NaN])('refuses offset %s', (offset) => {
    expect(() => bulkWriteBody(offset, 'AAAA')).toThrow(`Invalid offset ${offset}`)
  })

  it('refuses text beyond ASCII, which could not be base64', () => {
    expect(() => bulkWriteBody(0, 'AAé=')).toThrow('Bulk-write data must be base64')
  })
})
