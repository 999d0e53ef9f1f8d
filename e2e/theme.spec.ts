import { expect, type Page } from '@playwright/test'
import { test } from './fixtures'

/** The page background's lightness, 0 (black) to 255 (white), as the user sees it. */
async function backgroundLightness(page: Page) {
  return page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body)
      .backgroundColor.match(/[\d.]+/g)!
      .map(Number)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  })
}

async function chooseTheme(page: Page, label: 'System' | 'Light' | 'Dark') {
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitemradio', { name: label }).click()
}

test.describe('with the system set to dark', () => {
  test.use({ colorScheme: 'dark' })

  test('the console is dark from the first paint', async ({ authedPage: page }) => {
    await page.goto('/projects')
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await backgroundLightness(page)).toBeLessThan(60)
  })

  test('the sign-in page follows it too', async ({ page }) => {
    await page.goto('/login/acme/local')
    await expect(page.getByLabel('Username', { exact: true })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await backgroundLightness(page)).toBeLessThan(60)
  })

  test('Light in the user menu overrides it and is remembered', async ({ authedPage: page }) => {
    await page.goto('/projects')
    await chooseTheme(page, 'Light')
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    expect(await backgroundLightness(page)).toBeGreaterThan(200)

    await page.reload()
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    await page.getByRole('button', { name: 'User menu' }).click()
    await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeChecked()
    await page.keyboard.press('Escape')

    // back to System: the system's dark again
    await chooseTheme(page, 'System')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  })
})

test.describe('with the system set to light', () => {
  test.use({ colorScheme: 'light' })

  test('Dark in the user menu turns the console dark and survives a reload', async ({
    authedPage: page,
  }) => {
    await page.goto('/projects')
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    expect(await backgroundLightness(page)).toBeGreaterThan(200)

    await chooseTheme(page, 'Dark')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await backgroundLightness(page)).toBeLessThan(60)

    await page.reload()
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await backgroundLightness(page)).toBeLessThan(60)
  })
})
