import type { Page } from '@playwright/test'
import { expect, test, uniqueName } from './fixtures'

/** A project of the test's own, so lists and names don't depend on other tests. */
async function newProject(page: Page) {
  const project = uniqueName('create-inst')
  const res = await page.request.post('/v1/projects', { data: { name: project, description: '' } })
  expect(res.status()).toBe(201)
  return project
}

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true })

async function pick(page: Page, field: string, option: RegExp | string) {
  await page.getByRole('combobox', { name: field, exact: true }).click()
  await page.getByRole('option', { name: option }).click()
}

test('create an instance from a silo image with a new disk, a floating IP and an SSH key', async ({
  authedPage: page,
}) => {
  const project = await newProject(page)
  const fip = uniqueName('fip')
  const madeFip = await page.request.post(`/v1/floating-ips?project=${project}`, {
    data: { name: fip, description: 'for the create test' },
  })
  expect(madeFip.status()).toBe(201)
  const name = uniqueName('vm')

  await page.goto(`/projects/${project}/instances`)
  await page.getByRole('main').getByRole('link', { name: 'New instance' }).first().click()
  await expect(page).toHaveURL(`/projects/${project}/instances-new`)
  await expect(page.getByRole('heading', { name: 'Create instance' })).toBeVisible()

  await nameField(page).fill(name)
  // hostname and boot disk name follow the name
  await expect(page.getByLabel('Hostname')).toHaveValue(name)
  await expect(page.getByLabel('Disk name')).toHaveValue(`${name}-boot`)
  await page.getByRole('tab', { name: 'High CPU' }).click()
  await page.getByRole('radio', { name: '4 vCPUs, 8 GiB' }).check()

  await pick(page, 'Image', /^ubuntu-24-04/)
  await expect(page.getByRole('combobox', { name: 'Image' })).toHaveText(/ubuntu-24-04/)

  await page.getByRole('button', { name: 'Create new disk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create new disk' })
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('data')
  await dialog.getByLabel('Size (GiB)').fill('25')
  await dialog.getByRole('button', { name: 'Add disk' }).click()
  await expect(dialog).toBeHidden()
  const diskList = page.getByRole('list', { name: 'Additional disks' })
  await expect(diskList.getByText('data', { exact: true })).toBeVisible()
  await expect(diskList.getByText('New blank disk · 25 GiB')).toBeVisible()

  await page.getByRole('combobox', { name: 'Floating IPs' }).click()
  await page.getByRole('option', { name: new RegExp(fip) }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('list', { name: 'Selected floating ips' })).toContainText(fip)

  // keep only one of the keys, all of which start checked
  const keys = page.getByRole('region', { name: 'SSH keys' }).getByRole('checkbox')
  const keyCount = await keys.count()
  expect(keyCount).toBeGreaterThan(0)
  for (let i = 0; i < keyCount; i++) await expect(keys.nth(i)).toBeChecked()
  for (let i = 1; i < keyCount; i++) await keys.nth(i).uncheck()
  await expect(page.getByText(`1 of ${keyCount} selected`)).toBeVisible()

  await page.getByRole('button', { name: 'Create instance' }).click()
  // on to the new instance's page, which follows it to running
  await expect(page).toHaveURL(`/projects/${project}/instances/${name}/storage`)
  await expect(page.getByText(`Instance ${name} created`)).toBeVisible()
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await expect(page.getByText('running', { exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('row').filter({ hasText: `${name}-boot` })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'data' })).toBeVisible()

  // and in the list with its shape
  await page.getByRole('link', { name: 'Instances', exact: true }).first().click()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row.getByRole('cell', { name: '4', exact: true })).toBeVisible()
  await expect(row.getByText('8 GiB')).toBeVisible()

  // what the API says the instance was given
  const q = `project=${project}`
  const disks = await (await page.request.get(`/v1/instances/${name}/disks?${q}`)).json()
  const sizes = Object.fromEntries(
    disks.items.map((d: { name: string; size: number }) => [d.name, d.size]),
  )
  expect(sizes).toEqual({ [`${name}-boot`]: 10 * 2 ** 30, data: 25 * 2 ** 30 })
  const ips = await (await page.request.get(`/v1/instances/${name}/external-ips?${q}`)).json()
  const ipKinds = ips.items.map((i: { kind: string; name?: string }) => i.name ?? i.kind)
  expect(ipKinds).toEqual(expect.arrayContaining(['ephemeral', fip]))
  const sshKeys = await (
    await page.request.get(`/v1/instances/${name}/ssh-public-keys?${q}`)
  ).json()
  expect(sshKeys.items).toHaveLength(1)
})

