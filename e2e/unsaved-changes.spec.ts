// Nothing typed is lost: leaving a form with changes asks first, and a forced sign-in keeps
// the draft. Only the last test saves anything, in a project of its own.
import { newProject } from './disk-setup'
import { expect, signIn, test, uniqueName } from './fixtures'

const PROJECT = 'mock-project'

test.beforeEach(async ({ page }) => {
  await signIn(page, 'silo-admin')
})

test('closing a panel with changes asks first; Cancel keeps the text, Confirm goes', async ({
  page,
}) => {
  await page.goto('/projects-new')
  const panel = page.getByRole('dialog', { name: 'Create project' })
  const name = uniqueName('unsaved')
  await panel.getByLabel('Name').fill(name)

  const confirm = page.getByRole('alertdialog', { name: 'Leave without saving' })
  await panel.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toContainText('What you changed in Create project will be lost.')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(page).toHaveURL('/projects-new')
  await expect(panel.getByLabel('Name')).toHaveValue(name)

  // Escape asks too
  await panel.getByLabel('Name').press('Escape')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL('/projects')
  await expect(panel).toBeHidden()
})

test('a panel without changes closes at once', async ({ page }) => {
  await page.goto('/projects-new')
  const panel = page.getByRole('dialog', { name: 'Create project' })
  await panel.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})

