import { describe, expect, it } from 'vitest'
import { runPool } from './pool'

const tick = () => new Promise((r) => setTimeout(r, 1))

describe('runPool', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0
    let peak = 0
    const done: number[] = []
    await runPool([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3, async (n) => {
      running++
      peak = Math.max(peak, running)
      await tick()
      running--
      done.push(n)
    })
    expect(done.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(peak).toBe(3)
  })

  it('starts nothing new after a failure and waits for the running ones', async () => {
    const started: number[] = []
    let settled = 0
    const run = runPool([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n)
      await tick()
      settled++
      if (n === 2) throw new Error('boom')
    })
    await expect(run).rejects.toThrow('boom')
    expect(started).toEqual([1, 2, 3])
    expect(settled).toBe(started.length)
  })

  it('stops when the signal aborts', async () => {
    const controller = new AbortController()
    const started: number[] = []
    const run = runPool(
      [1, 2, 3, 4, 5, 6],
      2,
      async (n) => {
        started.push(n)
        if (n === 2) controller.abort()
        await tick()
      },
      controller.signal,
    )
    await expect(run).rejects.toThrow()
    expect(started).toEqual([1, 2])
  })

  it('is done at once with nothing to do', async () => {
    await runPool([], 4, () => Promise.reject(new Error('not called')))
  })
})
