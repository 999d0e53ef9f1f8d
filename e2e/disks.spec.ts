import type { Page } from '@playwright/test'
import { newDisk, newImage, newProject, newSnapshot, newStoppedInstance } from './disk-setup'
import { expect, signIn, test, uniqueName } from './fixtures'

test.beforeEach(async ({ page }) => {
  await signIn(page, 'silo-admin')
})

const diskRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })

test('create a blank disk; a duplicate name keeps what was typed', async ({ page }) => {
  const project = await newProject(page)
  const disk = uniqueName('blank')

  // an empty list offers to make the first disk
  await page.goto(`/projects/${project}/disks`)
  await expect(page.getByRole('heading', { name: 'No disks' })).toBeVisible()
  await page.getByRole('link', { name: 'New disk' }).first().click()
  await expect(page).toHaveURL(`/projects/${project}/disks-new`)

  const panel = page.getByRole('dialog', { name: 'Create disk' })
  await panel.getByLabel('Name').fill(disk)
  await panel.getByLabel('Size (GiB)').fill('1024')
  await panel.getByRole('button', { name: 'Create disk' }).click()
  await expect(panel.getByText('At most 1023 GiB')).toBeVisible()
  await panel.getByLabel('Size (GiB)').fill('3')
  await panel.getByRole('combobox', { name: 'Block size' }).click()
  await page.getByRole('option', { name: '512 bytes' }).click()
  await panel.getByRole('button', { name: 'Create disk' }).click()

  await expect(page).toHaveURL(`/projects/${project}/disks`)
  const row = diskRow(page, disk)
  await expect(row.getByText('detached', { exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: '3 GiB', exact: true })).toBeVisible()

  // the same name again: the server's answer in the panel, nothing typed lost
  await page.getByRole('link', { name: 'New disk' }).click()
  await panel.getByLabel('Name').fill(disk)
  await panel.getByLabel('Description').fill('second try')
  await panel.getByLabel('Size (GiB)').fill('5')
  await panel.getByRole('button', { name: 'Create disk' }).click()
  await expect(panel.getByText('Disk name already exists')).toBeVisible()
  await expect(panel.getByLabel('Name')).toHaveValue(disk)
  await expect(panel.getByLabel('Description')).toHaveValue('second try')
  await expect(panel.getByLabel('Size (GiB)')).toHaveValue('5')
  await panel.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(`/projects/${project}/disks`)
})

test('create a disk from a snapshot, at least its size', async ({ page }) => {
  const project = await newProject(page)
  const source = uniqueName('src')
  const snapshot = uniqueName('snap')
  await newDisk(page, project, source, 2)
  await newSnapshot(page, project, source, snapshot)
  const disk = uniqueName('from-snap')

  await page.goto(`/projects/${project}/disks-new`)
  const panel = page.getByRole('dialog', { name: 'Create disk' })
  await panel.getByLabel('Name').fill(disk)
  await panel.getByRole('radio', { name: 'Snapshot' }).check()
  await panel.getByRole('combobox', { name: 'Snapshot' }).click()
  await page.getByRole('option', { name: new RegExp(`^${snapshot}`) }).click()
  // the size follows the snapshot, and may not go below it
  await expect(panel.getByLabel('Size (GiB)')).toHaveValue('2')
  await panel.getByLabel('Size (GiB)').fill('1')
  await panel.getByRole('button', { name: 'Create disk' }).click()
  await expect(panel.getByText('Must be at least 2 GiB, the size of the snapshot')).toBeVisible()
  await panel.getByLabel('Size (GiB)').fill('4')
  await panel.getByRole('button', { name: 'Create disk' }).click()

  await expect(page).toHaveURL(`/projects/${project}/disks`)
  const row = diskRow(page, disk)
  await expect(row.getByText('detached', { exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: '4 GiB', exact: true })).toBeVisible()
})

test('create a disk from a project image', async ({ page }) => {
  const project = await newProject(page)
  const source = uniqueName('src')
  await newDisk(page, project, source, 3)
  const snapshotId = await newSnapshot(page, project, source, uniqueName('snap'))
  const image = uniqueName('img')
  await newImage(page, project, snapshotId, image)
  const disk = uniqueName('from-img')

  await page.goto(`/projects/${project}/disks-new`)
  const panel = page.getByRole('dialog', { name: 'Create disk' })
  await panel.getByLabel('Name').fill(disk)
  await panel.getByRole('radio', { name: 'Image' }).check()
  await panel.getByRole('combobox', { name: 'Image' }).click()
  await page.getByRole('option', { name: new RegExp(`^${image} — project image`) }).click()
  await expect(panel.getByLabel('Size (GiB)')).toHaveValue('3')
  await expect(panel.getByText('At least 3 GiB, the size of the image')).toBeVisible()
  await panel.getByRole('button', { name: 'Create disk' }).click()

  await expect(page).toHaveURL(`/projects/${project}/disks`)
  const row = diskRow(page, disk)
  await expect(row.getByText('detached', { exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: '3 GiB', exact: true })).toBeVisible()
})

test('attach to a stopped instance and detach; delete says why it is disabled', async ({
  page,
}) => {
  const project = await newProject(page)
  const instance = uniqueName('vm')
  const disk = uniqueName('data')
  await newStoppedInstance(page, project, instance)
  await newDisk(page, project, disk, 2)

  await page.goto(`/projects/${project}/disks`)
  const row = diskRow(page, disk)
  const menu = row.getByRole('button', { name: `Actions for ${disk}` })
  await expect(row.getByText('detached', { exact: true })).toBeVisible()

  await menu.click()
  const detachItem = page.getByRole('menuitem', { name: 'Detach' })
  await expect(detachItem).toHaveAttribute('aria-disabled', 'true')
  await expect(detachItem).toHaveAccessibleDescription('Only available when the disk is attached')
  await page.getByRole('menuitem', { name: 'Attach' }).click()

  const modal = page.getByRole('dialog', { name: 'Attach disk' })
  await modal.getByRole('combobox', { name: 'Instance' }).click()
  await page.getByRole('option', { name: instance }).click()
  await modal.getByRole('button', { name: 'Attach disk' }).click()
  await expect(modal).toBeHidden()
  // the list refreshes itself until the attach lands
  await expect(row.getByText('attached', { exact: true })).toBeVisible()
  await expect(row.getByRole('link', { name: instance })).toHaveAttribute(
    'href',
    `/projects/${project}/instances/${instance}`,
  )

  // an attached disk can't be deleted: the item says why, on hover and to screen readers
  await menu.click()
  const deleteItem = page.getByRole('menuitem', { name: 'Delete' })
  await expect(deleteItem).toHaveAttribute('aria-disabled', 'true')
  await expect(deleteItem).toHaveAccessibleDescription('Detach the disk before deleting it')
  await deleteItem.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Detach the disk before deleting it')

  await page.getByRole('menuitem', { name: 'Detach' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(instance)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(row.getByText('detached', { exact: true })).toBeVisible()
  await expect(row.getByRole('link', { name: instance })).toHaveCount(0)
})

test('delete a disk', async ({ page }) => {
  const project = await newProject(page)
  const disk = uniqueName('gone')
  await newDisk(page, project, disk, 1)

  await page.goto(`/projects/${project}/disks`)
  const row = diskRow(page, disk)
  await expect(row.getByText('detached', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: `Actions for ${disk}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(disk)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(row).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No disks' })).toBeVisible()
})
