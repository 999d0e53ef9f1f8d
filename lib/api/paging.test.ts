import { describe, expect, it } from 'vitest'
import { DEFAULT_PAGE_SIZE } from '@/lib/core/page-size'
import {
  previousLocation,
  readPageLocation,
  sessionCursorMemory,
  writePageLocation,
} from './paging'

function fakeStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  }
}

describe('page location in the URL', () => {
  it('round-trips page, cursor and size, keeping the route params', () => {
    const query = writePageLocation({ project: 'p' }, { page: 7, cursor: 'tok7', size: 20 })
    expect(query).toEqual({ project: 'p', page: '7', cursor: 'tok7', size: '20' })
    expect(readPageLocation(query)).toEqual({ page: 7, cursor: 'tok7', size: 20 })
  })

  it('writes nothing for the first page at the default size', () => {
    expect(
      writePageLocation(
        { project: 'p', page: '3', cursor: 'x' },
        { page: 1, size: DEFAULT_PAGE_SIZE },
      ),
    ).toEqual({ project: 'p' })
  })

  it('reads a page without its token, or nonsense, as the first page', () => {
    expect(readPageLocation({ page: '7' })).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE })
    expect(readPageLocation({ page: 'x', cursor: 't', size: '-3' })).toEqual({
      page: 2,
      cursor: 't',
      size: DEFAULT_PAGE_SIZE,
    })
  })

  it("keeps a second list's place under its prefix, apart from the first list's", () => {
    const first = writePageLocation({ project: 'p' }, { page: 3, cursor: 'a3', size: 20 })
    const both = writePageLocation(first, { page: 2, cursor: 'b2', size: 50 }, 'b-')
    expect(both).toEqual({
      project: 'p',
      page: '3',
      cursor: 'a3',
      size: '20',
      'b-page': '2',
      'b-cursor': 'b2',
    })
    expect(readPageLocation(both)).toEqual({ page: 3, cursor: 'a3', size: 20 })
    expect(readPageLocation(both, 'b-')).toEqual({ page: 2, cursor: 'b2', size: 50 })
    // back to its first page: only its own keys go
    expect(writePageLocation(both, { page: 1, size: 50 }, 'b-')).toEqual(first)
  })
})

describe('previousLocation', () => {
  it('steps back through the remembered tokens', () => {
    const memory = sessionCursorMemory(fakeStorage())
    memory.remember('list', 2, 'tok2')
    memory.remember('list', 3, 'tok3')
    expect(previousLocation({ page: 4, cursor: 'tok4', size: 10 }, memory, 'list')).toEqual({
      page: 3,
      cursor: 'tok3',
      size: 10,
    })
    expect(previousLocation({ page: 2, cursor: 'tok2', size: 10 }, memory, 'list')).toEqual({
      page: 1,
      size: 10,
    })
  })

  it('goes to the first page when the way back is unknown', () => {
    const memory = sessionCursorMemory(fakeStorage())
    expect(previousLocation({ page: 9, cursor: 'tok9', size: 10 }, memory, 'other')).toEqual({
      page: 1,
      size: 10,
    })
  })

  it('survives storage that throws', () => {
    const memory = sessionCursorMemory({
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    })
    memory.remember('list', 2, 't')
    expect(memory.recall('list', 2)).toBeUndefined()
  })
})
