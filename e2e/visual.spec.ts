import type { Locator, Page } from '@playwright/test'
import { waitForContent } from './content'
import { expect, signIn, test } from './fixtures'
import { visit } from './route-walk'
import { VISUAL_BROWSER_TIME, VISUAL_PORT } from './visual/server'

// Screenshots of the console's key pages, held against committed baselines: a change that
// moves or restyles anything a person sees fails here, so code can move underneath with a
// net. They read a mock server of their own on a fixed clock (e2e/visual/server.ts), which no
// other test changes. A deliberate change of looks updates the baselines:
//   npx playwright test e2e/visual.spec.ts --update-snapshots

type Shot = {
  name: string
  path: string
  signedOut?: boolean
  /** What a person does on the page before the picture. */
  act?: (page: Page) => Promise<void>
  /** What changes from run to run (live data, charts of a moving window). */
  mask?: (page: Page) => Locator[]
  /** The whole page, not only the viewport: a long form whose every part is held. */
  fullPage?: boolean
  /**
   * What a person does after the picture, when Escape wouldn't undo what `act` left: a
   * toast outlives a move to the next page of the in-app walks.
   */
  after?: (page: Page) => Promise<void>
}

/**
 * The charts come in scripts of their own, after the page's content: a picture taken before
 * them shows their placeholder.
 */
const chartsDrawn = async (page: Page) => {
  await expect(page.getByRole('img', { name: / chart\./ }).first()).toBeVisible()
}

