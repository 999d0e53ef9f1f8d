import { describe, expect, it } from 'vitest'
import { movedIndex, searchMatches, shouldReadOn } from './search-list-rules'

describe('searchMatches', () => {
  const items = [
    { label: 'web-1', detail: '192.0.2.1 · pool public' },
    { label: 'db', detail: '192.0.2.2 · pool private' },
    { label: 'Debian' },
  ]

  it('finds the search in label or detail, case aside', () => {
    expect(searchMatches(items, 'PUBLIC').map((i) => i.label)).toEqual(['web-1'])
    expect(searchMatches(items, ' deb ').map((i) => i.label)).toEqual(['Debian'])
  })

  it('keeps every item for an empty search', () => {
    expect(searchMatches(items, '  ')).toHaveLength(3)
  })
})

describe('movedIndex', () => {
  it('moves one row with the arrows and holds at the ends', () => {
    expect(movedIndex('ArrowDown', 0, 3, 8)).toBe(1)
    expect(movedIndex('ArrowDown', 2, 3, 8)).toBe(2)
    expect(movedIndex('ArrowUp', 0, 3, 8)).toBe(0)
  })

  it('moves a screen with Page Up and Down, to the ends with Home and End', () => {
    expect(movedIndex('PageDown', 0, 1000, 8)).toBe(8)
    expect(movedIndex('PageUp', 5, 1000, 8)).toBe(0)
    expect(movedIndex('End', 0, 1000, 8)).toBe(999)
    expect(movedIndex('Home', 999, 1000, 8)).toBe(0)
  })

  it('brings a row left past the end of a shrunken list back in, and ignores other keys', () => {
    expect(movedIndex('ArrowUp', 40, 3, 8)).toBe(1)
    expect(movedIndex('a', 0, 3, 8)).toBeUndefined()
    expect(movedIndex('ArrowDown', 0, 0, 8)).toBeUndefined()
  })
})

describe('shouldReadOn', () => {
  const more = { hasMore: true, loading: false, error: null }

  it('reads on once the end of the list is near', () => {
    expect(shouldReadOn({ lastInSight: 79, count: 100, ahead: 20, more })).toBe(true)
    expect(shouldReadOn({ lastInSight: 50, count: 100, ahead: 20, more })).toBe(false)
  })

  it('reads on when nothing matches yet, so a search reaches the pages not read', () => {
    expect(shouldReadOn({ lastInSight: -1, count: 0, ahead: 20, more })).toBe(true)
  })

  it('waits while a page is on its way, after a failure, and stops at the end', () => {
    const at = { lastInSight: 99, count: 100, ahead: 20 }
    expect(shouldReadOn({ ...at, more: { ...more, loading: true } })).toBe(false)
    expect(shouldReadOn({ ...at, more: { ...more, error: new Error('x') } })).toBe(false)
    expect(shouldReadOn({ ...at, more: { ...more, hasMore: false } })).toBe(false)
    expect(shouldReadOn({ ...at, more: undefined })).toBe(false)
  })
})
