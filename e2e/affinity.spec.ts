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
    .getByRole('button', { name: 'Leave' })
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
