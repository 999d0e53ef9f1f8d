import type { Page } from '@playwright/test'
import { matchRoute } from '@/lib/core/route-match'
import { pageRouteKeys, type PageRouteKey } from '@/lib/core/routes'
import { report, wcagViolations, type Finding } from './axe'
import { waitForContent } from './content'
import { expect, signIn, test } from './fixtures'
import { ROUTE_SAMPLES as SAMPLES, fillSample } from './route-samples'
import { inParts, reachRoute, SIGNED_OUT } from './route-walk'

// Spec §8: no WCAG 2.1 A/AA violation anywhere in the console. Every route of the route
// table is visited, so a new page is checked as soon as it exists: it needs a sample URL in
// route-samples.ts (seeded data, see mocks/seed/), or this file stops compiling and the
// walk fails.

const routeKeys = pageRouteKeys

// the boot (components/layout/boot.tsx) finds each sample's page by this same match
test('every route has a sample URL of its own pattern', () => {
  for (const key of routeKeys) {
    const sample: string | undefined = (SAMPLES as Record<string, string>)[key]
    expect(sample, `route ${key} needs a sample URL in e2e/route-samples.ts`).toBeDefined()
    // a sample may carry a query (the metrics explorer's); the route is the path's
    const path = new URL(sample!, 'http://console.test').pathname
    expect(matchRoute(path)?.key, `${key}: ${sample}`).toBe(key)
  }
})

/**
 * Each page gets its own share of time (a load and an axe run take about two seconds, six
 * on the slowest CI machine seen), so the walk can grow.
 */
const PER_ROUTE_MS = 15_000

/** `how`: signed-out pages load directly; signed-in walks go from page to page in the app. */
async function walk(
  page: Page,
  keys: PageRouteKey[],
  fill: (url: string) => string,
  how: 'direct' | 'in-app' = 'in-app',
) {
  test.setTimeout(keys.length * PER_ROUTE_MS + 15_000)
  const findings: Finding[] = []
  for (const [i, key] of keys.entries()) {
    const url = fill(SAMPLES[key])
    // reachRoute waits for the page's content, the end of its first load
    await reachRoute(page, key, url, { direct: how === 'direct' || i === 0 })
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
    findings.push(...(await wcagViolations(page, `${key} ${url}`)))
  }
  return findings
}

/**
 * The dark pass visits one page of each kind (list, page with tabs, chart, terminal, create
 * panel, properties, badges of every state), not all of them again: the whole walk takes
 * minutes, and every page draws its colours from the same theme variables.
 */
const DARK_SAMPLE: PageRouteKey[] = [
  'projects',
  'instances',
  'instance',
  'instanceMetricsCpu',
  'serialConsole',
  'disks',
  'disksNew',
  'snapshots',
  'images',
  'vpcFirewallRules',
  'siloUtilization',
  'profile',
  'systemSilos',
  'systemUtilization',
  'systemInventory',
  'systemIpPools',
  'systemAuditLog',
  'systemIssues',
  'systemAlerts',
]

/** The signed-in pages of a theme's walk, in parts the workers share. */
function consolePages(scheme: 'light' | 'dark'): PageRouteKey[][] {
  if (scheme === 'dark') return [DARK_SAMPLE]
  return inParts(
    routeKeys.filter((k) => !SIGNED_OUT.includes(k)),
    ROUTES_PER_PART,
  )
}

/** Enough routes to a part that its sign-in and first load are a small share of it. */
const ROUTES_PER_PART = 30

// The walk's parts run side by side in the two workers, not one after another in one.
test.describe.configure({ mode: 'parallel' })

// Both themes: the system setting picks the theme (public/theme-init.js), so emulating it is
// enough, and every colour pair is checked for contrast in each.
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme })

    test('public pages, signed out, have no WCAG 2.1 A/AA violation', async ({ page }) => {
      const findings = await walk(page, SIGNED_OUT, (url) => url, 'direct')
      expect(report(findings)).toEqual([])
    })

    consolePages(scheme).forEach((keys, part, parts) => {
      const which = parts.length > 1 ? ` (part ${part + 1} of ${parts.length})` : ''
      test(`console pages${which}, as fleet admin, have no WCAG 2.1 A/AA violation`, async ({
        page,
      }) => {
        await signIn(page, 'fleet-admin')
        const db1 = await page.request.get('/v1/instances/db1?project=mock-project')
        const { id } = (await db1.json()) as { id: string }
        const sleds = await page.request.get('/v1/system/hardware/sleds?limit=1')
        const [sled] = ((await sleds.json()) as { items: { id: string }[] }).items
        const findings = await walk(page, keys, (url) =>
          fillSample(url, { db1: id, sled: sled.id }),
        )
        if (part === parts.length - 1) {
          // not a route of the table, but a page anyone can land on under a path the platform
          // serves
          const notFound = '/projects/mock-project/no-such-page'
          await page.goto(notFound)
          await waitForContent(page)
          findings.push(...(await wcagViolations(page, `not found ${notFound}`)))
        }
        expect(report(findings)).toEqual([])
      })
    })

    test('menus and dialogs have no WCAG 2.1 A/AA violation', async ({ page }) => {
      await signIn(page, 'fleet-admin')
      await page.goto('/projects/mock-project/disks')
      await waitForContent(page)
      const row = page.getByRole('row').filter({ hasText: 'scratch' }).first()
      await row.getByRole('button', { name: /actions/i }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      const findings = await wcagViolations(page, 'disk row menu')

      await page.getByRole('menuitem', { name: 'Delete' }).click()
      const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'))
      await expect(confirm).toBeVisible()
      findings.push(...(await wcagViolations(page, 'delete confirmation')))
      await page.keyboard.press('Escape')
      await expect(confirm).toHaveCount(0)

      await page.getByRole('button', { name: 'User menu' }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      findings.push(...(await wcagViolations(page, 'user menu')))
      await page.keyboard.press('Escape')

      const banner = page.getByRole('region', { name: 'Technical preview' })
      await banner.getByRole('button', { name: 'Learn more' }).click()
      await expect(page.getByRole('dialog', { name: 'About this technical preview' })).toBeVisible()
      findings.push(...(await wcagViolations(page, 'Learn more dialog')))
      expect(report(findings)).toEqual([])
    })
  })
}
