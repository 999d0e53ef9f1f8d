import type { Page } from '@playwright/test'
import { newProject } from './disk-setup'
import { expect, signIn, test, uniqueName } from './fixtures'
import { openRowMenu, rowOf } from './rows'

type Assignment = { identity_type: string; role_name: string; identity_id: string }

async function projectPolicy(page: Page, project: string): Promise<Assignment[]> {
  const res = await page.request.get(`/v1/projects/${project}/policy`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { role_assignments: Assignment[] }).role_assignments
}

test('a silo admin gives a group a project role, changes it and removes it', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const project = await newProject(page, 'access')
  await page.goto(`/projects/${project}/access`)
  await expect(page.getByRole('heading', { name: 'Project access' })).toBeVisible()
  await expect(page.getByText('No roles assigned')).toBeVisible()

  // developers is a silo viewer: the table shows that beside the project role
  await page.getByRole('button', { name: 'Add role' }).click()
  const add = page.getByRole('dialog', { name: 'Add role' })
  await add.getByRole('combobox', { name: 'User or group' }).click()
  await page.getByRole('option', { name: 'developers' }).click()
  await add.getByRole('radio', { name: 'Viewer' }).check()
  await add.getByRole('button', { name: 'Add role' }).click()
  await expect(add).toBeHidden()
  const row = page.getByRole('row', { name: /developers/ })
  await expect(row.getByRole('cell')).toHaveText([
    'developers',
    'Group',
    'Viewer',
    'Viewer',
    'Viewer',
    '',
  ])
  expect(await projectPolicy(page, project)).toEqual([
    expect.objectContaining({ identity_type: 'silo_group', role_name: 'viewer' }),
  ])

  await openRowMenu(page, 'developers', 'Change role')
  const change = page.getByRole('dialog', { name: 'Change role' })
  await change.getByRole('radio', { name: 'Collaborator' }).check()
  await change.getByRole('button', { name: 'Change role' }).click()
  await expect(change).toBeHidden()
  await expect(row.getByRole('cell')).toHaveText([
    'developers',
    'Group',
    'Collaborator',
    'Viewer',
    'Collaborator',
    '',
  ])
  // the change replaced the assignment: still one
  expect(await projectPolicy(page, project)).toEqual([
    expect.objectContaining({ identity_type: 'silo_group', role_name: 'collaborator' }),
  ])

  await openRowMenu(page, 'developers', 'Remove')
  const confirm = page.getByRole('alertdialog', { name: 'Remove role' })
  await expect(confirm).toContainText(
    `remove role Collaborator of developers on the project ${project}`,
  )
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('No roles assigned')).toBeVisible()
  expect(await projectPolicy(page, project)).toEqual([])
})

test('a policy changed on the server after loading is reported, not overwritten', async ({
  page,
}) => {
  await signIn(page, 'silo-admin')
  const project = await newProject(page, 'access')
  await page.goto(`/projects/${project}/access`)
  await expect(page.getByText('No roles assigned')).toBeVisible()

  // someone else gives developers a role meanwhile
  const groups = (await (await page.request.get('/v1/groups')).json()) as {
    items: { id: string; display_name: string }[]
  }
  const developers = groups.items.find((g) => g.display_name === 'developers')!
  const theirs = [{ identity_type: 'silo_group', identity_id: developers.id, role_name: 'admin' }]
  const put = await page.request.put(`/v1/projects/${project}/policy`, {
    data: { role_assignments: theirs },
  })
  expect(put.status()).toBe(200)

  await page.getByRole('button', { name: 'Add role' }).click()
  const add = page.getByRole('dialog', { name: 'Add role' })
  await add.getByRole('combobox', { name: 'User or group' }).click()
  await page.getByRole('option', { name: 'finance' }).click()
  await add.getByRole('button', { name: 'Add role' }).click()
  await expect(
    add.getByText('The policy changed since it was loaded: developers was given Admin'),
  ).toBeVisible()
  expect(await projectPolicy(page, project)).toEqual(theirs)

  // finance is still chosen: closing asks before dropping it
  await add.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click()
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByRole('row', { name: /developers/ })).toContainText('Admin')
})

