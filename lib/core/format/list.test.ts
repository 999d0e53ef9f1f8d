import { describe, expect, it } from 'vitest'
import { listAnd, listOr } from './list'

describe('lists in prose', () => {
  it('joins with "or" and "and"', () => {
    expect(listOr(['stopped'])).toBe('stopped')
    expect(listOr(['stopped', 'failed'])).toBe('stopped or failed')
    expect(listOr(['a', 'b', 'c'])).toBe('a, b, or c')
    expect(listAnd(['a', 'b', 'c'])).toBe('a, b, and c')
    expect(listAnd(['a', 'b'])).toBe('a and b')
    expect(listAnd([])).toBe('')
  })
})
