import { expect, signIn, test } from './fixtures'

test('a missing project shows the not-found page', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/projects/no-such-project/instances')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('a server failure shows the error page', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.route('**/v1/projects?*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ request_id: 'r1', message: 'boom', error_code: 'Internal' }),
    }),
  )
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(
    page.getByText('Please try again. If the problem persists, contact your administrator.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to console' })).toBeVisible()
})

test('the technical-preview banner opens its Learn more dialog', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/projects')
  const banner = page.getByRole('region', { name: 'Technical preview' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Learn more' }).click()
  const dialog = page.getByRole('dialog', { name: 'About this technical preview' })
  await expect(dialog).toContainText('mock server')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
})

test('"Learn more" opened while the page is still coming stays open when it comes', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  // the projects page's code held back: the boot page (and its banner) shows meanwhile
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(/\/pages\/projects-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  // not waiting for `load`, which may wait for the held script
  await page.goto('/projects', { waitUntil: 'commit' })
  const learnMore = page
    .getByRole('region', { name: 'Technical preview' })
    .getByRole('button', { name: 'Learn more' })
  const dialog = page.getByRole('dialog', { name: 'About this technical preview' })
  // a click before the page's scripts run does nothing, as for a person, who clicks again
  await expect(async () => {
    await learnMore.click()
    await expect(dialog).toContainText('mock server', { timeout: 1000 })
  }).toPass()
  release()
  // behind the open dialog, so hidden from the accessibility tree
  await expect(
    page.getByRole('heading', { name: 'Projects', level: 1, includeHidden: true }),
  ).toBeAttached()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
})

test('only fleet viewers get the silo/system switch', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/projects')
  await page.getByRole('link', { name: 'System' }).click()
  await expect(page).toHaveURL('/system/silos')
  await expect(page.getByRole('row').filter({ hasText: 'globex' })).toBeVisible()

  // another person's session, in a tab of its own
  await page.goto('about:blank')
  await page.context().clearCookies()
  await signIn(page, 'silo-admin')
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Silo or system' })).toHaveCount(0)
})

test('a 403 says Action not authorized; a user with no role gets the identity-provider notice', async ({
  page,
}) => {
  await signIn(page, 'viewer')
  await page.goto('/system/silos')
  await expect(page.getByRole('heading', { name: 'Action not authorized' })).toBeVisible()
  await expect(page.getByText('identity provider is misconfigured')).toHaveCount(0)

  await page.goto('about:blank')
  await page.context().clearCookies()
  await signIn(page, 'nobody')
  await page.goto('/system/silos')
  await expect(page.getByRole('heading', { name: 'Action not authorized' })).toBeVisible()
  await expect(page.getByText(/identity provider is misconfigured/)).toBeVisible()
})

test('settings: profile, and the way to SSH keys', async ({ page }) => {
  await signIn(page, 'collaborator')
  await page.goto('/projects')
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  await expect(page).toHaveURL('/settings/profile')
  await expect(page.getByText('developers')).toBeVisible()

  // adding, checking and deleting keys is e2e/ssh-keys.spec.ts; here the settings nav leads there
  await page.getByRole('link', { name: 'SSH Keys' }).click()
  await expect(page).toHaveURL('/settings/ssh-keys')
  await expect(page.getByRole('link', { name: 'Add SSH key' }).first()).toBeVisible()
})
