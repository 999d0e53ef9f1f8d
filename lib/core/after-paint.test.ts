import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToWaitingWork } from './after-paint'

/** A page whose visibility the test sets, and whose visibilitychange it can fire. */
function fakePage(visibilityState: 'visible' | 'hidden') {
  const listeners = new Set<() => void>()
  return {
    visibilityState,
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
    hide() {
      this.visibilityState = 'hidden'
      listeners.forEach((f) => f())
    },
    listeners,
  }
}

describe('yieldToWaitingWork', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('in a page in view, goes on as a background task, after what waits', async () => {
    const postTask = vi.fn((run: () => void) => Promise.resolve().then(run))
    const yielded = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { postTask, yield: yielded })
    vi.stubGlobal('document', fakePage('visible'))
    await yieldToWaitingWork()
    expect(postTask).toHaveBeenCalledWith(expect.any(Function), { priority: 'background' })
    expect(yielded).not.toHaveBeenCalled()
  })

  it('in a hidden page, where background work may be held back, yields as scheduler.yield', async () => {
    const postTask = vi.fn()
    const yielded = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { postTask, yield: yielded })
    vi.stubGlobal('document', fakePage('hidden'))
    await yieldToWaitingWork()
    expect(yielded).toHaveBeenCalled()
    expect(postTask).not.toHaveBeenCalled()
  })

  it('goes on when the page is hidden while its background task waits', async () => {
    const page = fakePage('visible')
    vi.stubGlobal('scheduler', { postTask: vi.fn(() => new Promise(() => {})) })
    vi.stubGlobal('document', page)
    const step = yieldToWaitingWork()
    page.hide()
    await step
    expect(page.listeners.size).toBe(0)
  })

  it('goes on at once where the browser has no scheduler', async () => {
    vi.stubGlobal('scheduler', undefined)
    await expect(yieldToWaitingWork()).resolves.toBeUndefined()
  })
})
