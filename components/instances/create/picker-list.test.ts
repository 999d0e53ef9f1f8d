import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { pickerList, pickerMore, readyItems } from './picker-list'

const unavailable = new ApiError({ message: 'Service unavailable', statusCode: 503 })
const query = (over: Partial<Parameters<typeof pickerList<number>>[0]> = {}) => ({
  data: undefined,
  error: null,
  isFetching: true,
  refetch: vi.fn(),
  ...over,
})

describe('pickerList', () => {
  it('is pending until the first page arrives', () => {
    expect(pickerList(query())).toEqual({ status: 'pending' })
    expect(readyItems(pickerList(query()))).toEqual([])
  })

  it('offers the items kept, and says whether the page was cut at the limit', () => {
    const odd = (n: number) => n % 2 === 1
    expect(pickerList(query({ data: { items: [1, 2, 3], nextPage: null } }), odd)).toEqual({
      status: 'ready',
      items: [1, 3],
      truncated: false,
    })
    expect(pickerList(query({ data: { items: [1], nextPage: 'token' } }))).toMatchObject({
      truncated: true,
    })
  })

  it('reports a failed first load with a retry that fetches again', () => {
    const refetch = vi.fn()
    const list = pickerList(query({ error: unavailable, isFetching: false, refetch }))
    expect(list).toMatchObject({ status: 'error', error: unavailable, retrying: false })
    if (list.status === 'error') list.retry()
    expect(refetch).toHaveBeenCalledOnce()
    expect(pickerList(query({ error: unavailable, isFetching: true }))).toMatchObject({
      status: 'error',
      retrying: true,
    })
  })

  it('keeps the loaded items when a refetch fails', () => {
    const list = pickerList(query({ data: { items: [7] }, error: unavailable }))
    expect(list).toEqual({ status: 'ready', items: [7], truncated: false })
  })

  it('adds the later pages read so far, and reads on rather than say the page was cut', () => {
    const more = { hasMore: true, loading: false, error: null, loadMore: vi.fn() }
    const odd = (n: number) => n % 2 === 1
    const list = pickerList(query({ data: { items: [1, 2], nextPage: 'token' } }), odd, {
      items: [3, 4, 5],
      more,
    })
    expect(list).toEqual({ status: 'ready', items: [1, 3, 5], truncated: false, more })
    expect(pickerMore(list)).toBe(more)
    expect(pickerMore(pickerList(query()))).toBeUndefined()
  })
})