test('following a link away from a form with changes asks first', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/instances-new`)
  const name = page.getByRole('textbox', { name: 'Name', exact: true })
  await name.fill('half-typed')

  const confirm = page.getByRole('alertdialog', { name: 'Leave without saving' })
  await page.getByRole('navigation').getByRole('link', { name: 'Disks' }).click()
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(`/projects/${PROJECT}/instances-new`)
  await expect(name).toHaveValue('half-typed')

  await page.getByRole('navigation').getByRole('link', { name: 'Disks' }).click()
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(`/projects/${PROJECT}/disks`)
})

test('reloading a form with changes asks the browser to confirm', async ({ page }) => {
  await page.goto('/projects-new')
  const panel = page.getByRole('dialog', { name: 'Create project' })
  await panel.getByLabel('Description').fill('not saved yet')

  const asked: string[] = []
  page.on('dialog', (dialog) => {
    asked.push(dialog.type())
    void dialog.accept()
  })
  await page.reload()
  expect(asked).toEqual(['beforeunload'])
  // agreed to, the reload went ahead and the form starts afresh
  await expect(panel.getByLabel('Description')).toHaveValue('')

  // with nothing typed, a reload asks nothing
  await page.reload()
  await expect(panel.getByLabel('Description')).toBeVisible()
  expect(asked).toEqual(['beforeunload'])
})

test('a 401 while a form is open keeps the draft through sign-in', async ({ page, context }) => {
  await page.goto(`/projects/${PROJECT}/disks-new`)
  const panel = page.getByRole('dialog', { name: 'Create disk' })
  const name = uniqueName('draft')
  await panel.getByLabel('Name').fill(name)
  await panel.getByLabel('Description').fill('typed before the session ended')
  await panel.getByLabel('Size (GiB)').fill('7')

  // the session ends while the form is open
  await context.clearCookies()
  await panel.getByRole('button', { name: 'Create disk' }).click()
  await expect(page).toHaveURL(
    `/login/acme/local?redirect_uri=${encodeURIComponent(`/projects/${PROJECT}/disks-new`)}`,
  )
  await page.getByLabel('Username', { exact: true }).fill('silo-admin')
  await page.getByLabel('Password', { exact: true }).fill('oxide-demo')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()

  await expect(page).toHaveURL(`/projects/${PROJECT}/disks-new`)
  await expect(
    panel.getByRole('status').filter({ hasText: 'Your draft was restored' }),
  ).toBeVisible()
  await expect(panel.getByLabel('Name')).toHaveValue(name)
  await expect(panel.getByLabel('Description')).toHaveValue('typed before the session ended')
  await expect(panel.getByLabel('Size (GiB)')).toHaveValue('7')

  // a draft comes back once: opened again, the form starts empty
  await panel.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click()
  await page.goto(`/projects/${PROJECT}/disks-new`)
  await expect(panel.getByLabel('Name')).toHaveValue('')
  await expect(panel.getByText('Your draft was restored')).toHaveCount(0)
})

test('a failed submit keeps every field', async ({ page }) => {
  await page.goto('/projects-new')
  const panel = page.getByRole('dialog', { name: 'Create project' })
  // mock-project exists already
  await panel.getByLabel('Name').fill(PROJECT)
  await panel.getByLabel('Description').fill('kept after the refusal')
  await panel.getByRole('button', { name: 'Create project' }).click()
  await expect(panel.getByText('Project name already exists')).toBeVisible()
  await expect(panel.getByLabel('Name')).toHaveValue(PROJECT)
  await expect(panel.getByLabel('Description')).toHaveValue('kept after the refusal')
})

test('Back from a panel with changes asks first; Cancel keeps the panel, its text and the URL', async ({
  page,
}) => {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'New project' }).click()
  await expect(page).toHaveURL('/projects-new')
  const panel = page.getByRole('dialog', { name: 'Create project' })
  const name = uniqueName('back')
  await panel.getByLabel('Name').fill(name)

  const confirm = page.getByRole('alertdialog', { name: 'Leave without saving' })
  await page.goBack()
  await expect(confirm).toContainText('What you changed in Create project will be lost.')
  // the address is the form's again while the question is open
  await expect(page).toHaveURL('/projects-new')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(page).toHaveURL('/projects-new')
  await expect(panel.getByLabel('Name')).toHaveValue(name)

  await page.goBack()
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL('/projects')
  await expect(panel).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()

  // gone back without changes, nothing asks
  await page.getByRole('link', { name: 'New project' }).click()
  await expect(panel.getByLabel('Name')).toHaveValue('')
  await page.goBack()
  await expect(page).toHaveURL('/projects')
  await expect(panel).toBeHidden()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})

test('closing a form dialog with changes asks first, and so does Back while it is open', async ({
  page,
}) => {
  await page.goto('/projects')
  await page.getByRole('navigation').getByRole('link', { name: 'Access', exact: true }).click()
  await expect(page).toHaveURL('/access')
  await page.getByRole('button', { name: 'Add role' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add role' })
  const collaborator = dialog.getByRole('radio', { name: 'Collaborator' })
  await collaborator.check()

  const confirm = page.getByRole('alertdialog', { name: 'Leave without saving' })
  await collaborator.press('Escape')
  await expect(confirm).toContainText('What you changed in Add role will be lost.')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(collaborator).toBeChecked()

  // Back with the dialog open asks too, and Cancel keeps it where it was
  await page.goBack()
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL('/access')
  await expect(collaborator).toBeChecked()

  // the dialog's Close button and a click outside it ask as well
  await dialog.getByRole('button', { name: 'Close' }).click()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  // the confirm just closed may still be leaving: click outside until the question comes
  await expect(async () => {
    await page.mouse.click(5, 5)
    await expect(confirm).toBeVisible({ timeout: 1000 })
  }).toPass()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(collaborator).toBeChecked()

  await collaborator.press('Escape')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/access')

  // opened again, it starts afresh
  await page.getByRole('button', { name: 'Add role' }).click()
  await expect(dialog.getByRole('radio', { name: 'Viewer' })).toBeChecked()
})

test('a form dialog closed unchanged, or saved, asks nothing', async ({ page }) => {
  const project = await newProject(page, 'guard')
  await page.goto(`/projects/${project}/access`)
  const dialog = page.getByRole('dialog', { name: 'Add role' })

  await page.getByRole('button', { name: 'Add role' }).click()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Add role' }).click()
  await dialog.getByRole('radio', { name: 'Viewer' }).press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)

  await page.getByRole('button', { name: 'Add role' }).click()
  await dialog.getByRole('combobox', { name: 'User or group' }).click()
  await page.getByRole('option', { name: 'developers' }).click()
  await dialog.getByRole('button', { name: 'Add role' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row', { name: /developers/ })).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})

test('Forward from a dialog with changes asks first, and Confirm goes on', async ({ page }) => {
  await page.goto('/access')
  await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).click()
  await expect(page).toHaveURL('/projects')
  await page.goBack()
  await expect(page).toHaveURL('/access')

  await page.getByRole('button', { name: 'Add role' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add role' })
  await dialog.getByRole('radio', { name: 'Admin' }).check()

  const confirm = page.getByRole('alertdialog', { name: 'Leave without saving' })
  await page.goForward()
  await expect(confirm).toBeVisible()
  await expect(page).toHaveURL('/access')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog.getByRole('radio', { name: 'Admin' })).toBeChecked()

  await page.goForward()
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL('/projects')
  await expect(dialog).toBeHidden()
})
