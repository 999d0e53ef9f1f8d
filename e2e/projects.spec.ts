import { expect, signIn, test, uniqueName } from './fixtures'
import { loadAllRows } from './rows'

test('create, edit, refuse duplicate and invalid names, delete', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const name = uniqueName('proj')
  const renamed = `${name}-2`

  await page.goto('/projects')
  await page.getByRole('link', { name: 'New Project' }).click()
  await expect(page).toHaveURL('/projects-new')
  const panel = page.getByRole('dialog', { name: 'Create project' })

  // invalid name: stays in the form with the rule it broke
  await panel.getByLabel('Name').fill('9-lives')
  await panel.getByRole('button', { name: 'Create project' }).click()
  await expect(panel.getByText('Must start with a lowercase letter')).toBeVisible()

  await panel.getByLabel('Name').fill(name)
  await panel.getByLabel('Description').fill('made by an end-to-end test')
  await panel.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL(`/projects/${name}/instances`)

  // duplicate: the server's answer shows in the form, nothing typed is lost
  await page.goto('/projects-new')
  await panel.getByLabel('Name').fill(name)
  await panel.getByLabel('Description').fill('second try')
  await panel.getByRole('button', { name: 'Create project' }).click()
  await expect(panel.getByText('Project name already exists')).toBeVisible()
  await expect(panel.getByLabel('Name')).toHaveValue(name)
  await expect(panel.getByLabel('Description')).toHaveValue('second try')
  await panel.getByRole('button', { name: 'Cancel' }).click()
  // what was typed is not saved: leaving asks first
  await page
    .getByRole('alertdialog', { name: 'Leave without saving' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page).toHaveURL('/projects')
  await loadAllRows(page)

  // edit through the row menu
  const row = page.getByRole('row').filter({ hasText: name })
  await row.getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await expect(page).toHaveURL(`/projects/${name}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit project' })
  await expect(edit.getByLabel('Description')).toHaveValue('made by an end-to-end test')
  await edit.getByLabel('Name').fill(renamed)
  await edit.getByRole('button', { name: 'Update project' }).click()
  await expect(page).toHaveURL('/projects')
  await loadAllRows(page)
  await expect(page.getByRole('link', { name: renamed, exact: true })).toBeVisible()

  // like a real rack, a project that still holds its default VPC can't go: the dialog says so
  const renamedRow = page.getByRole('row').filter({ hasText: renamed })
  const confirm = page.getByRole('alertdialog')
  await renamedRow.getByRole('button', { name: `Actions for ${renamed}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await expect(confirm).toContainText(`Project ${renamed} still has a VPC: default.`)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('link', { name: renamed, exact: true })).toBeVisible()

  // with the VPC gone (here through the API, as the same user; e2e/vpcs.spec.ts goes the
  // dialog's way) it can; like Nexus, the VPC goes only once its subnets have
  const subnetGone = await page.request.delete(
    `/v1/vpc-subnets/default?project=${renamed}&vpc=default`,
  )
  expect(subnetGone.status()).toBe(204)
  const vpcGone = await page.request.delete(`/v1/vpcs/default?project=${renamed}`)
  expect(vpcGone.status()).toBe(204)
  await renamedRow.getByRole('button', { name: `Actions for ${renamed}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0)
})

test("a viewer's create is disabled with the silo role it needs", async ({ page }) => {
  await signIn(page, 'viewer')
  await page.goto('/projects')
  const reason = 'Needs collaborator on silo acme; you are viewer. Ask a silo admin.'
  const newProject = page.getByRole('button', { name: 'New Project' })
  await expect(newProject).toHaveAttribute('aria-disabled', 'true')
  await expect(newProject).toHaveAccessibleDescription(reason)

  // the panel's own address says the same, and keeps what was typed
  await page.goto('/projects-new')
  const panel = page.getByRole('dialog', { name: 'Create project' })
  const name = uniqueName('viewer')
  await panel.getByLabel('Name').fill(name)
  const create = panel.getByRole('button', { name: 'Create project' })
  await expect(create).toHaveAttribute('aria-disabled', 'true')
  await expect(create).toHaveAccessibleDescription(reason)
  // aria-disabled, it stays focusable: a click and Enter in a field both send nothing
  await create.click({ force: true })
  await panel.getByLabel('Name').press('Enter')
  await expect(panel.getByLabel('Name')).toHaveValue(name)
  // nothing was sent
  const made = await page.request.get(`/v1/projects/${name}`)
  expect(made.status()).toBe(404)
})

test('the list pages with rows per page, previous and next', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/projects')
  await expect(page.getByText('Rows per page')).toBeVisible()
  await page.getByLabel('Rows per page').selectOption('10')
  const links = page.getByRole('row').getByRole('link')
  await expect(links).toHaveCount(10)
  const firstName = (await links.first().textContent()) ?? ''
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(links.first()).not.toHaveText(firstName)
  await expect(page.getByRole('link', { name: firstName, exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(links.first()).toHaveText(firstName)
})

test('renaming a project never refetches the old name, so no not-found page flashes', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const name = uniqueName('rename')
  const renamed = `${name}-new`
  const created = await page.request.post('/v1/projects', {
    data: { name, description: 'renamed by an end-to-end test' },
  })
  expect(created.status()).toBe(201)

  await page.goto(`/projects/${name}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit project' })
  await expect(edit.getByLabel('Name')).toHaveValue(name)

  // from the rename on: every view of the old name, and any not-found heading on screen
  const oldViews: string[] = []
  page.on('request', (req) => {
    const { pathname } = new URL(req.url())
    if (req.method() === 'GET' && pathname === `/v1/projects/${name}`) oldViews.push(req.url())
  })
  await page.evaluate(() => {
    const seen = { notFound: false }
    ;(window as unknown as { seen: typeof seen }).seen = seen
    new MutationObserver(() => {
      if (document.body.innerText.includes('Page not found')) seen.notFound = true
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })

  await edit.getByLabel('Name').fill(renamed)
  await edit.getByRole('button', { name: 'Update project' }).click()
  await expect(page).toHaveURL('/projects')
  await loadAllRows(page)
  await expect(page.getByRole('link', { name: renamed, exact: true })).toBeVisible()
  expect(oldViews).toEqual([])
  expect(
    await page.evaluate(() => (window as unknown as { seen: { notFound: boolean } }).seen.notFound),
  ).toBe(false)
})
