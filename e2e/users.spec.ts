import type { APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_SILO, expect, signIn, test, uniqueName } from './fixtures'

/**
 * A local user of the test's own (made by the fleet admin over the API), so that
 * signing them out everywhere ends no session another test is using.
 */
async function createLocalUser(request: APIRequestContext) {
  const login = await request.post(`/v1/login/${DEMO_SILO}/local`, {
    data: { username: 'fleet-admin', password: DEMO_PASSWORD },
  })
  expect(login.status()).toBe(204)
  const username = uniqueName('leaver')
  const created = await request.post(
    `/v1/system/identity-providers/local/users?silo=${DEMO_SILO}`,
    { data: { external_id: username, password: { mode: 'password', value: DEMO_PASSWORD } } },
  )
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  return { id, username }
}

test('a silo admin sees who is in a group and signs a user out everywhere', async ({
  page,
  browser,
  request,
}) => {
  const leaver = await createLocalUser(request)
  const theirs = await browser.newContext()
  const theirPage = await theirs.newPage()
  await signIn(theirPage, leaver.username)

  await signIn(page, 'silo-admin')
  // the silo's access page lists its groups and users below the role assignments
  await page.goto('/access')
  await expect(page.getByRole('heading', { name: 'Silo access' })).toBeVisible()
  const developers = page.getByRole('list', { name: 'Members of developers' })
  await expect(developers.getByRole('link', { name: 'collaborator' })).toBeVisible()

  // a member opens in the panel with their sessions and tokens
  await developers.getByRole('link', { name: 'collaborator' }).click()
  let panel = page.getByRole('dialog', { name: 'collaborator' })
  await expect(panel.getByRole('heading', { name: 'Sessions' })).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'Access tokens' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  // the user's detail lives in the URL
  await page.goto(`/access?user=${leaver.id}`)
  panel = page.getByRole('dialog', { name: leaver.username })
  const sessions = panel.getByRole('table', { name: `Sessions of ${leaver.username}` })
  await expect(sessions.getByRole('row')).toHaveCount(2) // the header and their one session
  await panel.getByRole('button', { name: 'Sign out everywhere' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Sign out user' })
  await expect(confirm).toContainText(leaver.username)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(confirm).toBeHidden()
  await expect(panel.getByText('Not signed in to the console.')).toBeVisible()

  // their browser, on its next request, is sent to sign in again
  await theirPage.goto('/projects')
  await expect(theirPage).toHaveURL(/\/login\//)
  await theirs.close()
})

test('a silo viewer sees the groups but is told the role needed for sessions', async ({ page }) => {
  await signIn(page, 'viewer')
  await page.goto('/access')
  const developers = page.getByRole('list', { name: 'Members of developers' })
  await developers.getByRole('link', { name: 'collaborator' }).click()
  const panel = page.getByRole('dialog', { name: 'collaborator' })
  await expect(
    panel.getByText('You need the silo admin role to see this user’s sessions.'),
  ).toBeVisible()
  await expect(
    panel.getByText('You need the silo admin role to see this user’s access tokens.'),
  ).toBeVisible()
  const signOut = panel.getByRole('button', { name: 'Sign out everywhere' })
  await expect(signOut).toHaveAttribute('aria-disabled', 'true')
  await expect(signOut).toHaveAccessibleDescription(
    'Needs admin on silo acme; you are viewer. Ask a silo admin.',
  )
})
