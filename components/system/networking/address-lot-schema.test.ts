import { describe, expect, it } from 'vitest'
import {
  addressLotBody,
  addressLotDefaults,
  addressLotSchema,
  NO_BLOCKS,
  type AddressLotValues,
} from './address-lot-schema'

const valid: AddressLotValues = {
  ...addressLotDefaults,
  name: 'uplinks',
  blocks: [{ first: '198.51.100.1', last: '198.51.100.31' }],
}

const messages = (values: unknown) => {
  const r = addressLotSchema.safeParse(values)
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('address lot form', () => {
  it('takes a name and blocks of either family', () => {
    expect(messages(valid)).toEqual({})
    expect(
      messages({ ...valid, blocks: [...valid.blocks, { first: 'fd00::1', last: 'fd00::ff' }] }),
    ).toEqual({})
  })

  it('says which end of which block is wrong', () => {
    expect(
      messages({
        ...valid,
        blocks: [valid.blocks[0], { first: '198.51.100', last: '198.51.100.40' }],
      }),
    ).toEqual({ 'blocks.1.first': 'Not a valid IP address' })
    expect(messages({ ...valid, blocks: [{ first: '198.51.100.9', last: 'fd00::1' }] })).toEqual({
      'blocks.0.last': 'First and last must both be IPv4 or both IPv6',
    })
    expect(
      messages({ ...valid, blocks: [{ first: '198.51.100.9', last: '198.51.100.1' }] }),
    ).toEqual({ 'blocks.0.last': 'First must not come after last' })
  })

  it('needs a valid name and at least one block', () => {
    expect(messages({ ...valid, blocks: [] })).toEqual({ blocks: NO_BLOCKS })
    expect(Object.keys(messages({ ...valid, name: 'Uplinks!' }))).toEqual(['name'])
  })

  it('sends the blocks as the API names their ends, trimmed', () => {
    const parsed = addressLotSchema.parse({
      ...valid,
      kind: 'pool',
      blocks: [{ first: ' 198.51.100.1 ', last: '198.51.100.31 ' }],
    })
    expect(addressLotBody(parsed)).toEqual({
      name: 'uplinks',
      description: '',
      kind: 'pool',
      blocks: [{ firstAddress: '198.51.100.1', lastAddress: '198.51.100.31' }],
    })
  })
})
