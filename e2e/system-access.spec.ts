import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_SILO, expect, signIn, test, uniqueName } from './fixtures'
import { openRowMenu, rowOf } from './rows'

const GiB = 1024 ** 3

/** A local user of `silo`, made over the API by the signed-in fleet admin. */
async function createLocalUser(request: APIRequestContext, silo: string, prefix: string) {
  const username = uniqueName(prefix)
  const res = await request.post(`/v1/system/identity-providers/local/users?silo=${silo}`, {
    data: { external_id: username, password: { mode: 'password', value: DEMO_PASSWORD } },
  })
  expect(res.status()).toBe(201)
  const { id } = (await res.json()) as { id: string }
  return { id, username }
}

/** A local-only silo of the test's own: the shared silos' user lists grow with every test. */
async function createLocalSilo(request: APIRequestContext) {
  const silo = uniqueName('people')
  const res = await request.post('/v1/system/silos', {
    data: {
      name: silo,
      description: 'system access e2e',
      discoverable: false,
      identity_mode: 'local_only',
      mapped_fleet_roles: {},
      quotas: { cpus: 4, memory: 8 * GiB, storage: 100 * GiB },
      tls_certificates: [],
    },
  })
  expect(res.status()).toBe(201)
  return silo
}

/** Another person's browser, signed in through the silo's own sign-in form. */
async function signInElsewhere(browser: Browser, silo: string, username: string, password: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`/login/${silo}/local`)
  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  return page
}

/** Removes the role of the row named `name` through its menu and the confirmation. */
async function removeRole(page: Page, name: string) {
  await openRowMenu(page, name, 'Remove')
  const confirm = page.getByRole('alertdialog', { name: 'Remove role' })
  await expect(confirm).toContainText(name)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(confirm).toBeHidden()
  await expect(rowOf(page, name)).toHaveCount(0)
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('a fleet role given to a new user opens the System side for them, and its removal closes it', async ({
  page,
  browser,
}) => {
  const operator = await createLocalUser(page.request, DEMO_SILO, 'operator')
  const byId = await createLocalUser(page.request, DEMO_SILO, 'by-id')

  // without a fleet role the user sees no way to the System side
  const theirs = await signInElsewhere(browser, DEMO_SILO, operator.username, DEMO_PASSWORD)
  await theirs.goto('/system/silos')
  await expect(theirs.getByRole('heading', { name: 'Action not authorized' })).toBeVisible()

  await page.goto('/system/silos')
  await page.getByRole('navigation').getByRole('link', { name: 'Fleet Access' }).click()
  await expect(page).toHaveURL('/system/access')
  await expect(page.getByRole('heading', { name: 'Fleet access' })).toBeVisible()
  await expect(rowOf(page, 'fleet-admin')).toContainText('Admin')

  // a user of a silo, picked from the system user list of that silo
  await page.getByRole('button', { name: 'Add role' }).click()
  let add = page.getByRole('dialog', { name: 'Add role' })
  await expect(add.getByRole('radio', { name: 'A user of a silo' })).toBeChecked()
  await add.getByRole('combobox', { name: 'Silo' }).click()
  await page.getByRole('option', { name: DEMO_SILO, exact: true }).click()
  await add.getByRole('combobox', { name: 'User' }).click()
  await page.getByRole('option', { name: operator.username }).click()
  await add.getByRole('radio', { name: 'Viewer' }).check()
  await add.getByRole('button', { name: 'Add role' }).click()
  await expect(add).toBeHidden()
  const row = rowOf(page, operator.username)
  await expect(row).toContainText('Viewer')
  await expect(row).toContainText(DEMO_SILO)

  // an identity given by its id: checked as a UUID first, then named once the API has it
  await page.getByRole('button', { name: 'Add role' }).click()
  add = page.getByRole('dialog', { name: 'Add role' })
  await add.getByRole('radio', { name: 'By id' }).check()
  await add.getByRole('radio', { name: 'User', exact: true }).check()
  await add.getByRole('textbox', { name: 'ID' }).fill('not-an-id')
  await add.getByRole('button', { name: 'Add role' }).click()
  await expect(add.getByText('Enter the id (a UUID) of the user or group')).toBeVisible()
  await add.getByRole('textbox', { name: 'ID' }).fill(byId.id)
  await add.getByRole('button', { name: 'Add role' }).click()
  await expect(add).toBeHidden()
  await expect(rowOf(page, byId.username)).toContainText('Viewer')

  // the new fleet viewer now sees the System side
  await theirs.goto('/projects')
  await theirs.getByRole('link', { name: 'System', exact: true }).click()
  await expect(theirs).toHaveURL('/system/silos')
  await expect(theirs.getByRole('heading', { name: 'Silos' })).toBeVisible()

  // removed again, each after a confirmation: the System side refuses them once more
  await removeRole(page, operator.username)
  await removeRole(page, byId.username)
  await theirs.reload()
  await expect(theirs.getByRole('heading', { name: 'Action not authorized' })).toBeVisible()
  await theirs.context().close()
})

test("a local silo's users: create with a password, set a new one, sign in with it, delete", async ({
  page,
  browser,
}) => {
  const silo = await createLocalSilo(page.request)
  const username = uniqueName('hire')
  try {
    await page.goto(`/system/silos/${silo}`)
    await page.getByRole('link', { name: 'Users', exact: true }).click()
    await expect(page).toHaveURL(`/system/silos/${silo}/users`)
    await expect(page.getByRole('heading', { name: 'No users' })).toBeVisible()
    await page.getByRole('link', { name: 'New user' }).first().click()
    await expect(page).toHaveURL(`/system/silos/${silo}/users-new`)

    const panel = page.getByRole('dialog', { name: 'Create user' })
    await panel.getByRole('textbox', { name: 'Username' }).fill(username)
    await panel.getByRole('textbox', { name: 'Password', exact: true }).fill('first-password')
    await panel.getByRole('textbox', { name: 'Confirm password' }).fill('first-passwork')
    await panel.getByRole('button', { name: 'Create user' }).click()
    await expect(panel.getByText('The passwords do not match')).toBeVisible()
    // the request shown never holds the password
    await expect(panel).not.toContainText('first-password')
    await panel.getByRole('textbox', { name: 'Confirm password' }).fill('first-password')
    await panel.getByRole('button', { name: 'Create user' }).click()
    await expect(panel).toBeHidden()
    await expect(page).toHaveURL(`/system/silos/${silo}/users`)
    await expect(rowOf(page, username)).toBeVisible()

    // a new password, typed twice
    await openRowMenu(page, username, 'Set password')
    const set = page.getByRole('dialog', { name: 'Set password' })
    await set.getByRole('textbox', { name: 'New password', exact: true }).fill('second-password')
    await set.getByRole('textbox', { name: 'Confirm new password' }).fill('second-password')
    await set.getByRole('button', { name: 'Set password' }).click()
    await expect(set).toBeHidden()
    await expect(page.getByText(`New password set for ${username}`)).toBeVisible()

    // the old password no longer works; the new one signs them in to their silo
    const old = await browser.newContext()
    const refused = await old.request.post(`/v1/login/${silo}/local`, {
      data: { username, password: 'first-password' },
    })
    expect(refused.status()).toBe(401)
    await old.close()
    const theirs = await signInElsewhere(browser, silo, username, 'second-password')
    const me = await theirs.request.get('/v1/me')
    expect(((await me.json()) as { display_name: string }).display_name).toBe(username)

    // deleted after a confirmation: their session ends
    await openRowMenu(page, username, 'Delete')
    const confirm = page.getByRole('alertdialog', { name: 'Delete user' })
    await expect(confirm).toContainText(username)
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(confirm).toBeHidden()
    await expect(rowOf(page, username)).toHaveCount(0)
    expect((await theirs.request.get('/v1/me')).status()).toBe(401)
    await theirs.context().close()
  } finally {
    await page.request.delete(`/v1/system/silos/${silo}`)
  }
})

test("a SAML silo's Users tab says why it has no local users, and the API refuses them", async ({
  page,
}) => {
  await page.goto('/system/silos/globex/users')
  await expect(
    page.getByText(/globex has no local users: its users come from its identity provider/),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'New user' })).toHaveCount(0)
  // Nexus: a SAML silo has no "local" identity provider
  const res = await page.request.post('/v1/system/identity-providers/local/users?silo=globex', {
    data: { external_id: uniqueName('nope'), password: { mode: 'login_disallowed' } },
  })
  expect(res.status()).toBe(404)
  expect(((await res.json()) as { message: string }).message).toBe(
    'not found: identity-provider with name "local"',
  )
})

