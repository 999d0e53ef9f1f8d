import { fillPattern } from './paths'
import { matchRoute, type RouteMatch } from './route-match'
import { routes, type RouteDef, type RouteKey } from './routes'

/** The route whose page shows behind a route's panel: the route itself when it is no panel. */
function pageBehind(key: RouteKey): RouteKey {
  return ((routes[key] as RouteDef).panelOver as RouteKey | undefined) ?? key
}

const pathOf = (url: string) => url.split(/[?#]/, 1)[0]

/**
 * Whether moving from `from` to `to` (URL paths, a query or fragment allowed) only opens,
 * closes or swaps a side panel over one page: that page then keeps its scroll.
 */
export function keepsScroll(from: string, to: string): boolean {
  const a = matchRoute(pathOf(from))
  const b = matchRoute(pathOf(to))
  if (!a || !b) return false
  const panels = [a, b].filter((m) => (routes[m.key] as RouteDef).panelOver)
  if (panels.length === 0) return false
  const behind = pageBehind(a.key)
  return behind === pageBehind(b.key) && samePage(behind, a, b)
}

/** The page behind, filled from each side's params, is one address: the same list. */
function samePage(key: RouteKey, a: RouteMatch, b: RouteMatch): boolean {
  try {
    return fillPattern(routes[key].pattern, a.params) === fillPattern(routes[key].pattern, b.params)
  } catch {
    return false
  }
}

type RouteEvent = 'routeChangeStart' | 'routeChangeComplete' | 'routeChangeError'

/** What this needs of Next's router: the address on screen and its route events. */
export type ScrollRouter = {
  asPath: string
  events: {
    on: (type: RouteEvent, handler: (url: string) => void) => void
    off: (type: RouteEvent, handler: (url: string) => void) => void
  }
}

/**
 * Next's router scrolls to the top after every move (unless each caller says otherwise),
 * which throws the list behind a route's side panel back to its first row when the panel
 * opens and again when it closes. This puts the page back where it was, once the move is
 * rendered and before it is painted (Next reports the move in a microtask after the
 * commit), for every panel route at once. Returns the uninstaller.
 */
export function keepScrollUnderPanels(
  router: ScrollRouter,
  win: Pick<Window, 'scrollX' | 'scrollY' | 'scrollTo'>,
): () => void {
  let kept: { to: string; x: number; y: number } | undefined
  const start = (url: string) => {
    kept = keepsScroll(router.asPath, url) ? { to: url, x: win.scrollX, y: win.scrollY } : undefined
  }
  const complete = (url: string) => {
    if (kept?.to === url) win.scrollTo(kept.x, kept.y)
    kept = undefined
  }
  const error = () => {
    kept = undefined
  }
  router.events.on('routeChangeStart', start)
  router.events.on('routeChangeComplete', complete)
  router.events.on('routeChangeError', error)
  return () => {
    router.events.off('routeChangeStart', start)
    router.events.off('routeChangeComplete', complete)
    router.events.off('routeChangeError', error)
  }
}
