import { describe, expect, it } from 'vitest'
import { loopbackDefaults, loopbackSchema } from './loopback-schema'

const valid = { ...loopbackDefaults('r'), address: '198.51.100.251', addressLot: 'uplink-lot' }

const messages = (values: unknown) => {
  const r = loopbackSchema.safeParse(values)
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('loopback address form', () => {
  it('takes an address with a mask of its family and a lot', () => {
    expect(messages(valid)).toEqual({})
    expect(messages({ ...valid, address: 'fd00:99::1', mask: 128 })).toEqual({})
  })

  it('says what is wrong with the address, the mask and the lot', () => {
    expect(messages({ ...valid, address: '198.51.100' })).toEqual({
      address: 'Not a valid IP address',
    })
    expect(messages({ ...valid, mask: 33 })).toEqual({
      mask: 'Must be between 0 and 32 for this address',
    })
    expect(messages({ ...valid, addressLot: '' })).toEqual({ addressLot: 'Required' })
  })
})
