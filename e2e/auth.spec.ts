import { expect, signIn, signInThroughForm, test } from './fixtures'

test('signs in and lands on projects', async ({ page }) => {
  await signInThroughForm(page, 'fleet-admin')
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'mock-project' })).toBeVisible()
})

test('a wrong password shows an error and keeps the username', async ({ page }) => {
  await page.goto('/login/acme/local')
  await page.getByLabel('Username').fill('fleet-admin')
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Could not sign in. Check your username and password.')).toBeVisible()
  await expect(page.getByLabel('Username')).toHaveValue('fleet-admin')
  await expect(page).toHaveURL(/\/login\/acme\/local/)
})

test('/login goes to the default silo and keeps redirect_uri', async ({ page }) => {
  await page.goto('/login?redirect_uri=%2Fsettings%2Fprofile')
  await expect(page).toHaveURL('/login/acme/local?redirect_uri=%2Fsettings%2Fprofile')
  await page.getByLabel('Username').fill('silo-admin')
  await page.getByLabel('Password').fill('oxide-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/settings/profile')
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
})

for (const target of ['https://example.com', '//example.com', '/\\example.com']) {
  test(`refuses redirect_uri ${target}`, async ({ page }) => {
    await page.goto(`/login/acme/local?redirect_uri=${encodeURIComponent(target)}`)
    await page.getByLabel('Username').fill('silo-admin')
    await page.getByLabel('Password').fill('oxide-demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/projects')
  })
}

test('a 401 mid-session goes to login and returns after sign-in', async ({ page, context }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/projects')
  await expect(page.getByRole('link', { name: 'mock-project' })).toBeVisible()
  // the shell's lazy half asks for more once its code arrives, which on a busy machine is
  // after the list shows: a 401 to that request would send us to sign in from /projects,
  // before the click this test is about
  await page.waitForLoadState('networkidle')
  await context.clearCookies()
  await page.getByRole('link', { name: 'mock-project' }).click()
  await expect(page).toHaveURL(
    '/login/acme/local?redirect_uri=%2Fprojects%2Fmock-project%2Finstances',
  )
  await page.getByLabel('Username').fill('fleet-admin')
  await page.getByLabel('Password').fill('oxide-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/projects/mock-project/instances')
  await expect(page.getByRole('heading', { name: 'Instances' })).toBeVisible()
})

test('signs out', async ({ page }) => {
  await signIn(page, 'silo-admin')
  await page.goto('/projects')
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login\/acme\/local/)
  // the session is gone: a console page sends us back to sign in
  await page.goto('/projects')
  await expect(page).toHaveURL(/\/login\/acme\/local\?redirect_uri=%2Fprojects/)
})

test('SAML sign-in to another silo shows only that silo', async ({ page }) => {
  await page.goto('/login/globex/saml/globex-sso')
  await page.getByRole('button', { name: 'Sign in with globex-sso' }).click()
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('link', { name: 'globex-web' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'mock-project' })).toHaveCount(0)
  // another silo's project is indistinguishable from a missing one
  await page.goto('/projects/mock-project/instances')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
