import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './fixtures'

// The banner must not wait for the console's scripts or its first API answer.

const bannerText = /Technical preview: this console is running against a mock API/

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // one index.html serves every page: the sign-in page a signed-out console URL leads to too
  test('index.html served by the mock shows the technical-preview banner', async ({ page }) => {
    await page.goto('/projects')
    await expect(page).toHaveURL(/\/login\/acme\/local/)
    const banner = page.getByRole('region', { name: 'Technical preview' })
    await expect(banner).toBeVisible()
    await expect(banner).toHaveText(bannerText)
  })

  test('the same page as a real rack serves it (unmarked) hides the banner', async ({ page }) => {
    const unmarked = readFileSync(join(process.cwd(), 'out', 'index.html'), 'utf8')
    expect(unmarked).toContain('Technical preview')
    await page.route('**/login/acme/local', (route) =>
      route.fulfill({ contentType: 'text/html', body: unmarked }),
    )
    await page.goto('/login/acme/local')
    await expect(page.getByRole('heading', { name: 'This console needs JavaScript' })).toBeVisible()
    await expect(page.getByText('Technical preview')).toBeHidden()
    await expect(page.getByRole('region', { name: 'Technical preview' })).toHaveCount(0)
  })
})

test('the banner is there before any API call answers', async ({ page }) => {
  // every API call hangs: whatever shows, shows without an API answer
  await page.route('**/v1/**', () => {})
  await page.goto('/projects')
  await expect(page.getByRole('region', { name: 'Technical preview' })).toHaveText(bannerText)
})
