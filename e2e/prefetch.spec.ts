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

// A list opened by its URL asks for its rows while its code starts, before React renders;
// the list then finds that answer instead of asking again.
test('a list opened by its address asks for its page of rows once, as the URL names it', async ({
  page,
}) => {
  await signIn(page, 'silo-admin')
  const asked: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname === '/v1/disks') asked.push(url.search)
  })
  await page.goto('/projects/mock-project/disks?size=10')
  await expect(page.getByRole('row').filter({ hasText: 'db1-boot' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(asked).toEqual(['?project=mock-project&limit=10'])

  // a link to another list still loads it the usual way
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Snapshots' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible()
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
})
