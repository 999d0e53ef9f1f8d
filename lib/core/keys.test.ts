import { describe, expect, it } from 'vitest'
import { keyed, uniqueBy } from './keys'

describe('keyed', () => {
  it('keeps each key and tells repeats apart', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'a' }, { id: 'a' }]
    expect(keyed(items, (i) => i.id).map(([key]) => key)).toEqual(['a', 'b', 'a#2', 'a#3'])
    expect(keyed(items, (i) => i.id).map(([, item]) => item)).toEqual(items)
  })

  it('gives an empty list no keys', () => {
    expect(keyed([], String)).toEqual([])
  })
})

describe('uniqueBy', () => {
  it('keeps the first item of each key, in order', () => {
    const items = [
      { v: 'x', n: 1 },
      { v: 'y', n: 2 },
      { v: 'x', n: 3 },
    ]
    expect(uniqueBy(items, (i) => i.v)).toEqual([items[0], items[1]])
  })
})
