import { useRouter } from 'next/router'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { NotFound } from '@/components/kit/errors/not-found'
import { SomethingWentWrong } from '@/components/kit/errors/something-went-wrong'
import { Spinner } from '@/components/ui/spinner'
import { startEarlyRequests } from '@/lib/api/early-requests'
import { loadConsoleLayout } from './load-console-layout'
import { pageQueryClient } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { matchRoute, type RouteMatch } from '@/lib/core/route-match'
import { pageRouteKeys, routes, type RouteKey } from '@/lib/core/routes'

/**
 * The platform serves one `index.html` (this page, `/`) on every console URL, so this page
 * shows whichever page the address names: it finds the route in the route table and has
 * Next's router replace itself with that page, keeping the address, its params and query.
 */

/** The page a path shows; the platform answers its own routes (`/login`) itself. */
function pageAt(pathname: string): RouteMatch | undefined {
  const match = matchRoute(pathname)
  return match && (pageRouteKeys as RouteKey[]).includes(match.key) ? match : undefined
}

const noPageHere = () => window.location.pathname !== '/' && !pageAt(window.location.pathname)
const never = () => () => {}

// Runs when index.html's scripts run, before React renders: the page's first API requests
// start now, and the console frame's modules run while the page's own code loads (index.html's
// head asked for both, public/boot-preload.js), instead of once the page renders.
if (typeof window !== 'undefined') {
  const target = pageAt(window.location.pathname)
  if (target) {
    startEarlyRequests(pageQueryClient(), target.key, target.params, window.location.search)
    if (routes[target.key].layout !== 'public') void loadConsoleLayout()
  }
}

export function Boot() {
  const router = useRouter()
  const [failed, setFailed] = useState(false)
  // the prerendered HTML shows the spinner: hydration starts from it, then shows the answer
  const notFound = useSyncExternalStore(never, noPageHere, () => false)

  useEffect(() => {
    // with a query string, Next first brings its router up to date with it
    if (!router.isReady) return
    const { pathname, search, hash } = window.location
    if (pathname === '/') {
      void router.replace(pb.projects())
      return
    }
    const target = pageAt(pathname)
    if (!target) return
    const as = pathname + search
    const show = () => router.replace(routes[target.key].pattern + search, as)
    // Next takes a change that differs only by its #fragment for a scroll on this page:
    // drop the fragment first (the console makes no links with one)
    const start = hash ? router.replace(as).then(show) : show()
    start.catch((err: { cancelled?: boolean }) => {
      // a link followed before the page came is no failure
      if (!err?.cancelled) setFailed(true)
    })
  }, [router, router.isReady])

  if (notFound) return <NotFound />
  if (failed) {
    return (
      <SomethingWentWrong>
        The console could not load this page. Check your connection and reload.
      </SomethingWentWrong>
    )
  }
  return (
    <div className="flex justify-center py-16">
      <Spinner />
    </div>
  )
}
