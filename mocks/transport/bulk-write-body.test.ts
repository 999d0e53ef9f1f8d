import { describe, expect, it } from 'vitest'
import { readBulkWriteBody } from './bulk-write-body'

const bytes = (text: string) => new Uint8Array(Buffer.from(text))
const data = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255])
const b64 = data.toString('base64')

describe('a bulk write read without JSON parsing', () => {
  it('reads the layout JSON.stringify gives', () => {
    const body = JSON.stringify({ offset: 1048576, base64_encoded_data: b64 })
    expect(readBulkWriteBody(bytes(body))).toEqual({ offset: 1048576, data })
  })

  it('reads a body that is a view into a larger buffer', () => {
    const whole = Buffer.from(`xx{"offset":0,"base64_encoded_data":"${b64}"}yy`)
    expect(readBulkWriteBody(whole.subarray(2, whole.length - 2))).toEqual({ offset: 0, data })
  })

  it('reads empty data (the handler refuses it in its own words)', () => {
    expect(readBulkWriteBody(bytes('{"offset":0,"base64_encoded_data":""}'))).toEqual({
      offset: 0,
      data: Buffer.alloc(0),
    })
  })

  it.each([
    ['spaces', `{ "offset": 0, "base64_encoded_data": "${b64}" }`],
    ['the other key order', `{"base64_encoded_data":"${b64}","offset":0}`],
    ['an extra field', `{"offset":0,"base64_encoded_data":"${b64}","x":1}`],
    ['a repeated key after the data', `{"offset":0,"base64_encoded_data":"${b64}","offset":9}`],
    ['a leading zero', `{"offset":01,"base64_encoded_data":"${b64}"}`],
    ['a negative offset', `{"offset":-512,"base64_encoded_data":"${b64}"}`],
    ['a fractional offset', `{"offset":0.5,"base64_encoded_data":"${b64}"}`],
    ['an exponent', `{"offset":1e3,"base64_encoded_data":"${b64}"}`],
    [
      'an offset too long to be exact',
      `{"offset":1234567890123456,"base64_encoded_data":"${b64}"}`,
    ],
    ['an escaped symbol', `{"offset":0,"base64_encoded_data":"\\u0041AAA"}`],
    ['an escaped slash', `{"offset":0,"base64_encoded_data":"AA\\/A"}`],
    ['text that is not base64', '{"offset":0,"base64_encoded_data":"AAAA!AAA"}'],
    ['a character beyond ASCII', '{"offset":0,"base64_encoded_data":"AAAé"}'],
    ['a quote inside', '{"offset":0,"base64_encoded_data":"AA"AA"}'],
    ['no closing brace', `{"offset":0,"base64_encoded_data":"${b64}"`],
    ['trailing bytes', `{"offset":0,"base64_encoded_data":"${b64}"}\n`],
    ['a truncated body', '{"offset":0,"base64_encoded_data":"'],
    ['no body', ''],
  ])('leaves %s to the JSON parser', (_, body) => {
    expect(readBulkWriteBody(bytes(body))).toBeUndefined()
  })
})
