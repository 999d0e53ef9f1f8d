import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { matchRoute } from '@/lib/core/route-match'
import { pageRouteKeys, type PageRouteKey } from '@/lib/core/routes'
import { waitForContent } from './content'
import { expect, signIn, test } from './fixtures'
import { ROUTE_SAMPLES as SAMPLES, fillSample } from './route-samples'

// Spec §8: no WCAG 2.1 A/AA violation anywhere in the console. Every route of the route
// table is visited, so a new page is checked as soon as it exists: it needs a sample URL in
// route-samples.ts (seeded data, see mocks/seed*.ts), or this file stops compiling and the
// walk fails.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

const routeKeys = pageRouteKeys

// the boot (components/layout/boot.tsx) finds each sample's page by this same match
test('every route has a sample URL of its own pattern', () => {
  for (const key of routeKeys) {
    const sample: string | undefined = (SAMPLES as Record<string, string>)[key]
    expect(sample, `route ${key} needs a sample URL in e2e/route-samples.ts`).toBeDefined()
    expect(matchRoute(sample!)?.key, `${key}: ${sample}`).toBe(key)
  }
})

type Finding = { where: string; id: string; help: string; targets: string[] }

/**
 * Lets opening animations end: a dialog audited while it still fades in has its text at
 * part opacity, which axe reports as low contrast (seen on a loaded machine).
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

async function audit(page: Page, where: string): Promise<Finding[]> {
  await settleAnimations(page)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  return violations.flatMap((v) =>
    v.nodes.map((n) => ({
      where,
      id: v.id,
      help: v.help,
      targets: n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))),
    })),
  )
}

function report(findings: Finding[]) {
  return findings.map((f) => `${f.where}: ${f.id} (${f.help}) at ${f.targets.join(', ')}`)
}

/** Routes whose sample goes to a page elsewhere: the lookups find the instance's page. */
const LANDS_ELSEWHERE: PageRouteKey[] = ['root', 'lookupInstance', 'lookupInstanceShort']

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Routes the platform serves no index.html on, reached by a link (lib/core/platform-served.test.ts). */
const IN_APP_ONLY: Partial<Record<PageRouteKey, { from: string; name: string }>> = {
  siloImageEdit: { from: '/images', name: 'ubuntu-24-04' },
}

/** Pages the platform serves without signing in: every other one is walked signed in. */
const SIGNED_OUT: PageRouteKey[] = ['loginLocal', 'loginSaml']

/**
 * Each page gets its own share of time (axe takes about a second per page, three on the
 * slowest CI machine seen), so the walk can grow.
 */
const PER_ROUTE_MS = 15_000

async function walk(page: Page, keys: PageRouteKey[], fill: (url: string) => string) {
  test.setTimeout(keys.length * PER_ROUTE_MS + 15_000)
  const findings: Finding[] = []
  for (const key of keys) {
    const url = fill(SAMPLES[key])
    const link = IN_APP_ONLY[key]
    if (link) {
      await page.goto(link.from)
      await page.getByRole('link', { name: link.name, exact: true }).first().click()
      await page.waitForURL(url)
    } else {
      // a direct load, as a reload or a link from elsewhere: the platform's index.html boots it
      await page.goto(url)
    }
    await waitForContent(page)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
    if (!LANDS_ELSEWHERE.includes(key)) {
      // the page itself, or one it forwards to (a default tab, under its path)
      expect(new URL(page.url()).pathname, `${key}: ${url}`).toMatch(
        new RegExp(`^${escapeRegExp(new URL(url, page.url()).pathname)}(/|$)`),
      )
    }
    findings.push(...(await audit(page, `${key} ${url}`)))
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

// Both themes: the system setting picks the theme (public/theme-init.js), so emulating it is
// enough, and every colour pair is checked for contrast in each.
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme })

    test('public pages, signed out, have no WCAG 2.1 A/AA violation', async ({ page }) => {
      const findings = await walk(page, SIGNED_OUT, (url) => url)
      expect(report(findings)).toEqual([])
    })

    test('console pages, as fleet admin, have no WCAG 2.1 A/AA violation', async ({ page }) => {
      await signIn(page, 'fleet-admin')
      const db1 = await page.request.get('/v1/instances/db1?project=mock-project')
      const { id } = (await db1.json()) as { id: string }
      const sleds = await page.request.get('/v1/system/hardware/sleds?limit=1')
      const [sled] = ((await sleds.json()) as { items: { id: string }[] }).items
      const keys =
        scheme === 'dark' ? DARK_SAMPLE : routeKeys.filter((k) => !SIGNED_OUT.includes(k))
      const findings = await walk(page, keys, (url) => fillSample(url, { db1: id, sled: sled.id }))
      // not a route of the table, but a page anyone can land on under a path the platform serves
      await page.goto('/projects/mock-project/no-such-page')
      await waitForContent(page)
      findings.push(...(await audit(page, 'not found /projects/mock-project/no-such-page')))
      expect(report(findings)).toEqual([])
    })

    test('menus and dialogs have no WCAG 2.1 A/AA violation', async ({ page }) => {
      await signIn(page, 'fleet-admin')
      await page.goto('/projects/mock-project/disks')
      await waitForContent(page)
      const row = page.getByRole('row').filter({ hasText: 'scratch' }).first()
      await row.getByRole('button', { name: /actions/i }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      const findings = await audit(page, 'disk row menu')

      await page.getByRole('menuitem', { name: 'Delete' }).click()
      const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'))
      await expect(confirm).toBeVisible()
      findings.push(...(await audit(page, 'delete confirmation')))
      await page.keyboard.press('Escape')
      await expect(confirm).toHaveCount(0)

      await page.getByRole('button', { name: 'User menu' }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      findings.push(...(await audit(page, 'user menu')))
      await page.keyboard.press('Escape')

      const banner = page.getByRole('region', { name: 'Technical preview' })
      await banner.getByRole('button', { name: 'Learn more' }).click()
      await expect(page.getByRole('dialog', { name: 'About this technical preview' })).toBeVisible()
      findings.push(...(await audit(page, 'Learn more dialog')))
      expect(report(findings)).toEqual([])
    })
  })
}
