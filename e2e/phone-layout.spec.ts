import { expect, type Page } from '@playwright/test'
import { test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

/** The page's own width beyond the screen: wide tables scroll inside their frame instead. */
async function pageOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

async function waitForPage(page: Page) {
  // by tag: behind an open side panel the page's heading is hidden from the role tree
  await expect(page.locator('h1').first()).toBeVisible()
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'))
}

test('the navigation folds behind a menu button that opens it and closes on navigating', async ({
  authedPage: page,
}) => {
  await page.goto('/projects/mock-project/instances')
  await waitForPage(page)
  // folded: the side navigation is not on screen until asked for
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

  await page.getByRole('button', { name: 'Open navigation' }).click()
  const drawer = page.getByRole('dialog', { name: 'Navigation' })
  await expect(drawer).toBeVisible()
  await drawer.getByRole('link', { name: 'Disks' }).click()

  await expect(page).toHaveURL(/\/projects\/mock-project\/disks$/)
  await expect(page.getByRole('heading', { name: 'Disks', level: 1 })).toBeVisible()
  await expect(drawer).toBeHidden()
})

test('Escape closes the navigation and returns to its button', async ({ authedPage: page }) => {
  await page.goto('/projects')
  await waitForPage(page)
  const button = page.getByRole('button', { name: 'Open navigation' })
  await button.click()
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden()
  await expect(button).toBeFocused()
})

const SAMPLE_ROUTES = [
  '/projects',
  '/projects/mock-project/instances',
  '/projects/mock-project/instances/db1',
  '/projects/mock-project/instances/db1/networking',
  '/projects/mock-project/disks',
  '/projects/mock-project/vpcs/mock-vpc/firewall-rules',
  '/system/silos',
  '/system/audit-log',
  '/system/inventory',
]

test('no page overflows the screen sideways', async ({ authedPage: page }) => {
  const overflowing: string[] = []
  for (const url of SAMPLE_ROUTES) {
    await page.goto(url)
    await waitForPage(page)
    const px = await pageOverflow(page)
    if (px > 0) overflowing.push(`${url}: ${px}px`)
  }
  expect(overflowing).toEqual([])
})

test('a create panel takes the whole width and the page stays within the screen', async ({
  authedPage: page,
}) => {
  await page.goto('/projects/mock-project/disks-new')
  const panel = page.getByRole('dialog', { name: /create disk/i })
  await expect(panel).toBeVisible()
  // the panel slides in: measure it once it has arrived
  await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0)
  const box = await panel.boundingBox()
  expect(box?.width).toBe(390)
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
})
