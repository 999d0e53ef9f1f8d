import { describe, expect, it, vi } from 'vitest'
import { fetchAllPages } from './all-pages'

// a list of `total` numbers served `size` at a time, the token being the next offset
const server = (total: number, size: number) =>
  vi.fn(async (token: string | undefined) => {
    const from = token ? Number(token) : 0
    const to = Math.min(from + size, total)
    const items = Array.from({ length: to - from }, (_, i) => from + i)
    return { items, nextPage: to < total ? String(to) : null }
  })

describe('fetchAllPages', () => {
  it('follows the page tokens to the last page', async () => {
    const fetchPage = server(7, 3)
    expect(await fetchAllPages(fetchPage)).toEqual({
      items: [0, 1, 2, 3, 4, 5, 6],
      capped: false,
    })
    expect(fetchPage.mock.calls.map(([token]) => token)).toEqual([undefined, '3', '6'])
  })

  it('stops at the page cap and says the list has more', async () => {
    const fetchPage = server(100, 10)
    expect(await fetchAllPages(fetchPage, 2)).toEqual({
      items: Array.from({ length: 20 }, (_, i) => i),
      capped: true,
    })
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })

  it('is not capped when the last allowed page is the last page', async () => {
    expect((await fetchAllPages(server(20, 10), 2)).capped).toBe(false)
  })
})