test('a server error shows in the form and keeps everything typed', async ({
  authedPage: page,
}) => {
  const project = await newProject(page)
  const taken = 'taken-name'
  const res = await page.request.post(`/v1/instances?project=${project}`, {
    data: { name: taken, description: '', hostname: taken, memory: 2 ** 30, ncpus: 1 },
  })
  expect(res.status()).toBe(201)

  await page.goto(`/projects/${project}/instances-new`)
  await nameField(page).fill(taken)
  await page.getByLabel('Description').fill('second try at this one')
  await page.getByLabel('Hostname').fill('db.internal')
  await page.getByRole('tab', { name: 'Custom' }).click()
  await page.getByLabel('vCPUs').fill('3')
  await page.getByLabel('Memory (GiB)').fill('6')
  await pick(page, 'Image', /^debian-12/)
  await page.getByRole('button', { name: 'Create instance' }).click()

  await expect(
    page.getByRole('alert').filter({ hasText: 'Instance name already exists' }),
  ).toBeVisible()
  await expect(page).toHaveURL(`/projects/${project}/instances-new`)
  await expect(nameField(page)).toHaveValue(taken)
  await expect(page.getByLabel('Description')).toHaveValue('second try at this one')
  await expect(page.getByLabel('Hostname')).toHaveValue('db.internal')
  await expect(page.getByRole('tab', { name: 'Custom' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('vCPUs')).toHaveValue('3')
  await expect(page.getByLabel('Memory (GiB)')).toHaveValue('6')
  await expect(page.getByRole('combobox', { name: 'Image' })).toHaveText(/debian-12/)

  // a fresh name goes through
  const name = uniqueName('vm')
  await nameField(page).fill(name)
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(`/projects/${project}/instances/${name}/storage`)
  await expect(page.getByRole('heading', { name })).toBeVisible()
})

test('client validation shows its messages by the fields', async ({ authedPage: page }) => {
  const project = await newProject(page)
  await page.goto(`/projects/${project}/instances-new`)

  // the boot disk grows to fit a larger image, and may not be made smaller than it
  await pick(page, 'Image', /^windows-server-2022/)
  const size = page.getByLabel('Disk size (GiB)')
  await expect(size).toHaveValue('20')
  await size.fill('10')
  await page.getByRole('tab', { name: 'Custom' }).click()
  await page.getByLabel('vCPUs').fill('65')
  await page.getByLabel('Hostname').fill('bad_host')
  await page.getByRole('button', { name: 'Create instance' }).click()

  await expect(
    page.getByRole('region', { name: 'General' }).getByText('Name is required'),
  ).toBeVisible()
  await expect(page.getByText('Must be at least 20 GiB, the size of the image')).toBeVisible()
  await expect(page.getByText('Must be between 1 and 64 vCPUs')).toBeVisible()
  await expect(page.getByText('Can only contain letters, numbers, dashes and dots')).toBeVisible()
  await expect(nameField(page)).toBeFocused()
  await expect(page.getByLabel('Disk size (GiB)')).toHaveAttribute('aria-invalid', 'true')

  // fixing a field clears its message
  await size.fill('20')
  await expect(page.getByText('Must be at least 20 GiB, the size of the image')).toBeHidden()
  await expect(page).toHaveURL(`/projects/${project}/instances-new`)
})
