import type { Page } from '@playwright/test'
import type { PageRouteKey } from '@/lib/core/routes'
import { expect } from './fixtures'
import { watchFirstLoad } from './first-load'

// How the walks over every route sample (a11y.spec.ts, edge-data.spec.ts) reach each page.

/** Routes whose sample goes to a page elsewhere: the lookups find the instance's page. */
const LANDS_ELSEWHERE: PageRouteKey[] = ['root', 'lookupInstance', 'lookupInstanceShort']

/**
 * Routes the platform serves no index.html on, reached by a link
 * (lib/core/platform-served.test.ts): the page to start from and the link's name.
 */
const IN_APP_ONLY: Partial<Record<PageRouteKey, { from: string; name: string }>> = {
  siloImageEdit: { from: '/images', name: 'ubuntu-24-04' },
}

/** What a duplicate GET means, and where its fix usually lies. */
const SENT_TWICE =
  'an API GET sent twice in its first load: two queries ask for one URL under different ' +
  'keys (take both from one definition, as lib/api/page-queries.ts holds them for a ' +
  "page's hooks and its early requests), or something refetches what was just answered"

/** Pages the platform serves without signing in: every other one is walked signed in. */
export const SIGNED_OUT: PageRouteKey[] = ['loginLocal', 'loginSaml']

type NextWindow = { next: { router: { push: (url: string) => Promise<boolean> } } }

/**
 * Goes to `url` as the walks do: the first page of a walk loads directly, as a reload or a
 * link from elsewhere would (the platform's index.html boots it); the rest are reached from
 * it in the app, as a user following links would, which saves each page a whole load of the
 * console's scripts. Loads from a URL are checked by the boot's route match (`every route has
 * a sample URL of its own pattern`), platform.spec's reloads (a page of each kind) and the
 * visual spec's key pages, each loaded from its URL in its light walk.
 */
export async function visit(page: Page, url: string, direct: boolean) {
  if (direct) {
    await page.goto(url)
    return
  }
  await page.evaluate((to) => (window as unknown as NextWindow).next.router.push(to), url)
}

/** `keys` in about equal parts of at most `perPart`, for the workers to share. */
export function inParts<T>(keys: T[], perPart: number): T[][] {
  const parts = Math.ceil(keys.length / perPart)
  return Array.from({ length: parts }, (_, i) =>
    keys.slice(Math.floor((i * keys.length) / parts), Math.floor(((i + 1) * keys.length) / parts)),
  )
}

/**
 * Reaches route `key`'s sample `url` as the walks do (`visit`, or the link of an in-app-only
 * route, named by `linkName`), checks where it landed: the page itself or one it forwards
 * to (a default tab, under its path), or elsewhere for a route that lands elsewhere; then
 * waits for the end of its first load, which must send no API GET twice (e2e/first-load.ts
 * says what counts). A duplicate is a soft failure: the walk goes on and reports them all.
 */
export async function reachRoute(
  page: Page,
  key: PageRouteKey,
  url: string,
  { direct, linkName = (name) => name }: { direct: boolean; linkName?: (name: string) => string },
) {
  const link = IN_APP_ONLY[key]
  let firstLoad: ReturnType<typeof watchFirstLoad> | undefined
  try {
    if (link) {
      await page.goto(link.from)
      const follow = page.getByRole('link', { name: linkName(link.name), exact: true }).first()
      await follow.waitFor()
      // the route's load starts with the click, not with the page the link is on
      firstLoad = watchFirstLoad(page)
      await follow.click()
      await page.waitForURL(url)
    } else {
      firstLoad = watchFirstLoad(page)
      await visit(page, url, direct)
    }
    const path = new URL(url, page.url()).pathname
    if (LANDS_ELSEWHERE.includes(key)) {
      await expect(page, `${key}: ${url}`).not.toHaveURL((u) => u.pathname === path)
    } else {
      await expect(page, `${key}: ${url}`).toHaveURL(
        (u) => u.pathname === path || u.pathname.startsWith(`${path.replace(/\/$/, '')}/`),
      )
    }
    const duplicates = await firstLoad.end()
    expect.soft(duplicates, `${key} ${url}: ${SENT_TWICE}`).toEqual([])
  } finally {
    firstLoad?.stop()
  }
}