/** Charts plot a window that ends at the server's "now", which moves on as the suite runs. */
const charts = (page: Page) => [
  page.locator('.recharts-responsive-container'),
  page.getByText(/^Latest \(/),
  // the figures of the stat cards, not their names
  page.locator('figure dd'),
]

const SHOTS: Shot[] = [
  { name: 'login', path: '/login/acme/local', signedOut: true },
  { name: 'projects', path: '/projects' },
  { name: 'instances', path: '/projects/mock-project/instances' },
  { name: 'instance-storage', path: '/projects/mock-project/instances/db1/storage' },
  // a state badge with its spinner: the seed's analytics migrates for as long as the mock runs
  { name: 'instance-migrating', path: '/projects/mock-project/instances/analytics/storage' },
  { name: 'instance-networking', path: '/projects/mock-project/instances/db1/networking' },
  {
    name: 'instance-metrics',
    path: '/projects/mock-project/instances/db1/metrics/cpu',
    act: chartsDrawn,
    mask: charts,
  },
  {
    name: 'serial-console',
    path: '/projects/mock-project/instances/db1/serial-console',
    act: async (page) => {
      await expect(page.locator('.xterm-rows')).toContainText('login:')
    },
  },
  { name: 'disk-create-panel', path: '/projects/mock-project/disks-new' },
  // the Source column: silo images, a project image, a snapshot, a deleted image, blank
  { name: 'disks', path: '/projects/mock-project/disks' },
  {
    // a disk made from the project's image: its properties, and the image's own
    name: 'disk-panel',
    path: '/projects/mock-project/disks/data-archive',
    act: async (page) => {
      const panel = page.getByRole('dialog', { name: 'Disk' })
      await expect(panel.getByRole('region', { name: 'Source image' })).toContainText('debian')
    },
  },
  {
    name: 'disk-delete-dialog',
    path: '/projects/mock-project/disks',
    act: async (page) => {
      const row = page.getByRole('row').filter({ hasText: 'scratch' }).first()
      await row.getByRole('button', { name: /actions/i }).click()
      await page.getByRole('menuitem', { name: 'Delete' }).click()
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible()
    },
  },
  {
    name: 'search-palette',
    path: '/projects/mock-project/disks',
    act: async (page) => {
      await page.keyboard.press('Control+k')
      const palette = page.getByRole('dialog', { name: 'Search' })
      await palette.getByRole('combobox').fill('db')
      await expect(palette.getByRole('status')).not.toContainText('Searching')
      await expect(palette.getByRole('option').first()).toBeVisible()
    },
  },
  {
    // a destructive item, focused as the pointer rests on it
    name: 'row-actions-menu',
    path: '/projects/mock-project/disks',
    act: async (page) => {
      const row = page.getByRole('row').filter({ hasText: 'scratch' }).first()
      await row.getByRole('button', { name: /actions/i }).click()
      await page.getByRole('menuitem', { name: 'Delete' }).hover()
      await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused()
    },
  },
  {
    // a ruled-out destructive item says why in a tooltip
    name: 'instance-actions-tooltip',
    path: '/projects/mock-project/instances/db1/storage',
    act: async (page) => {
      await page.getByRole('button', { name: 'Actions', exact: true }).click()
      await page.getByRole('menuitem', { name: 'Delete' }).hover()
      await expect(page.getByRole('tooltip')).toBeVisible()
    },
  },
  {
    name: 'user-menu',
    path: '/projects',
    act: async (page) => {
      await page.getByRole('button', { name: /user menu/ }).click()
      await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeVisible()
    },
  },
  {
    // a button-heavy bar: the bulk actions over two selected rows
    name: 'instances-bulk-actions',
    path: '/projects/mock-project/instances',
    act: async (page) => {
      for (const name of ['db1', 'web-1']) {
        const row = page
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name, exact: true }) })
        await row.getByRole('checkbox').check()
      }
      await expect(page.getByText('2 instances selected')).toBeVisible()
    },
  },
  {
    // tabs, radios, checkboxes beside their labels, pickers: every kind of field
    name: 'instance-create',
    path: '/projects/mock-project/instances-new',
    fullPage: true,
    act: async (page) => {
      await expect(page.getByRole('combobox', { name: 'IP pool' })).toContainText('default')
      await expect(page.getByRole('checkbox', { name: 'laptop' })).toBeChecked()
    },
  },
  {
    name: 'instance-create-listbox',
    path: '/projects/mock-project/instances-new',
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Auto-restart policy' }).click()
      await expect(page.getByRole('option', { name: 'Best effort' })).toBeVisible()
    },
  },
  {
    name: 'instance-create-combobox',
    path: '/projects/mock-project/instances-new',
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Image' }).click()
      await expect(page.getByRole('option', { name: /^debian-12/ })).toBeVisible()
    },
  },
  {
    name: 'create-disk-modal',
    path: '/projects/mock-project/instances-new',
    act: async (page) => {
      await page.getByRole('button', { name: 'Create new disk' }).click()
      await expect(page.getByRole('dialog', { name: 'Create new disk' })).toBeVisible()
      await expect(page.getByRole('combobox', { name: 'Block size' })).toBeVisible()
    },
  },
  {
    // the mock refuses (the VPC has subnets): a toast, and nothing changed
    name: 'vpc-delete-refused-toast',
    path: '/projects/mock-project/vpcs',
    act: async (page) => {
      const row = page.getByRole('row').filter({ hasText: 'mock-vpc' }).first()
      await row.getByRole('button', { name: /actions/i }).click()
      await page.getByRole('menuitem', { name: 'Delete' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click()
      await expect(page.getByText('VPC cannot be deleted while VPC Subnets exist')).toBeVisible()
      await expect(page.getByRole('alertdialog')).toBeHidden()
    },
    after: async (page) => {
      await page.getByRole('button', { name: 'Close toast' }).click()
      await expect(page.getByRole('button', { name: 'Close toast' })).toBeHidden()
    },
  },
  { name: 'firewall-rules', path: '/projects/mock-project/vpcs/mock-vpc/firewall-rules' },
  // both kinds of group: two paged lists under one header
  { name: 'affinity', path: '/projects/mock-project/affinity' },
  { name: 'affinity-group-create', path: '/projects/mock-project/affinity/affinity-groups-new' },
  { name: 'affinity-group', path: '/projects/mock-project/affinity/affinity-groups/db-with-data' },
  // db1 is in groups of both kinds; running, so joining another is ruled out
  { name: 'instance-settings', path: '/projects/mock-project/instances/db1/settings' },
  { name: 'silo-access', path: '/access' },
  { name: 'profile', path: '/settings/profile' },
  { name: 'system-silos', path: '/system/silos' },
  { name: 'system-inventory', path: '/system/inventory' },
  { name: 'system-switches', path: '/system/inventory/switches' },
  { name: 'system-utilization', path: '/system/utilization', act: chartsDrawn, mask: charts },
  {
    // a window of fixed times, before the visual server's clock starts: the same points each run
    name: 'system-metrics',
    path: `/system/metrics?${new URLSearchParams({
      query:
        "get hardware_component:temperature | filter timestamp > @2026-06-15T08:30:00 && timestamp <= @2026-06-15T09:30:00 && sensor == 'cpu' | align mean_within(5m)",
      range: '1h',
    }).toString()}`,
    act: chartsDrawn,
  },
  { name: 'system-ip-pool', path: '/system/networking/ip-pools/default' },
  // a page header with tabs right under it, and a picker of fixed width in a section header
  { name: 'system-bgp-imported', path: '/system/networking/bgp/imported' },
  // a side panel's properties, their labels' column wider than the default
  { name: 'idp-panel', path: '/system/silos/globex/idps/saml/globex-sso' },
  // identity on the system side: the fleet's policy, and a local silo's users with their actions
  { name: 'system-access', path: '/system/access' },
  { name: 'system-silo-users', path: '/system/silos/acme/users' },
]

const VARIANTS = [
  { name: 'light', colorScheme: 'light', viewport: { width: 1280, height: 800 } },
  { name: 'dark', colorScheme: 'dark', viewport: { width: 1280, height: 800 } },
  { name: 'phone', colorScheme: 'light', viewport: { width: 390, height: 844 } },
] as const

test.describe.configure({ mode: 'parallel' })
test.use({
  baseURL: `http://localhost:${VISUAL_PORT}`,
  locale: 'en-US',
  timezoneId: 'UTC',
})

const PER_SHOT_MS = 20_000

// one walk per variant, signed in once: a fresh sign-in per picture would triple the time.
// The light walk loads every page from its URL, as a reload or a link from elsewhere does;
// the dark and phone walks go from page to page in the app, as a person does, which spares
// each page a whole load of the console's scripts.
for (const variant of VARIANTS) {
  test(`key pages look as they did: ${variant.name}`, async ({ page }) => {
    test.setTimeout(SHOTS.length * PER_SHOT_MS)
    await page.setViewportSize(variant.viewport)
    await page.emulateMedia({ colorScheme: variant.colorScheme })
    // the browser's clock stands still, so "3 days ago" and "Updated 09:40" read the same
    await page.clock.setFixedTime(VISUAL_BROWSER_TIME)
    const signedOut = SHOTS.filter((s) => s.signedOut)
    const signedIn = SHOTS.filter((s) => !s.signedOut)
    let shown = ''
    for (const shot of [...signedOut, ...signedIn]) {
      if (shot === signedIn[0]) await signIn(page, 'fleet-admin')
      // a push to the page already shown keeps its scroll and state: that one loads afresh
      const direct =
        variant.name === 'light' || !!shot.signedOut || shot === signedIn[0] || shot.path === shown
      shown = shot.path
      // what the last picture opened (a dialog, the palette) closes as a person would
      if (!direct) await page.keyboard.press('Escape')
      await visit(page, shot.path, direct)
      await waitForContent(page)
      await shot.act?.(page)
      await expect.soft(page).toHaveScreenshot(`${shot.name}-${variant.name}.png`, {
        mask: shot.mask?.(page),
        fullPage: shot.fullPage,
      })
      await shot.after?.(page)
    }
  })
}
