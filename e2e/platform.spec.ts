import { DEMO_PASSWORD, expect, signIn, test } from './fixtures'
import { visit } from './route-walk'

// The bundle as the platform serves it (the mock server follows Nexus's rules): one
// index.html for every console URL, files only under /assets/, its headers. Every other test
// runs against the same serving; this file checks the serving itself. The fixture fails any
// test here on a CSP violation or an asset that didn't load.

const CSP =
  "default-src 'self'; style-src 'unsafe-inline' 'self'; frame-src 'none'; object-src 'none'; " +
  "form-action 'none'; frame-ancestors 'none'"

test('a signed-out deep link signs in and comes back to the same page and query', async ({
  page,
}) => {
  const target = '/projects/mock-project/disks?size=10'
  await page.goto(target)
  await expect(page).toHaveURL(`/login/acme/local?redirect_uri=${encodeURIComponent(target)}`)
  await page.getByLabel('Username', { exact: true }).fill('fleet-admin')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(target)
  await expect(page.getByRole('heading', { name: 'Disks' })).toBeVisible()
  await expect(page.getByLabel('Rows per page')).toHaveValue('10')
})

// One route of each kind. Most tests load their pages directly too; the axe walks reach
// theirs in the app.
const RELOADED = [
  { url: '/projects/mock-project/edit', heading: 'Edit project' },
  { url: '/projects/mock-project/instances?size=10', heading: 'Instances' },
  { url: '/projects/mock-project/instances/db1/networking', heading: 'db1' },
  { url: '/projects/mock-project/instances/db1/metrics/disk', heading: 'db1' },
  { url: '/projects/mock-project/vpcs/mock-vpc/subnets-new', heading: 'Create subnet' },
  { url: '/projects-new', heading: 'Create project' },
  { url: '/settings/ssh-keys', heading: 'SSH Keys' },
  { url: '/system/networking/ip-pools', heading: 'IP Pools' },
  { url: '/access', heading: 'Silo access' },
  { url: '/device/verify', heading: 'Device Authentication' },
]

test('a reload shows the same page with its params and query', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  for (const [i, { url, heading }] of RELOADED.entries()) {
    // reached as a user reaches it, in the app; the reload is the page's load from its URL
    await visit(page, url, i === 0)
    await expect(page).toHaveURL(url)
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible()
    await page.reload()
    await expect(page).toHaveURL(url)
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible()
  }
})

test('an address with a #fragment shows its page', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/projects/mock-project/disks#top')
  await expect(page.getByRole('heading', { name: 'Disks', exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/projects\/mock-project\/disks/)
})

test('an unknown path under a served prefix shows the not-found page', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  for (const url of [
    '/projects/mock-project/no-such-tab',
    '/system/no/such/page',
    '/settings/no/such/page',
  ]) {
    await page.goto(url)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(
      page.getByText(
        "The page you are looking for doesn't exist or you may not have access to it.",
      ),
    ).toBeVisible()
    await expect(page).toHaveURL(url)
  }
  // anything else is the platform's own JSON 404
  const other = await page.request.get('/no/such/page')
  expect(other.status()).toBe(404)
  expect(await other.json()).toMatchObject({ message: 'Not Found' })
})

test('index.html and assets go out with the platform headers, gzipped when welcome', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const index = await page.request.get('/projects')
  expect(index.status()).toBe(200)
  expect(index.headers()['content-security-policy']).toBe(CSP)
  expect(index.headers()['x-frame-options']).toBe('DENY')
  expect(index.headers()['x-content-type-options']).toBe('nosniff')
  expect(index.headers()['cache-control']).toBe('no-store')

  const html = await index.text()
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1])
  expect(scripts.length).toBeGreaterThan(3)
  for (const src of scripts) expect(src).toMatch(/^\/assets\//)

  const script = scripts.find((s) => s.includes('/pages/_app-'))!
  const gzipped = await page.request.get(script, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gzipped.status()).toBe(200)
  expect(gzipped.headers()['content-encoding']).toBe('gzip')
  expect(gzipped.headers()['cache-control']).toBe('max-age=31536000, immutable')
  const plain = await page.request.get(script, { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  // Playwright decodes the gzipped body: both carry the same script
  expect(await gzipped.text()).toBe(await plain.text())
})

test("a direct load asks for its page's scripts from the boot, and each is downloaded once", async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto('/projects/mock-project/disks')
  await expect(page.getByRole('heading', { name: 'Disks', exact: true })).toBeVisible()
  // the boot preload has asked for the page's own chunk (and the shared ones it needs)
  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
  expect(preloaded.some((p) => p.includes('/chunks/pages/projects/%5Bproject%5D/disks-'))).toBe(
    true,
  )
  // and Next's loader found each of them there: nothing was downloaded twice
  const twice = scripts.filter((s, i) => scripts.indexOf(s) !== i)
  expect(twice).toEqual([])
  for (const p of preloaded) expect(scripts).toContain(p)
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('a console URL says the console needs JavaScript, and no spinner turns', async ({
    page,
  }) => {
    await signIn(page, 'fleet-admin')
    await page.goto('/projects/mock-project/instances')
    await expect(
      page.getByRole('heading', { name: 'This console needs JavaScript', level: 1 }),
    ).toBeVisible()
    await expect(page.getByText(/Turn it on in the browser's settings, then reload/)).toBeVisible()
    await expect(page.locator('.animate-spin')).toBeHidden()
  })
})
