import { describe, expect, it } from 'vitest'
import { readCount, sumCounts } from './count'

describe('readCount', () => {
  it('reads integers and uint128 decimal strings exactly', () => {
    expect(readCount(0)).toBe(0n)
    expect(readCount(241)).toBe(241n)
    expect(readCount('18446744073709551617')).toBe(18446744073709551617n)
    expect(readCount('340282366920938463463374607431768211455')).toBe(2n ** 128n - 1n)
    expect(readCount(' 12 ')).toBe(12n)
  })

  it('reads what is not a count as undefined, never throwing', () => {
    for (const value of ['many', '', '1.5', '-3', '1e9', '0x10', 1.5, -1, Number.NaN, 2 ** 60]) {
      expect(readCount(value), String(value)).toBeUndefined()
    }
  })
})

describe('sumCounts', () => {
  it('adds exactly, and is undefined when one part is unreadable', () => {
    expect(sumCounts([12, '18446744073709551616'])).toBe(18446744073709551628n)
    expect(sumCounts([12, 'n/a'])).toBeUndefined()
    expect(sumCounts([])).toBe(0n)
  })
})