test("a silo's Access tab gives and removes a silo role from the system side", async ({ page }) => {
  const silo = await createLocalSilo(page.request)
  const member = await createLocalUser(page.request, silo, 'member')
  try {
    await page.goto(`/system/silos/${silo}`)
    await page.getByRole('link', { name: 'Access', exact: true }).click()
    await expect(page).toHaveURL(`/system/silos/${silo}/access`)
    await expect(page.getByRole('heading', { name: 'No roles assigned' })).toBeVisible()

    await page.getByRole('button', { name: 'Add role' }).first().click()
    const add = page.getByRole('dialog', { name: 'Add role' })
    await expect(add).toContainText(`silo ${silo}`)
    await add.getByRole('combobox', { name: 'User or group' }).click()
    await page.getByRole('option', { name: member.username }).click()
    await add.getByRole('radio', { name: 'Collaborator' }).check()
    await add.getByRole('button', { name: 'Add role' }).click()
    await expect(add).toBeHidden()
    await expect(rowOf(page, member.username)).toContainText('Collaborator')
    const policy = await page.request.get(`/v1/system/silos/${silo}/policy`)
    expect(await policy.json()).toEqual({
      role_assignments: [
        { identity_id: member.id, identity_type: 'silo_user', role_name: 'collaborator' },
      ],
    })

    await removeRole(page, member.username)
    await expect(page.getByRole('heading', { name: 'No roles assigned' })).toBeVisible()
  } finally {
    await page.request.delete(`/v1/system/silos/${silo}`)
  }
})
