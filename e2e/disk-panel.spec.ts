import type { Locator, Page } from '@playwright/test'
import { GiB, newDisk, newImage, newProject, newSnapshot, newStoppedInstance } from './disk-setup'
import { expect, signIn, test, uniqueName } from './fixtures'
import { rowOf } from './rows'

// A disk's panel opens from every table that names the disk, over that table, and closes
// back to it; the disk list names each disk's source.

test.beforeEach(async ({ page }) => {
  await signIn(page, 'silo-admin')
})

/** A disk copied from an image or a snapshot, settled. */
async function newDiskFrom(
  page: Page,
  project: string,
  name: string,
  source: { type: 'image'; image_id: string } | { type: 'snapshot'; snapshot_id: string },
) {
  const res = await page.request.post(`/v1/disks?project=${project}`, {
    data: { name, description: `copied from a ${source.type}`, size: 4 * GiB, disk_source: source },
  })
  expect(res.status()).toBe(201)
  await expect
    .poll(async () => {
      const disk = await page.request.get(`/v1/disks/${name}?project=${project}`)
      return ((await disk.json()) as { state: { state: string } }).state.state
    })
    .toBe('detached')
}

/** A project with a blank disk, a snapshot of it, an image of that, and a disk of each. */
async function projectWithSources(page: Page) {
  const project = await newProject(page, 'dpanel')
  const blank = uniqueName('blank')
  const snapshot = uniqueName('snap')
  const image = uniqueName('img')
  const fromImage = uniqueName('from-img')
  const fromSnapshot = uniqueName('from-snap')
  await newDisk(page, project, blank, 2)
  const snapshotId = await newSnapshot(page, project, blank, snapshot)
  await newImage(page, project, snapshotId, image)
  const images = await page.request.get(`/v1/images/${image}?project=${project}`)
  const imageId = ((await images.json()) as { id: string }).id
  await newDiskFrom(page, project, fromImage, { type: 'image', image_id: imageId })
  await newDiskFrom(page, project, fromSnapshot, { type: 'snapshot', snapshot_id: snapshotId })
  return { project, blank, snapshot, image, fromImage, fromSnapshot }
}

/** The value beside a property's label in a panel's properties. */
const property = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd')

test('the disk list names each source; a disk opens in its panel and closes back to the list', async ({
  page,
}) => {
  const { project, blank, snapshot, image, fromImage, fromSnapshot } =
    await projectWithSources(page)

  await page.goto(`/projects/${project}/disks`)
  // the Source column: the image linked to its view, the snapshot by name, blank for neither
  const imageRow = rowOf(page, fromImage)
  await expect(imageRow.getByRole('link', { name: image, exact: true })).toHaveAttribute(
    'href',
    `/projects/${project}/images/${image}/edit`,
  )
  await expect(imageRow.getByText('project image', { exact: true })).toBeVisible()
  await expect(rowOf(page, fromSnapshot).getByText(snapshot, { exact: true })).toBeVisible()
  await expect(rowOf(page, fromSnapshot).getByText('snapshot', { exact: true })).toBeVisible()
  await expect(rowOf(page, blank).getByText('blank', { exact: true })).toBeVisible()

  await imageRow.getByRole('link', { name: fromImage, exact: true }).click()
  await expect(page).toHaveURL(`/projects/${project}/disks/${fromImage}`)
  const panel = page.getByRole('dialog', { name: 'Disk' })
  await expect(panel).toContainText(fromImage)
  await expect(property(panel, 'Description')).toHaveText('copied from a image')
  await expect(property(panel, 'Size').first()).toHaveText('4 GiB')
  await expect(property(panel, 'Block size')).toHaveText('512 B')
  await expect(property(panel, 'State')).toHaveText('detached')
  await expect(property(panel, 'Device path')).toHaveText(`/mnt/${fromImage}`)
  await expect(property(panel, 'Attached to')).toHaveText('—')
  await expect(property(panel, 'ID')).toHaveText(/^[0-9a-f-]{36}$/)
  await expect(panel.getByRole('button', { name: 'Copy disk ID' })).toBeVisible()
  await expect(property(panel, 'Created')).not.toBeEmpty()
  await expect(property(panel, 'Last modified')).not.toBeEmpty()
  await expect(property(panel, 'Source').getByRole('link', { name: image })).toBeVisible()
  // the image's own details
  const source = panel.getByRole('region', { name: 'Source image' })
  await expect(property(source, 'Name')).toHaveText(image)
  await expect(property(source, 'OS')).toHaveText('e2e-os 1')
  await expect(property(source, 'Size')).toHaveText('2 GiB')

  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(`/projects/${project}/disks`)
  await expect(imageRow).toBeVisible()

  // a snapshot's details: its name, size and state
  await rowOf(page, fromSnapshot).getByRole('link', { name: fromSnapshot, exact: true }).click()
  const snapshotSource = panel.getByRole('region', { name: 'Source snapshot' })
  await expect(property(snapshotSource, 'Name')).toHaveText(snapshot)
  await expect(property(snapshotSource, 'Size')).toHaveText('2 GiB')
  await expect(property(snapshotSource, 'State')).toHaveText('ready')
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(`/projects/${project}/disks`)
})

