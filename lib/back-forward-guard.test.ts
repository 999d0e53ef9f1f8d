import { describe, expect, it, vi } from 'vitest'
import { createBackForwardGuard, type LeaveGuard } from './back-forward-guard'

const ORIGIN = 'http://console.test'
const entry = (as: string) => ({ __N: true, url: as, as, key: as })

/** A browser history and Next's router, just as far as the guard uses them. */
function fakes(start: string) {
  const handlers = new Map<string, Set<() => void>>()
  let decide: ((state: unknown) => boolean) | undefined
  const win = {
    history: {
      state: entry(start) as unknown,
      pushState: vi.fn((state: unknown, _unused: string, href?: string | URL | null) => {
        win.history.state = state
        win.location.href = String(href)
      }),
      back: vi.fn(),
    },
    location: { href: ORIGIN + start },
  }
  const router = {
    beforePopState: vi.fn((cb: (state: unknown) => boolean) => {
      decide = cb
    }),
    events: {
      on: (type: string, handler: () => void) => {
        const set = handlers.get(type) ?? new Set()
        handlers.set(type, set.add(handler))
      },
      off: (type: string, handler: () => void) => handlers.get(type)?.delete(handler),
    },
  }
  /** The browser went to `as` (Back or Forward), then Next asks whether to follow. */
  const pop = (as: string) => {
    win.history.state = entry(as)
    win.location.href = ORIGIN + as
    return decide ? decide(entry(as)) : true
  }
  /** The router went to `as` by itself and says so. */
  const navigate = (as: string) => {
    win.history.state = entry(as)
    win.location.href = ORIGIN + as
    for (const handler of handlers.get('routeChangeComplete') ?? []) handler()
  }
  return { win, router, pop, navigate, listeners: () => handlers.get('routeChangeComplete')?.size }
}

const guard = (blocks: boolean) => ({
  blocks: () => blocks,
  ask: vi.fn<LeaveGuard['ask']>(),
})

describe('createBackForwardGuard', () => {
  it('lets every step through while nothing blocks', () => {
    const f = fakes('/projects-new')
    const register = createBackForwardGuard(f.router, f.win)
    const open = guard(false)
    register(open)
    expect(f.pop('/projects')).toBe(true)
    expect(open.ask).not.toHaveBeenCalled()
    expect(f.win.history.pushState).not.toHaveBeenCalled()
  })

  it('holds a step away from a form with changes: puts the entry back, then asks', () => {
    const f = fakes('/projects-new')
    const register = createBackForwardGuard(f.router, f.win)
    const dirty = guard(true)
    register(dirty)

    expect(f.pop('/projects')).toBe(false)
    expect(f.win.history.pushState).toHaveBeenCalledWith(
      entry('/projects-new'),
      '',
      `${ORIGIN}/projects-new`,
    )
    expect(f.win.location.href).toBe(`${ORIGIN}/projects-new`)
    expect(dirty.ask).toHaveBeenCalledTimes(1)

    // agreeing steps back from the copy, to where the step was going
    dirty.ask.mock.calls[0][0]()
    expect(f.win.history.back).toHaveBeenCalledTimes(1)
  })

  it('puts back the entry shown last, after the router moved on', () => {
    const f = fakes('/projects')
    const register = createBackForwardGuard(f.router, f.win)
    register(guard(true))
    f.navigate('/projects/web/instances-new')
    f.pop('/projects')
    expect(f.win.history.pushState).toHaveBeenLastCalledWith(
      entry('/projects/web/instances-new'),
      '',
      `${ORIGIN}/projects/web/instances-new`,
    )
  })

  it('lets a step within the same page through', () => {
    const f = fakes('/projects-new?page=2')
    const register = createBackForwardGuard(f.router, f.win)
    const dirty = guard(true)
    register(dirty)
    expect(f.pop('/projects-new')).toBe(true)
    expect(dirty.ask).not.toHaveBeenCalled()
  })

  it('asks through the newest guard that blocks (a dialog over a panel)', () => {
    const f = fakes('/projects-new')
    const register = createBackForwardGuard(f.router, f.win)
    const panel = guard(true)
    const dialog = guard(true)
    const clean = guard(false)
    register(panel)
    register(dialog)
    register(clean)
    f.pop('/projects')
    expect(dialog.ask).toHaveBeenCalledTimes(1)
    expect(panel.ask).not.toHaveBeenCalled()
  })

  it('claims beforePopState once and gives it back when the last guard goes', () => {
    const f = fakes('/projects-new')
    const register = createBackForwardGuard(f.router, f.win)
    const first = register(guard(true))
    const second = register(guard(true))
    expect(f.router.beforePopState).toHaveBeenCalledTimes(1)

    first()
    expect(f.pop('/projects')).toBe(false)
    second()
    second() // releasing twice changes nothing
    expect(f.router.beforePopState).toHaveBeenCalledTimes(2)
    expect(f.listeners()).toBe(0)
    expect(f.pop('/projects')).toBe(true)
  })
})
