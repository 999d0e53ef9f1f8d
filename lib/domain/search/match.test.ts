import { describe, expect, it } from 'vitest'
import { isUuid, matchRank } from './match'

const ID = '5f3a1c2e-8b7d-4e6f-9a0b-1c2d3e4f5a6b'

describe('isUuid', () => {
  it('takes a whole id, in either case, with spaces around', () => {
    expect(isUuid(ID)).toBe(true)
    expect(isUuid(` ${ID.toUpperCase()} `)).toBe(true)
  })
  it('refuses part of an id and names', () => {
    expect(isUuid(ID.slice(0, 20))).toBe(false)
    expect(isUuid('db1')).toBe(false)
  })
})

describe('matchRank', () => {
  it('ranks an exact name before a prefix before a substring', () => {
    expect(matchRank('db1', 'db1')).toBe(0)
    expect(matchRank('db', 'db1')).toBe(1)
    expect(matchRank('b1', 'db1')).toBe(2)
  })
  it('ignores case and surrounding spaces', () => {
    expect(matchRank('  Floating ', 'Floating IPs')).toBe(1)
  })
  it('matches an id from its start, once long enough to mean something', () => {
    expect(matchRank(ID.slice(0, 8), 'web', ID)).toBe(3)
    expect(matchRank(ID.toUpperCase(), 'web', ID)).toBe(3)
    expect(matchRank('5f3', 'web', ID)).toBeUndefined()
    expect(matchRank('1c2d', 'web', ID)).toBeUndefined()
  })
  it('matches nothing for an empty query or another name', () => {
    expect(matchRank('', 'db1')).toBeUndefined()
    expect(matchRank('   ', 'db1')).toBeUndefined()
    expect(matchRank('web', 'db1')).toBeUndefined()
  })
})
