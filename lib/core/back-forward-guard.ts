import Router from 'next/router'

/**
 * The browser's Back and Forward with unsaved changes. Next's pages router
 * lets one callback decide each step through the history (`beforePopState`);
 * this module is the console's one such callback, so anything else that
 * wants a say over those steps registers a guard here instead of setting
 * its own (which would silently replace this one).
 *
 * By the time the router asks, the browser already shows the address it went
 * to, so a held step first returns to the entry that was left, then asks.
 * Where the browser says how far the step went (the Navigation API's entry
 * index), it steps back by as much, and agreeing repeats the step, so the
 * history stays whole. Elsewhere it pushes a copy of the entry left (which
 * drops the entries beyond it), and agreeing steps back from that copy:
 * either way the user lands where Back, Forward or a jump from the
 * browser's history menu was going.
 */

export type LeaveGuard = {
  /** Whether leaving now would lose something. */
  blocks: () => boolean
  /** Asks the user, and calls `leave` once they agree. */
  ask: (leave: () => void) => void
}

type SettledEvent = 'routeChangeComplete' | 'hashChangeComplete'

/** What this needs of Next's router. */
export type PopStateRouter = {
  beforePopState: (decide: (state: unknown) => boolean) => void
  events: {
    on: (type: SettledEvent, handler: () => void) => void
    off: (type: SettledEvent, handler: () => void) => void
  }
}

/** What this needs of the window: the history and the address on screen. */
export type HistoryWindow = {
  history: Pick<History, 'state' | 'pushState' | 'back' | 'go'>
  location: Pick<Location, 'href'>
  /** The Navigation API, where the browser has it (TypeScript's DOM types don't yet). */
  navigation?: { currentEntry: { index: number } | null }
}

const SETTLED: readonly SettledEvent[] = ['routeChangeComplete', 'hashChangeComplete']

/** The path a popped entry goes to: Next keeps its address as `as`. */
function poppedPath(state: unknown, base: string): string | null {
  const as = (state as { as?: unknown } | null)?.as
  return typeof as === 'string' ? new URL(as, base).pathname : null
}

/** Registers guards; the first one in claims `beforePopState`, the last one out gives it back. */
export function createBackForwardGuard(router: PopStateRouter, win: HistoryWindow) {
  const guards: LeaveGuard[] = []
  const entryIndex = () => win.navigation?.currentEntry?.index
  // the entry on screen, to return to when a step away from it is held
  let shown: { state: unknown; href: string; index: number | undefined } = {
    state: null,
    href: '',
    index: undefined,
  }
  const remember = () => {
    shown = { state: win.history.state as unknown, href: win.location.href, index: entryIndex() }
  }
  // set while the browser steps back to the entry on screen, which the router must not handle
  let returning = false

  const decide = (state: unknown) => {
    const wasReturning = returning
    returning = false
    // the step back to the entry on screen, or one within the same page (its query or hash)
    if (poppedPath(state, shown.href) === new URL(shown.href).pathname) return !wasReturning
    // the newest guard sits on top (a dialog over a panel): it asks first
    const guard = guards.findLast((g) => g.blocks())
    if (!guard) return true
    const index = entryIndex()
    if (shown.index !== undefined && index !== undefined && index !== shown.index) {
      const steps = shown.index - index
      returning = true
      win.history.go(steps)
      guard.ask(() => win.history.go(-steps))
    } else {
      win.history.pushState(shown.state, '', shown.href)
      guard.ask(() => win.history.back())
    }
    return false
  }

  return function register(guard: LeaveGuard): () => void {
    if (guards.length === 0) {
      remember()
      returning = false
      router.beforePopState(decide)
      for (const type of SETTLED) router.events.on(type, remember)
    }
    guards.push(guard)
    return () => {
      const i = guards.indexOf(guard)
      if (i < 0) return
      guards.splice(i, 1)
      if (guards.length > 0) return
      // the router's own behaviour: every step goes ahead
      router.beforePopState(() => true)
      for (const type of SETTLED) router.events.off(type, remember)
    }
  }
}

let appGuard: ReturnType<typeof createBackForwardGuard> | undefined

/** Holds Back and Forward while `guard` blocks; the returned function releases it. */
export function guardBackForward(guard: LeaveGuard): () => void {
  // made on first use, in the browser: the router singleton exists only there
  appGuard ??= createBackForwardGuard(Router, window)
  return appGuard(guard)
}
