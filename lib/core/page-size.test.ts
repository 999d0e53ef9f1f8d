import { describe, expect, it } from 'vitest'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE_OPTIONS, normalizePageSize } from './page-size'

describe('normalizePageSize', () => {
  it('keeps the sizes the menu offers and the default', () => {
    for (const size of [...PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE]) {
      expect(normalizePageSize(String(size))).toBe(size)
    }
  })

  it('rounds to the nearest multiple of 10, at least 10', () => {
    expect(normalizePageSize('25')).toBe(30)
    expect(normalizePageSize('24')).toBe(20)
    expect(normalizePageSize('3')).toBe(10)
    expect(normalizePageSize('0.5')).toBe(10)
    expect(normalizePageSize(77)).toBe(80)
  })

  it('caps at the largest multiple of 10 within 1023', () => {
    expect(MAX_PAGE_SIZE).toBe(1020)
    expect(normalizePageSize('1023')).toBe(1020)
    expect(normalizePageSize('1e9')).toBe(1020)
  })

  it('reads nonsense as the default', () => {
    for (const raw of [undefined, '', ' ', 'x', '-3', '0', 'Infinity', 'NaN', ['20']]) {
      expect(normalizePageSize(raw)).toBe(DEFAULT_PAGE_SIZE)
    }
  })
})
