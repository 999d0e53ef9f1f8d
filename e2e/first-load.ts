import type { Page, Request } from '@playwright/test'
import { POLL_INTERVAL_MS } from '@/lib/api/poll'
import { waitForContent } from './content'

// A route's first load, watched for a GET the console sends twice (e2e/route-walk.ts).
//
// The first load is every request from the moment the walk asks for the route's URL (a load,
// a push of the router, a click) until the page's content is shown (`waitForContent`) and then
// nothing has been in flight for NETWORK_IDLE_MS, or SETTLE_MAX_MS have passed for a page that
// polls so much the network never rests. Within it, an API GET (same URL, query string
// included) sent again is a duplicate, unless it went out at least DELIBERATE_AFTER_MS after
// the earlier one was answered: that is the soonest the console asks again on purpose, a poll
// (lib/api/poll.ts) or a read gone stale (spec §7: 2 s stale time) that a later part of the
// page asks for. Two queries for one URL under different keys, an early request that its page
// doesn't share (lib/api/early-requests.ts), a component that refetches on mount: each sends
// its second GET while the first is out or just after it came back. On a machine so slow that
// a page's code arrives more than 2 s after its early requests were answered, such a second
// GET comes when a stale read would and passes: the rule would rather miss a duplicate there
// than fail a walk on a read the stale time asks for.

/** What Playwright calls network idle: this long with no request in flight. */
const NETWORK_IDLE_MS = 500
const SETTLE_MAX_MS = 5_000
/** A poll and a stale read both wait 2 s, from when the answer was taken in. */
const DELIBERATE_AFTER_MS = POLL_INTERVAL_MS

/** The console's API, as Nexus serves it beside the console. */
export const isApiPath = (pathname: string) =>
  pathname.startsWith('/v1/') || pathname.startsWith('/experimental/')

const apiGet = (r: Request) => r.method() === 'GET' && isApiPath(new URL(r.url()).pathname)

/** When the browser sent `r` and took in its answer (ms since the epoch; Infinity: no answer). */
function timesOf(r: Request) {
  const { startTime, responseEnd } = r.timing()
  return { sent: startTime, answered: responseEnd >= 0 ? startTime + responseEnd : Infinity }
}

/** The GETs of `sent` that went out again before a deliberate refetch could have. */
function duplicatesIn(sent: Request[]): string[] {
  const byUrl = new Map<string, Request[]>()
  for (const r of sent) byUrl.set(r.url(), [...(byUrl.get(r.url()) ?? []), r])
  const found: string[] = []
  for (const [url, requests] of byUrl) {
    const times = requests.map(timesOf).sort((a, b) => a.sent - b.sent)
    for (let i = 1; i < times.length; i++) {
      const gap = times[i].sent - times[i - 1].answered
      if (gap >= DELIBERATE_AFTER_MS) continue
      const { pathname, search } = new URL(url)
      const when =
        gap < 0
          ? 'while the earlier one was still out'
          : `${Math.round(gap)} ms after the earlier one was answered`
      found.push(`GET ${pathname}${search} sent again ${when}`)
    }
  }
  return found
}

/**
 * Starts watching `page`'s requests: call it just before asking for a route's URL. `end()`
 * waits for the end of the first load (above), stops watching and returns its duplicate GETs.
 */
export function watchFirstLoad(page: Page) {
  const sent: Request[] = []
  const inFlight = new Set<Request>()
  let lastChange = Date.now()
  const onRequest = (r: Request) => {
    inFlight.add(r)
    lastChange = Date.now()
    if (apiGet(r)) sent.push(r)
  }
  const onDone = (r: Request) => {
    inFlight.delete(r)
    lastChange = Date.now()
  }
  page.on('request', onRequest)
  page.on('requestfinished', onDone)
  page.on('requestfailed', onDone)

  const stop = () => {
    page.off('request', onRequest)
    page.off('requestfinished', onDone)
    page.off('requestfailed', onDone)
  }

  return {
    async end(): Promise<string[]> {
      try {
        await waitForContent(page)
        const giveUp = Date.now() + SETTLE_MAX_MS
        while (Date.now() < giveUp) {
          if (inFlight.size === 0 && Date.now() - lastChange >= NETWORK_IDLE_MS) break
          await page.waitForTimeout(50)
        }
      } finally {
        stop()
      }
      return duplicatesIn(sent)
    },
    stop,
  }
}
