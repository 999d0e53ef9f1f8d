import type { Page } from '@playwright/test'
import { expect, signIn, test, uniqueName } from './fixtures'

const POLICY_NOTE =
  "Determines whether member instances are allowed to start when the anti-affinity rule can't be satisfied"

/** Setup through the API as the signed-in user: a fresh project. */
async function newProject(page: Page) {
  const project = uniqueName('aff')
  const res = await page.request.post('/v1/projects', { data: { name: project, description: '' } })
  expect(res.status()).toBe(201)
  return project
}

async function newInstance(page: Page, project: string, name: string, start: boolean) {
  const res = await page.request.post(`/v1/instances?project=${project}`, {
    data: { name, description: '', hostname: name, memory: 2 ** 30, ncpus: 1, start },
  })
  expect(res.status()).toBe(201)
}

async function newGroup(page: Page, project: string, name: string, description = '') {
  const res = await page.request.post(`/v1/anti-affinity-groups?project=${project}`, {
    data: { name, description, policy: 'allow', failure_domain: 'sled' },
  })
  expect(res.status()).toBe(201)
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'silo-admin')
})

test('create a group with policy fail; a duplicate name keeps what was typed', async ({ page }) => {
  const project = await newProject(page)
  const group = uniqueName('spread')

  // an empty list offers to make the first group
  await page.goto(`/projects/${project}/affinity`)
  await expect(page.getByRole('heading', { name: 'No anti-affinity groups' })).toBeVisible()
  await page.getByRole('link', { name: 'New anti-affinity group' }).first().click()
  await expect(page).toHaveURL(`/projects/${project}/affinity-new`)

  const panel = page.getByRole('dialog', { name: 'Create anti-affinity group' })
  await expect(panel.getByText(POLICY_NOTE)).toBeVisible()
  await panel.getByLabel('Name').fill(group)
  await panel.getByLabel('Description').fill('made by an end-to-end test')
  await panel.getByRole('radio', { name: 'Fail' }).check()
  await expect(panel.getByRole('combobox', { name: 'Failure domain' })).toHaveText('Sled')
  await panel.getByRole('button', { name: 'Create anti-affinity group' }).click()
  await expect(page).toHaveURL(`/projects/${project}/affinity/${group}`)
  await expect(page.getByRole('heading', { name: group, level: 1 })).toBeVisible()
  const properties = page.getByRole('definition')
  await expect(properties.filter({ hasText: 'made by an end-to-end test' })).toBeVisible()
  await expect(properties.filter({ hasText: /^Fail$/ })).toBeVisible()

  // the same name again: the server's answer in the panel, nothing typed lost
  await page.goto(`/projects/${project}/affinity-new`)
  await panel.getByLabel('Name').fill(group)
  await panel.getByLabel('Description').fill('second try')
  await panel.getByRole('radio', { name: 'Fail' }).check()
  await panel.getByRole('button', { name: 'Create anti-affinity group' }).click()
  await expect(panel.getByText('Anti-affinity group name already exists')).toBeVisible()
  await expect(panel.getByLabel('Name')).toHaveValue(group)
  await expect(panel.getByLabel('Description')).toHaveValue('second try')
  await expect(panel.getByRole('radio', { name: 'Fail' })).toBeChecked()
  await panel.getByRole('button', { name: 'Cancel' }).click()
  // what was typed is not saved: leaving asks first
  await page
    .getByRole('alertdialog', { name: 'Leave without saving' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page).toHaveURL(`/projects/${project}/affinity`)
  await expect(page.getByRole('link', { name: group, exact: true })).toBeVisible()
})

test('members: only a stopped instance can be added; add and remove one', async ({ page }) => {
  const project = await newProject(page)
  await newInstance(page, project, 'stopped-vm', false)
  await newInstance(page, project, 'running-vm', true)
  const group = uniqueName('spread')
  await newGroup(page, project, group)

  await page.goto(`/projects/${project}/affinity/${group}`)
  await expect(page.getByRole('heading', { name: 'No members' })).toBeVisible()
  await page.getByRole('button', { name: 'Add instance' }).click()
  const modal = page.getByRole('dialog', { name: 'Add instance to group' })
  const picker = modal.getByRole('combobox', { name: 'Instance' })
  // the started instance is left out, and the note says so
  await expect(picker).toHaveAccessibleDescription(
    /Only stopped instances can join a group\. Not listed because they aren't stopped: running-vm \((starting|running)\)/,
  )
  await picker.click()
  await expect(page.getByRole('option', { name: 'running-vm' })).toHaveCount(0)
  await page.getByRole('option', { name: 'stopped-vm' }).click()
  await modal.getByRole('button', { name: 'Add to group' }).click()
  await expect(modal).toBeHidden()
  const row = page.getByRole('row').filter({ hasText: 'stopped-vm' })
  await expect(row.getByRole('link', { name: 'stopped-vm' })).toBeVisible()
  await expect(row.getByText('stopped', { exact: true })).toBeVisible()

  // a member isn't offered again
  await page.getByRole('button', { name: 'Add instance' }).click()
  await picker.click()
  await expect(page.getByText('No stopped instances to add')).toBeVisible()
  await page.keyboard.press('Escape')
  await modal.getByRole('button', { name: 'Cancel' }).click()
  await expect(modal).toBeHidden()

  await row.getByRole('button', { name: 'Actions for stopped-vm' }).click()
  await page.getByRole('menuitem', { name: 'Remove from group' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('stopped-vm')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(row).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No members' })).toBeVisible()
})

test('edit (rename) from the list, then delete from the group page', async ({ page }) => {
  const project = await newProject(page)
  const group = uniqueName('spread')
  const renamed = `${group}-2`
  await newGroup(page, project, group, 'made by an end-to-end test')

  await page.goto(`/projects/${project}/affinity`)
  const row = page.getByRole('row').filter({ hasText: group })
  await row.getByRole('button', { name: `Actions for ${group}` }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await expect(page).toHaveURL(`/projects/${project}/affinity/${group}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit anti-affinity group' })
  await expect(edit.getByLabel('Description')).toHaveValue('made by an end-to-end test')
  await edit.getByLabel('Name').fill(renamed)
  await edit.getByLabel('Description').fill('edited by an end-to-end test')
  await edit.getByRole('button', { name: 'Update anti-affinity group' }).click()
  // the page follows the new name
  await expect(page).toHaveURL(`/projects/${project}/affinity/${renamed}`)
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible()
  await expect(
    page.getByRole('definition').filter({ hasText: 'edited by an end-to-end test' }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Anti-affinity group actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(renamed)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(`/projects/${project}/affinity`)
  await expect(page.getByRole('heading', { name: 'No anti-affinity groups' })).toBeVisible()
  await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0)
})

test('affinity group: create, join a stopped instance from the group, see and leave it from the instance, edit, delete', async ({
  page,
}) => {
  const project = await newProject(page)
  await newInstance(page, project, 'stopped-vm', false)
  await newInstance(page, project, 'running-vm', true)
  const group = uniqueName('together')
  const renamed = `${group}-2`

  // the affinity page lists both kinds, each with its own way to make one
  await page.goto(`/projects/${project}/affinity`)
  await expect(page.getByRole('heading', { name: 'No anti-affinity groups' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No affinity groups' })).toBeVisible()
  await page.getByRole('link', { name: 'New affinity group' }).first().click()
  await expect(page).toHaveURL(`/projects/${project}/affinity/affinity-groups-new`)

  const panel = page.getByRole('dialog', { name: 'Create affinity group' })
  await expect(
    panel.getByText(
      "Determines whether member instances are allowed to start when the affinity rule can't be satisfied",
    ),
  ).toBeVisible()
  await expect(
    panel.getByText('A member does not start unless it can run on the same sled'),
  ).toBeVisible()
  await panel.getByLabel('Name').fill(group)
  await panel.getByLabel('Description').fill('made by an end-to-end test')
  await panel.getByRole('radio', { name: 'Fail' }).check()
  // the request it makes, as the API and the CLI would take it
  await panel.getByText('Equivalent CLI and API request').click()
  await expect(panel.getByRole('figure', { name: 'API request' }).locator('pre')).toHaveText(
    `POST /v1/affinity-groups?project=${project}`,
  )
  await expect(panel.getByRole('figure', { name: 'Request body' })).toContainText('"fail"')
  await panel.getByRole('button', { name: 'Create affinity group' }).click()
  await expect(page).toHaveURL(`/projects/${project}/affinity/affinity-groups/${group}`)
  await expect(page.getByRole('heading', { name: group, level: 1 })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^Fail$/ })).toBeVisible()

  // the stopped instance joins from the group's page; the running one isn't offered
  await page.getByRole('button', { name: 'Add instance' }).click()
  const modal = page.getByRole('dialog', { name: 'Add instance to group' })
  const picker = modal.getByRole('combobox', { name: 'Instance' })
  await expect(picker).toHaveAccessibleDescription(
    /Not listed because they aren't stopped: running-vm/,
  )
  await picker.click()
  await page.getByRole('option', { name: 'stopped-vm' }).click()
  await modal.getByRole('button', { name: 'Add to group' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByRole('row').filter({ hasText: 'stopped-vm' })).toBeVisible()

  // a running instance can't join from its side either, and says why
  await page.goto(`/projects/${project}/instances/running-vm/settings`)
  await expect(
    page.getByRole('button', { name: 'Add to affinity group' }),
  ).toHaveAccessibleDescription('Only available when the instance is stopped')

  // the instance's settings show its group, and it leaves from there
  await page.goto(`/projects/${project}/instances/stopped-vm/settings`)
  await expect(page.getByRole('heading', { name: 'In no anti-affinity group' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: group })
  await expect(row.getByRole('link', { name: group })).toHaveAttribute(
    'href',
    `/projects/${project}/affinity/affinity-groups/${group}`,
  )
  await row.getByRole('button', { name: `Actions for ${group}` }).click()
  await page.getByRole('menuitem', { name: 'Remove from group' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(`from affinity group ${group}`)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { name: 'In no affinity group' })).toBeVisible()

  // and joins again from there: the create request can't name an affinity group
  await page.getByRole('button', { name: 'Add to affinity group' }).click()
  const join = page.getByRole('dialog', { name: 'Add to affinity group' })
  await join.getByRole('combobox', { name: 'Affinity group' }).click()
  await page.getByRole('option', { name: group }).click()
  await join.getByRole('button', { name: 'Add to group' }).click()
  await expect(join).toBeHidden()
  await expect(row.getByRole('link', { name: group })).toBeVisible()

  // edit from the group's page: the page follows the new name
  await row.getByRole('link', { name: group }).click()
  await page.getByRole('button', { name: 'Affinity group actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await expect(page).toHaveURL(`/projects/${project}/affinity/affinity-groups/${group}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit affinity group' })
  await expect(edit.getByLabel('Description')).toHaveValue('made by an end-to-end test')
  await edit.getByLabel('Name').fill(renamed)
  await edit.getByRole('button', { name: 'Update affinity group' }).click()
  await expect(page).toHaveURL(`/projects/${project}/affinity/affinity-groups/${renamed}`)
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'stopped-vm' })).toBeVisible()

  // delete, confirmed: back to the list, where it is gone
  await page.getByRole('button', { name: 'Affinity group actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await expect(page.getByRole('alertdialog')).toContainText(renamed)
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(`/projects/${project}/affinity`)
  await expect(page.getByRole('heading', { name: 'No affinity groups' })).toBeVisible()

  // and the instance is in no group any more
  await page.goto(`/projects/${project}/instances/stopped-vm/settings`)
  await expect(page.getByRole('heading', { name: 'In no affinity group' })).toBeVisible()
})
