import { describe, expect, it } from 'vitest'
import { formatAddressCount, percentAllocated, utilizationText } from './utilization-figures'

describe('formatAddressCount', () => {
  it('groups digits below one million and goes compact with one decimal from there', () => {
    expect(formatAddressCount(0)).toBe('0')
    expect(formatAddressCount(241)).toBe('241')
    expect(formatAddressCount(999_999)).toBe('999,999')
    expect(formatAddressCount(1_000_000)).toBe('1M')
    expect(formatAddressCount(16_777_216)).toBe('16.8M')
  })

  it('reads uint128 strings as exact integers', () => {
    // a /64's worth: compact stops at trillions
    expect(formatAddressCount('18446744073709551616')).toBe('18,446,744.1T')
    expect(formatAddressCount('4294967296')).toBe('4.3B')
    expect(formatAddressCount('12')).toBe('12')
  })

  it('shows a count it cannot read as unknown', () => {
    expect(formatAddressCount('many')).toBe('unknown')
    expect(formatAddressCount('-1')).toBe('unknown')
  })
})

describe('utilization of a pool', () => {
  const u = {
    ipv4: { allocated: 12, capacity: 241 },
    ipv6: { allocated: '18446744073709551615', capacity: '18446744073709551616' },
  }

  it('reads allocated out of capacity', () => {
    expect(utilizationText(u, 'ipv4')).toBe('12 / 241')
    expect(utilizationText({ ...u, ipv6: { allocated: '0', capacity: '0' } }, 'ipv6')).toBe('0 / 0')
  })

  // as doubles, 2^64 - 1 and 2^64 are one number, and the pool would read 100% full
  it('gives the percent allocated without rounding up a nearly full pool', () => {
    expect(percentAllocated(u, 'ipv4')).toBe(4)
    expect(percentAllocated(u, 'ipv6')).toBe(99)
    expect(percentAllocated({ ...u, ipv4: { allocated: 0, capacity: 0 } }, 'ipv4')).toBeUndefined()
  })

  it('gives no percent when a count is unreadable', () => {
    expect(
      percentAllocated({ ...u, ipv6: { allocated: 'x', capacity: '10' } }, 'ipv6'),
    ).toBeUndefined()
    expect(
      percentAllocated({ ...u, ipv6: { allocated: '1', capacity: '' } }, 'ipv6'),
    ).toBeUndefined()
  })
})
