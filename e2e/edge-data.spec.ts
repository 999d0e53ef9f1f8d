import type { Page } from '@playwright/test'
import { pageRouteKeys, routes, type PageRouteKey } from '@/lib/core/routes'
import { padName } from '../mocks/edge-names'
import { waitForContent } from './content'
import { EDGE_PORT } from './edge-server'
import { expect, signIn, test } from './fixtures'
import { watchPageHealth } from './page-health'
import { ROUTE_SAMPLES as SAMPLES, fillSample } from './route-samples'
import { inParts, reachRoute, SIGNED_OUT } from './route-walk'

// Issue 27: every page renders any contract-valid data, and a broken part never takes the
// page down. A mock server of its own (playwright.config.ts, `MOCK_EDGE=1`) answers every
// read at the contract's edges (mocks/seed/edge-data.ts: names at 63 characters, integers at
// their maximum, optional fields absent, repeated items, unknown strings, far-off
// timestamps), and every route sample is visited there. A route fails when its page has no
// heading (blank, or not there at all), shows the error or not-found screen, throws, logs an
// error or a warning, gets an API error, shows a value formatted wrong (`NaN`, `Invalid
// Date`), or renders two children with one key (what React warns about in development; this
// is the production build: e2e/page-health.ts). `EDGE_ROUTES=instances,disks` walks only
// those routes, to look into a finding.

test.use({ baseURL: `http://localhost:${EDGE_PORT}` })

/** Route params that are no names: kept as the sample has them. */
const NOT_NAMES = new Set(['switchLocation'])

/**
 * The sample as the console would link to it in this mode: the names in its path padded as
 * the mock answers them (the mock takes the padding off again).
 */
function edgeUrl(key: PageRouteKey, url: string): string {
  const pattern = routes[key].pattern.split('/').filter(Boolean)
  const segments = url
    .split('/')
    .filter(Boolean)
    .map((seg, i) => {
      const param = /^\[(.+)\]$/.exec(pattern[i] ?? '')?.[1]
      if (!param || NOT_NAMES.has(param)) return seg
      return encodeURIComponent(padName(decodeURIComponent(seg)))
    })
  return `/${segments.join('/')}`
}

/** What components/layout/boot.tsx says when a page's code did not load. */
const BOOT_FAILED = 'The console could not load this page'

/** A load, the checks, and room for a slow one on a loaded machine. */
const PER_ROUTE_MS = 15_000

async function walk(
  page: Page,
  keys: PageRouteKey[],
  fill: (url: string) => string,
  how: 'direct' | 'in-app' = 'in-app',
) {
  test.setTimeout(keys.length * PER_ROUTE_MS + 30_000)
  const health = await watchPageHealth(page)
  const findings: string[] = []
  // the first page loads directly, and so does the one after a page that broke
  let direct = true
  for (const key of keys) {
    const url = edgeUrl(key, fill(SAMPLES[key]))
    const problems: string[] = []
    try {
      // reachRoute waits for the page's content, the end of its first load
      await reachRoute(page, key, url, { direct: direct || how === 'direct', linkName: padName })
      // the boot's own screen when the page's scripts came too slowly (a loaded machine):
      // a load failure, not the data's doing, so the walk loads the page again
      if (await page.getByText(BOOT_FAILED).count()) {
        await page.reload()
        await waitForContent(page)
      }
    } catch (error) {
      const body = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch(() => '')
      const shown = body.trim() ? `shows "${body.trim().slice(0, 80)}"` : 'blank'
      problems.push(`no page (${shown}): ${String(error).split('\n')[0]}`)
    }
    for (const screen of ['Something went wrong', 'Page not found']) {
      if (await page.getByRole('heading', { name: screen }).count()) problems.push(screen)
    }
    const broken = problems.length > 0
    problems.push(
      ...(await health.duplicateKeys().catch(() => [])),
      ...(await health.garbled().catch(() => [])),
      ...health.take(),
    )
    findings.push(...problems.map((p) => `${key} ${url}: ${p}`))
    // a page that broke may have left the app unable to follow a link
    direct = broken
  }
  return findings
}

/** Enough routes to a part that its sign-in and first load are a small share of it. */
const ROUTES_PER_PART = 34

// The walk's parts run side by side in the two workers, not one after another in one.
test.describe.configure({ mode: 'parallel' })

test('public pages render edge data', async ({ page }) => {
  expect(await walk(page, SIGNED_OUT, (url) => url, 'direct')).toEqual([])
})

const ONLY = process.env.EDGE_ROUTES?.split(',')
const consolePages = inParts(
  pageRouteKeys.filter((k) => !SIGNED_OUT.includes(k) && (!ONLY || ONLY.includes(k))),
  ROUTES_PER_PART,
)

consolePages.forEach((keys, part, parts) => {
  test(`console pages (part ${part + 1} of ${parts.length}) render edge data`, async ({ page }) => {
    await signIn(page, 'fleet-admin')
    const db1 = await page.request.get('/v1/instances/db1?project=mock-project')
    const { id } = (await db1.json()) as { id: string }
    const sleds = await page.request.get('/v1/system/hardware/sleds?limit=1')
    const [sled] = ((await sleds.json()) as { items: { id: string }[] }).items
    const findings = await walk(page, keys, (url) => fillSample(url, { db1: id, sled: sled.id }))
    expect(findings).toEqual([])
  })
})
