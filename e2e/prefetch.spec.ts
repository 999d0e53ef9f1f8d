import { expect, signIn, test } from './fixtures'

// The page behind a link is fetched when the user shows intent, not because the link is in view:
// a list would otherwise fetch the page behind every row it shows.
test('a row link fetches its page on hover, not when the row comes into view', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const pageCode: string[] = []
  page.on('request', (r) => {
    const url = decodeURIComponent(r.url())
    if (url.includes('/_next/static/chunks/pages/')) pageCode.push(url)
  })
  const instancePage = () => pageCode.some((u) => u.includes('/instances/[instance]'))

  await page.goto('/projects/mock-project/instances')
  const link = page.getByRole('row').getByRole('link', { name: 'db1', exact: true })
  await expect(link).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(instancePage()).toBe(false)

  await link.hover()
  await expect.poll(instancePage).toBe(true)
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: 'db1' })).toBeVisible()
})
