import { describe, expect, it } from 'vitest'
import { IP_ERROR } from '@/lib/core/validators/ip'
import { FIRST_AFTER_LAST, MIXED_FAMILIES, rangeSchema, validateRange } from './ip-range-schema'

describe('validateRange', () => {
  it('accepts an IPv4 or an IPv6 range, and a range of one address', () => {
    expect(validateRange({ first: '10.0.0.1', last: '10.0.0.254' })).toEqual({})
    expect(validateRange({ first: '10.0.0.9', last: '10.0.0.9' })).toEqual({})
    expect(validateRange({ first: 'fd00::1', last: 'fd00::1:0' })).toEqual({})
  })

  it('says which end is not an address', () => {
    expect(validateRange({ first: '10.0.0', last: '10.0.0.1' })).toEqual({ first: IP_ERROR })
    expect(validateRange({ first: '', last: 'fd00:::1' })).toEqual({
      first: IP_ERROR,
      last: IP_ERROR,
    })
  })

  it('wants both ends of one family', () => {
    expect(validateRange({ first: '10.0.0.1', last: 'fd00::1' })).toEqual({ last: MIXED_FAMILIES })
    expect(MIXED_FAMILIES).toBe('First and last must both be IPv4 or both IPv6')
  })

  it('refuses a first address after the last, compared as numbers', () => {
    // as text '10.0.0.9' sorts after '10.0.0.10'
    expect(validateRange({ first: '10.0.0.9', last: '10.0.0.10' })).toEqual({})
    expect(validateRange({ first: '10.0.1.0', last: '10.0.0.255' })).toEqual({
      last: FIRST_AFTER_LAST,
    })
    expect(validateRange({ first: 'fd00::1:0', last: 'fd00::ffff' })).toEqual({
      last: FIRST_AFTER_LAST,
    })
  })
})

describe('rangeSchema', () => {
  it('puts each message on its field and trims the ends', () => {
    const bad = rangeSchema.safeParse({ first: 'nope', last: '10.0.0.1' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['first', IP_ERROR],
    ])
    expect(rangeSchema.parse({ first: ' 10.0.0.1 ', last: '10.0.0.2' })).toEqual({
      first: '10.0.0.1',
      last: '10.0.0.2',
    })
  })
})
