import { describe, expect, it, vi } from 'vitest'
import { createBackForwardGuard, type LeaveGuard } from './back-forward-guard'

const ORIGIN = 'http://console.test'
/** A history entry as Next's router writes it. */
const entry = (as: string) => ({ __N: true, url: as, as, key: as })

/**
 * A tab's history and Next's router, as far as the guard uses them: steps
 * taken with `go` arrive later (as in browsers) when `settle` runs, and a
 * step the router is allowed to handle changes the page on screen.
 */
function tab(entries: string[], at: number, { navigationApi = true } = {}) {
  let list = [...entries]
  let index = at
  let decide: ((state: unknown) => boolean) | undefined
  const queued: number[] = []
  const settled = new Set<() => void>()
  const screen = { path: list[at] }

  const pop = (steps: number) => {
    index += steps
    if (decide && !decide(entry(list[index]))) return
    screen.path = list[index]
    for (const handler of settled) handler()
  }
  const win = {
    history: {
      get state(): unknown {
        return entry(list[index])
      },
      pushState: vi.fn((_state: unknown, _unused: string, href?: string | URL | null) => {
        list = [...list.slice(0, index + 1), new URL(String(href)).pathname]
        index += 1
      }),
      go: vi.fn((steps = 0) => void queued.push(steps)),
      back: vi.fn(() => void queued.push(-1)),
    },
    location: {
      get href() {
        return ORIGIN + list[index]
      },
    },
    navigation: navigationApi
      ? {
          get currentEntry() {
            return { index }
          },
        }
      : undefined,
  }
  const router = {
    beforePopState: vi.fn((cb: (state: unknown) => boolean) => {
      decide = cb
    }),
    events: {
      on: (_type: string, handler: () => void) => void settled.add(handler),
      off: (_type: string, handler: () => void) => void settled.delete(handler),
    },
  }
  return {
    win,
    router,
    screen,
    /** The user steps through the history (Back is -1, Forward 1). */
    step: pop,
    /** Steps the page asked for arrive. */
    settle: () => {
      while (queued.length) pop(queued.shift()!)
    },
    /** The router goes to a new page by itself (a link). */
    push: (path: string) => {
      list = [...list.slice(0, index + 1), path]
      index += 1
      screen.path = path
      for (const handler of settled) handler()
    },
    address: () => list[index],
    entries: () => list,
    listeners: () => settled.size,
  }
}

/** An open form: `dirty` says whether leaving it would lose something. */
function form(dirty: boolean) {
  const state = { dirty }
  const ask = vi.fn<LeaveGuard['ask']>()
  return {
    state,
    ask,
    guard: { blocks: () => state.dirty, ask } satisfies LeaveGuard,
    /** The user agrees to leave: the form stops blocking, then goes. */
    agree() {
      state.dirty = false
      ask.mock.lastCall![0]()
    },
  }
}

describe('createBackForwardGuard', () => {
  it('lets every step through while nothing blocks', () => {
    const t = tab(['/projects', '/projects-new'], 1)
    const clean = form(false)
    createBackForwardGuard(t.router, t.win)(clean.guard)
    t.step(-1)
    expect(t.screen.path).toBe('/projects')
    expect(clean.ask).not.toHaveBeenCalled()
  })

  it('holds Back from a form with changes: returns to it, asks, and keeps the history', () => {
    const t = tab(['/projects', '/projects-new'], 1)
    const dirty = form(true)
    createBackForwardGuard(t.router, t.win)(dirty.guard)

    t.step(-1)
    t.settle()
    expect(dirty.ask).toHaveBeenCalledTimes(1)
    expect(t.screen.path).toBe('/projects-new')
    expect(t.address()).toBe('/projects-new')
    expect(t.entries()).toEqual(['/projects', '/projects-new'])

    dirty.agree()
    t.settle()
    expect(t.screen.path).toBe('/projects')
    expect(t.address()).toBe('/projects')
  })

  it('holds Forward the same way, and agreeing goes forward', () => {
    const t = tab(['/access', '/projects'], 0)
    const dirty = form(true)
    createBackForwardGuard(t.router, t.win)(dirty.guard)

    t.step(1)
    t.settle()
    expect(t.screen.path).toBe('/access')
    expect(t.address()).toBe('/access')
    expect(t.entries()).toEqual(['/access', '/projects'])

    dirty.agree()
    t.settle()
    expect(t.screen.path).toBe('/projects')
  })

  it('takes a jump from the history menu where it was going', () => {
    const t = tab(['/a', '/b', '/c', '/form'], 3)
    const dirty = form(true)
    createBackForwardGuard(t.router, t.win)(dirty.guard)
    t.step(-3)
    t.settle()
    expect(t.screen.path).toBe('/form')
    dirty.agree()
    t.settle()
    expect(t.screen.path).toBe('/a')
  })

  it('without the Navigation API puts a copy of the entry back, and agreeing steps back from it', () => {
    const t = tab(['/projects', '/projects-new'], 1, { navigationApi: false })
    const dirty = form(true)
    createBackForwardGuard(t.router, t.win)(dirty.guard)

    t.step(-1)
    expect(t.win.history.pushState).toHaveBeenCalledWith(
      entry('/projects-new'),
      '',
      `${ORIGIN}/projects-new`,
    )
    expect(t.address()).toBe('/projects-new')
    expect(t.screen.path).toBe('/projects-new')

    dirty.agree()
    t.settle()
    expect(t.screen.path).toBe('/projects')
  })

  it('returns to the page shown last, after the router moved on', () => {
    const t = tab(['/projects'], 0)
    const dirty = form(true)
    createBackForwardGuard(t.router, t.win)(dirty.guard)
    t.push('/projects/web/instances-new')
    t.step(-1)
    t.settle()
    expect(t.address()).toBe('/projects/web/instances-new')
    expect(dirty.ask).toHaveBeenCalledTimes(1)
  })

  it('lets a step within the same page through', () => {
    const t = tab(['/projects-new', '/projects-new?page=2'], 1)
    const dirty = form(true)
    createBackForwardGuard(t.router, t.win)(dirty.guard)
    t.step(-1)
    expect(dirty.ask).not.toHaveBeenCalled()
    expect(t.address()).toBe('/projects-new')
  })

  it('asks through the newest guard that blocks (a dialog over a panel)', () => {
    const t = tab(['/projects', '/projects-new'], 1)
    const register = createBackForwardGuard(t.router, t.win)
    const panel = form(true)
    const dialog = form(true)
    const clean = form(false)
    register(panel.guard)
    register(dialog.guard)
    register(clean.guard)
    t.step(-1)
    expect(dialog.ask).toHaveBeenCalledTimes(1)
    expect(panel.ask).not.toHaveBeenCalled()
  })

  it('claims beforePopState once and gives it back when the last guard goes', () => {
    const t = tab(['/projects', '/projects-new'], 1)
    const register = createBackForwardGuard(t.router, t.win)
    const first = register(form(true).guard)
    const second = register(form(true).guard)
    expect(t.router.beforePopState).toHaveBeenCalledTimes(1)

    first()
    second()
    second() // releasing twice changes nothing
    expect(t.router.beforePopState).toHaveBeenCalledTimes(2)
    expect(t.listeners()).toBe(0)
    t.step(-1)
    expect(t.screen.path).toBe('/projects')
  })
})
