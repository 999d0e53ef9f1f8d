import type { Page, Route } from '@playwright/test'
import { expect, signIn, test, uniqueName } from './fixtures'

// Issue 43 item 8: when the API can't be reached at all (requests fail for the network,
// not with an HTTP error), the console says so, pings GET /v1/ping until it answers, then
// refreshes what is on screen, and nothing typed is lost meanwhile.

const unreachable = (route: Route) => route.abort('failed')

/** The pings the page sends, as they go out. */
function watchPings(page: Page) {
  const pings: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/v1/ping') pings.push(r.url())
  })
  return pings
}

const bannerOf = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Connection to the API lost' })

test('the API lost and regained: a banner while it is away, the list refreshed, the form kept', async ({
  page,
}) => {
  await signIn(page, 'silo-admin')
  const typed = uniqueName('typed-offline')
  // first by name: on the list's first page
  const madeMeanwhile = uniqueName('aaa-made-offline')

  await page.goto('/projects-new')
  const panel = page.getByRole('dialog', { name: 'Create project' })
  await panel.getByLabel('Name').fill(typed)
  await panel.getByLabel('Description').fill('typed while the API was away')
  const pings = watchPings(page)

  // the network goes: the create gets no answer at all
  await page.route('**/v1/**', unreachable)
  await panel.getByRole('button', { name: 'Create project' }).click()
  const banner = bannerOf(page)
  // heard over the open panel too: a live region is not hidden with the rest of the page
  await expect(banner).toContainText('Connection to the API lost; retrying…')
  await expect(panel.getByText('Could not reach the API')).toBeVisible()
  // pings go out with backoff: 1 s, then 2 s after that
  await expect.poll(() => pings.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
  await expect(banner).toBeVisible()

  // someone else makes a project meanwhile (this test's API client is not the page's network)
  const made = await page.request.post('/v1/projects', {
    data: { name: madeMeanwhile, description: '' },
  })
  expect(made.status()).toBe(201)

  // the network comes back: the next ping answers, the banner goes, the list is read again
  const listRead = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/v1/projects' &&
      r.request().method() === 'GET' &&
      r.status() === 200,
  )
  await page.unroute('**/v1/**', unreachable)
  await expect(banner).toHaveCount(0, { timeout: 30_000 })
  await listRead
  await expect(page.getByText(madeMeanwhile)).toBeVisible()

  // what was typed is all there, and goes through now
  await expect(panel.getByLabel('Name')).toHaveValue(typed)
  await expect(panel.getByLabel('Description')).toHaveValue('typed while the API was away')
  await panel.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL(`/projects/${typed}/instances`)
})

test('Retry now pings at once, and the page that failed to load loads', async ({ page }) => {
  await signIn(page, 'silo-admin')
  await page.goto('/projects')
  await expect(page.getByRole('link', { name: 'mock-project' })).toBeVisible()
  const pings = watchPings(page)

  await page.route('**/v1/**', unreachable)
  await page.getByRole('link', { name: 'mock-project' }).click()
  await expect(page).toHaveURL('/projects/mock-project/instances')
  const banner = bannerOf(page)
  await expect(banner).toBeVisible()
  await expect(banner.getByText(/Next try in \d+ s|Trying now/)).toBeVisible()

  // still away: the ping fails and the banner stays
  await expect.poll(() => pings.length).toBeGreaterThanOrEqual(1)
  const before = pings.length
  await banner.getByRole('button', { name: 'Retry now' }).click()
  await expect.poll(() => pings.length).toBeGreaterThan(before)
  await expect(banner).toBeVisible()

  // back: Retry now finds it, and the instances come
  await page.unroute('**/v1/**', unreachable)
  await banner.getByRole('button', { name: 'Retry now' }).click()
  await expect(banner).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'db1', exact: true })).toBeVisible()
})

test('an HTTP error is no lost connection: no banner, no ping', async ({ page }) => {
  await signIn(page, 'silo-admin')
  await page.goto('/projects-new')
  const panel = page.getByRole('dialog', { name: 'Create project' })
  await panel.getByLabel('Name').fill(uniqueName('typed-503'))
  const pings = watchPings(page)
  await page.route('**/v1/projects', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ request_id: 'e2e', message: 'Service Unavailable' }),
    }),
  )
  await panel.getByRole('button', { name: 'Create project' }).click()
  await expect(panel.getByText(/unavailable/i)).toBeVisible()
  await expect(page.getByText('Connection to the API lost')).toHaveCount(0)
  expect(pings).toEqual([])
})
