import { describe, expect, it } from 'vitest'
import { compactNumber } from './number'

describe('compactNumber', () => {
  it.each([
    [0, '0'],
    [42, '42'],
    [1234, '1,234'],
    [999_999, '999,999'],
    [1_000_000, '1M'],
    [1_234_567, '1.2M'],
    [1_250_000_000, '1.3B'],
    [3_000_000_000_000, '3T'],
    [-2_500_000, '-2.5M'],
    [-12_345, '-12,345'],
  ])('%d → %s', (n, text) => {
    expect(compactNumber(n)).toBe(text)
  })

  it('formats a bigint exactly as a number, past what a number holds', () => {
    expect(compactNumber(999_999n)).toBe('999,999')
    expect(compactNumber(1_234_567n)).toBe('1.2M')
    expect(compactNumber(2n ** 64n)).toBe('18,446,744.1T')
  })
})