test("a snapshot's disk opens in its panel over the snapshots and closes back to them", async ({
  page,
}) => {
  const project = await newProject(page, 'dpanel')
  const disk = uniqueName('data')
  const snapshot = uniqueName('snap')
  await newDisk(page, project, disk, 2)
  await newSnapshot(page, project, disk, snapshot)

  await page.goto(`/projects/${project}/snapshots`)
  await rowOf(page, snapshot).getByRole('link', { name: disk, exact: true }).click()
  await expect(page).toHaveURL(`/projects/${project}/snapshots/${snapshot}/disk`)
  const panel = page.getByRole('dialog', { name: 'Disk' })
  await expect(panel).toContainText(disk)
  await expect(property(panel, 'State')).toHaveText('detached')
  await expect(property(panel, 'Source')).toHaveText('blank')
  // the snapshots stay behind the panel (the modal panel hides them from the a11y tree)
  await expect(
    page.getByRole('heading', { name: 'Snapshots', level: 1, includeHidden: true }),
  ).toBeVisible()

  await panel.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(`/projects/${project}/snapshots`)
  await expect(rowOf(page, snapshot)).toBeVisible()
})

test("an instance's disk opens in its panel over the storage tab and closes back to it", async ({
  page,
}) => {
  const project = await newProject(page, 'dpanel')
  const instance = uniqueName('vm')
  const disk = uniqueName('data')
  await newStoppedInstance(page, project, instance)
  await newDisk(page, project, disk, 2)
  const attach = await page.request.post(
    `/v1/instances/${instance}/disks/attach?project=${project}`,
    { data: { disk } },
  )
  expect(attach.status()).toBe(202)

  await page.goto(`/projects/${project}/instances/${instance}/storage`)
  await rowOf(page, disk).getByRole('link', { name: disk, exact: true }).click()
  await expect(page).toHaveURL(`/projects/${project}/instances/${instance}/storage/${disk}`)
  const panel = page.getByRole('dialog', { name: 'Disk' })
  await expect(panel).toContainText(disk)
  await expect(property(panel, 'State')).toHaveText('attached')
  await expect(
    property(panel, 'Attached to').getByRole('link', { name: instance }),
  ).toHaveAttribute('href', `/projects/${project}/instances/${instance}`)
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(`/projects/${project}/instances/${instance}/storage`)
  await expect(rowOf(page, disk)).toBeVisible()
})

test('a disk that does not exist says so in its panel, over the list', async ({ page }) => {
  const project = await newProject(page, 'dpanel')
  await page.goto(`/projects/${project}/disks/${uniqueName('nowhere')}`)
  const panel = page.getByRole('dialog', { name: 'Disk' })
  await expect(panel.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  // the list stays behind the panel (the modal panel hides it from the a11y tree)
  await expect(page.getByRole('heading', { name: 'No disks', includeHidden: true })).toBeVisible()
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(`/projects/${project}/disks`)
})
