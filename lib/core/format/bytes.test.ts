import { describe, expect, it } from 'vitest'
import { GiB, bytesToGib, formatBytes, gibToBytes } from './bytes'

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KiB'],
    [1536 * 1024 ** 2, '1.5 GiB'],
    [20 * GiB, '20 GiB'],
    [1234567890, '1.15 GiB'],
    [2 * 1024 ** 4, '2 TiB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
})

describe('GiB conversions', () => {
  it('converts whole and fractional GiB', () => {
    expect(GiB).toBe(1_073_741_824)
    expect(gibToBytes(20)).toBe(21_474_836_480)
    expect(gibToBytes(0.5)).toBe(536_870_912)
    expect(bytesToGib(21_474_836_480)).toBe(20)
    expect(bytesToGib(536_870_912)).toBe(0.5)
  })
  it('round-trips', () => {
    expect(bytesToGib(gibToBytes(1536))).toBe(1536)
  })
})
