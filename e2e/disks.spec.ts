import type { Page } from '@playwright/test'
import { GiB, newDisk, newImage, newProject, newSnapshot, newStoppedInstance } from './disk-setup'
import { expect, signIn, test, uniqueName } from './fixtures'
import { limitNote, moreBeyondPickerLimit } from './picker-limit'

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
  // what was typed is not saved: leaving asks first
  await page
    .getByRole('alertdialog', { name: 'Leave without saving' })
    .getByRole('button', { name: 'Confirm' })
    .click()
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

/** Attaches a disk through the API and waits until it has landed. */
async function attachDisk(page: Page, project: string, instance: string, disk: string) {
  const res = await page.request.post(`/v1/instances/${instance}/disks/attach?project=${project}`, {
    data: { disk },
  })
  expect(res.status()).toBe(202)
  await expect
    .poll(async () => {
      const view = await page.request.get(`/v1/disks/${disk}?project=${project}`)
      return ((await view.json()) as { state: { state: string } }).state.state
    })
    .toBe('attached')
}

test('the list names the instance a disk is attached to, looking up only that instance', async ({
  page,
}) => {
  const project = await newProject(page)
  const instance = uniqueName('vm')
  const boot = uniqueName('boot')
  const data = uniqueName('data')
  await newStoppedInstance(page, project, instance)
  await newDisk(page, project, boot, 1)
  await newDisk(page, project, data, 1)
  await attachDisk(page, project, instance, boot)
  await attachDisk(page, project, instance, data)
  const update = await page.request.put(`/v1/instances/${instance}?project=${project}`, {
    data: { ncpus: 1, memory: GiB, boot_disk: boot, auto_restart_policy: null },
  })
  expect(update.status()).toBe(200)

  const apiGets: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (r.method() === 'GET' && url.pathname.startsWith('/v1/'))
      apiGets.push(url.pathname + url.search)
  })
  await page.goto(`/projects/${project}/disks`)
  for (const disk of [boot, data]) {
    await expect(diskRow(page, disk).getByRole('link', { name: instance })).toHaveAttribute(
      'href',
      `/projects/${project}/instances/${instance}`,
    )
  }

  // the detach item knows the instance's boot disk from the same lookup
  await diskRow(page, boot)
    .getByRole('button', { name: `Actions for ${boot}` })
    .click()
  await expect(page.getByRole('menuitem', { name: 'Detach' })).toHaveAccessibleDescription(
    'The boot disk cannot be detached: unset it as boot disk first',
  )
  await page.keyboard.press('Escape')
  await diskRow(page, data)
    .getByRole('button', { name: `Actions for ${data}` })
    .click()
  await expect(page.getByRole('menuitem', { name: 'Detach' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.keyboard.press('Escape')

  // never the project's instance list; the one instance both rows name, once, by id
  expect(apiGets.filter((u) => u.startsWith('/v1/instances?'))).toEqual([])
  const lookups = apiGets.filter((u) => /^\/v1\/instances\/[^/?]+$/.test(u))
  expect(lookups).toHaveLength(1)
})

test('the instance picker that stops at 1,000 says so', async ({ page }) => {
  const project = await newProject(page)
  const disk = uniqueName('data')
  await newDisk(page, project, disk, 1)
  // the snapshot and image pickers read on past 1,000 instead (e2e/long-pickers.spec.ts)
  await moreBeyondPickerLimit(page, /\/v1\/instances\?.*limit=1000/)

  await page.goto(`/projects/${project}/disks`)
  await diskRow(page, disk)
    .getByRole('button', { name: `Actions for ${disk}` })
    .click()
  await page.getByRole('menuitem', { name: 'Attach' }).click()
  const modal = page.getByRole('dialog', { name: 'Attach disk' })
  await expect(modal.getByText(limitNote('instances'))).toBeVisible()
})

test("a disk's state reads as words, in its badge and in the State filter", async ({ page }) => {
  const project = await newProject(page)
  const disk = uniqueName('upload')
  // a disk for an upload waits in import_ready until the uploader starts writing
  const made = await page.request.post(`/v1/disks?project=${project}`, {
    data: {
      name: disk,
      description: '',
      size: GiB,
      disk_source: { type: 'importing_blocks', block_size: 512 },
    },
  })
  expect(made.status()).toBe(201)

  await page.goto(`/projects/${project}/disks`)
  const row = diskRow(page, disk)
  await expect(row.getByText('import ready', { exact: true })).toBeVisible()
  const filter = page.getByLabel('State', { exact: true })
  await expect(filter.getByRole('option', { name: 'import ready' })).toHaveCount(1)
  await filter.selectOption('import ready')
  await expect(row).toBeVisible()
  await expect(page.getByText(/import_ready/)).toHaveCount(0)
})
