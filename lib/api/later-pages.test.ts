import { describe, expect, it } from 'vitest'
import { chainLists, laterPagesState, type MorePages } from './later-pages'

const idle = { started: false, pages: undefined, fetching: false, error: null }

describe('laterPagesState', () => {
  it('has nothing more when the first page was the last', () => {
    expect(laterPagesState({ ...idle, firstNext: null })).toEqual({
      items: [],
      hasMore: false,
      loading: false,
      error: null,
    })
  })

  it('has more, not yet asked for, when the first page names a next one', () => {
    expect(laterPagesState({ ...idle, firstNext: 'tok' })).toMatchObject({
      items: [],
      hasMore: true,
      loading: false,
    })
  })

  it('holds the later pages in order, and has more while the last read names a next', () => {
    const pages = [
      { items: [1, 2], nextPage: 'b' },
      { items: [3], nextPage: 'c' },
    ]
    const reading = laterPagesState({ ...idle, firstNext: 'a', started: true, pages })
    expect(reading).toMatchObject({ items: [1, 2, 3], hasMore: true })
    const done = laterPagesState({
      ...idle,
      firstNext: 'a',
      started: true,
      pages: [...pages, { items: [4], nextPage: null }],
    })
    expect(done).toMatchObject({ items: [1, 2, 3, 4], hasMore: false })
  })

  it('is loading only once asked for', () => {
    expect(laterPagesState({ ...idle, firstNext: 'a', fetching: true }).loading).toBe(false)
    expect(
      laterPagesState({ ...idle, firstNext: 'a', started: true, fetching: true }).loading,
    ).toBe(true)
  })
})

const more = (hasMore: boolean): MorePages => ({
  hasMore,
  loading: false,
  error: null,
  loadMore: () => {},
})

describe('chainLists', () => {
  it('shows a list only once the ones before it are read to their end', () => {
    const project = { items: ['p1', 'p2'], more: more(true) }
    const silo = { items: ['s1'], more: more(false) }
    expect(chainLists([project, silo])).toEqual({ items: ['p1', 'p2'], more: project.more })
  })

  it('reads on the first list with more to read, the last one when all are read', () => {
    const project = { items: ['p1'], more: more(false) }
    const silo = { items: ['s1', 's2'], more: more(true) }
    expect(chainLists([project, silo])).toEqual({ items: ['p1', 's1', 's2'], more: silo.more })
    const siloDone = { items: ['s1'], more: more(false) }
    expect(chainLists([project, siloDone])).toEqual({
      items: ['p1', 's1'],
      more: siloDone.more,
    })
  })
})
