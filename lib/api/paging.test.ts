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
