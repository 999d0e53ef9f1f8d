import { describe, expect, it, vi } from 'vitest'
import { bulkRun } from './bulk-run'

describe('bulkRun', () => {
  it('reports each item: done, refused before sending, or failed with the message', async () => {
    const run = vi.fn(async (name: string) => {
      if (name === 'b') throw { message: 'instance is gone' }
    })
    const results = await bulkRun(['a', 'b', 'c'], run, (name) =>
      name === 'c' ? 'Only available when the instance is running' : undefined,
    )
    expect(results).toEqual([
      { item: 'a' },
      { item: 'b', error: 'instance is gone' },
      { item: 'c', error: 'Only available when the instance is running' },
    ])
    expect(run.mock.calls.map(([name]) => name)).toEqual(['a', 'b'])
  })

  it('sends every request at once, not one after another', async () => {
    let inFlight = 0
    let most = 0
    await bulkRun([1, 2, 3], async () => {
      most = Math.max(most, ++inFlight)
      await new Promise((r) => setTimeout(r, 5))
      inFlight--
    })
    expect(most).toBe(3)
  })
})