test('a silo viewer reads access; every write is disabled saying why, and the API refuses it', async ({
  page,
}) => {
  await signIn(page, 'viewer')
  const before = await projectPolicy(page, 'mock-project')

  await page.goto('/projects/mock-project/access')
  await expect(page.getByRole('heading', { name: 'Project access' })).toBeVisible()
  const add = page.getByRole('button', { name: 'Add role' })
  await expect(add).toHaveAttribute('aria-disabled', 'true')
  await expect(add).toHaveAccessibleDescription(
    'Needs admin on project mock-project; you are viewer there. Ask a project or silo admin.',
  )
  await openRowMenu(page, 'collaborator')
  const change = page.getByRole('menuitem', { name: 'Change role' })
  await expect(change).toHaveAttribute('aria-disabled', 'true')
  await expect(change).toHaveAccessibleDescription(/^Needs admin on project mock-project/)
  await page.keyboard.press('Escape')
  // the API refuses the write anyway
  const put = await page.request.put('/v1/projects/mock-project/policy', {
    data: { role_assignments: [] },
  })
  expect(put.status()).toBe(403)
  expect(await projectPolicy(page, 'mock-project')).toEqual(before)

  // the silo's own access page reads too, and a VPC can't be made
  await page.goto('/access')
  await expect(page.getByRole('row', { name: /viewer/ }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add role' })).toHaveAccessibleDescription(
    'Needs admin on silo acme; you are viewer. Ask a silo admin.',
  )
  await page.goto('/projects/mock-project/vpcs-new')
  const panel = page.getByRole('dialog', { name: 'Create VPC' })
  const vpc = uniqueName('viewer-vpc')
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(vpc)
  await panel.getByRole('textbox', { name: 'DNS name' }).fill(vpc)
  const create = panel.getByRole('button', { name: 'Create VPC' })
  await expect(create).toHaveAttribute('aria-disabled', 'true')
  await expect(create).toHaveAccessibleDescription(
    'Needs collaborator on project mock-project; you are viewer there. Ask a project or silo admin.',
  )
  const made = await page.request.post('/v1/vpcs?project=mock-project', {
    data: { name: vpc, description: '', dns_name: vpc },
  })
  expect(made.status()).toBe(403)
  const vpcs = await page.request.get('/v1/vpcs?project=mock-project&limit=1000')
  const names = ((await vpcs.json()) as { items: { name: string }[] }).items.map((v) => v.name)
  expect(names).not.toContain(vpc)
})

test('a user with no role reads who holds the silo roles, as Nexus lets every user', async ({
  page,
}) => {
  await signIn(page, 'nobody')
  await page.goto('/access')
  await expect(page.getByRole('heading', { level: 1, name: 'Access' })).toBeVisible()
  // the policy's rows, not the refused page
  await expect(page.getByRole('row', { name: /silo-admin/ }).first()).toBeVisible()
  await expect(page.getByText('Action not authorized')).toHaveCount(0)
})

test('a silo viewer finds the project’s network writes there but disabled, saying why', async ({
  page,
}) => {
  await signIn(page, 'viewer')
  const reason =
    'Needs collaborator on project mock-project; you are viewer there. Ask a project or silo admin.'

  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules')
  await expect(rowOf(page, 'allow-ssh')).toBeVisible()
  const newRule = page.getByRole('button', { name: 'New rule' })
  await expect(newRule).toHaveAttribute('aria-disabled', 'true')
  await expect(newRule).toHaveAccessibleDescription(reason)
  const toggle = page.getByRole('switch', { name: 'Enable rule allow-ssh' })
  await expect(toggle).toHaveAttribute('aria-disabled', 'true')
  await expect(toggle).toHaveAccessibleDescription(reason)
  await openRowMenu(page, 'allow-ssh')
  const remove = page.getByRole('menuitem', { name: 'Delete' })
  await expect(remove).toHaveAttribute('aria-disabled', 'true')
  await expect(remove).toHaveAccessibleDescription(reason)
  await page.keyboard.press('Escape')

  await page.goto('/projects/mock-project/floating-ips')
  const create = page.getByRole('button', { name: 'New floating IP' }).first()
  await expect(create).toHaveAttribute('aria-disabled', 'true')
  await expect(create).toHaveAccessibleDescription(reason)
})
