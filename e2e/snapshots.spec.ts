import type { Page } from '@playwright/test'
import { newDisk, newProject, newSnapshot } from './disk-setup'
import { expect, signIn, test, uniqueName } from './fixtures'
import { limitNote, secondPageHolding } from './picker-limit'

test.beforeEach(async ({ page }) => {
  await signIn(page, 'silo-admin')
})

const rowNamed = (page: Page, name: string | RegExp) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })

test('snapshot a disk from the disks list, then make an image of it', async ({ page }) => {
  const project = await newProject(page, 'snap')
  const disk = uniqueName('data')
  await newDisk(page, project, disk, 2)

  await page.goto(`/projects/${project}/disks`)
  const diskRow = rowNamed(page, disk)
  await expect(diskRow.getByText('detached', { exact: true })).toBeVisible()
  await diskRow.getByRole('button', { name: `Actions for ${disk}` }).click()
  await page.getByRole('menuitem', { name: 'Snapshot' }).click()
  // the snapshot is named after the disk
  const toast = page.getByText(new RegExp(`^Snapshot ${disk}-[0-9a-f]{6} created$`))
  await expect(toast).toBeVisible()
  const snapshot = (await toast.textContent())!.split(' ')[1]
  await page.getByRole('link', { name: 'View snapshots' }).click()

  await expect(page).toHaveURL(`/projects/${project}/snapshots`)
  const row = rowNamed(page, snapshot)
  await expect(row.getByText('ready', { exact: true })).toBeVisible()
  // the disk opens in its panel over the snapshots
  await expect(row.getByRole('link', { name: disk })).toHaveAttribute(
    'href',
    `/projects/${project}/snapshots/${snapshot}/disk`,
  )
  await expect(row.getByRole('cell', { name: '2 GiB', exact: true })).toBeVisible()

  await row.getByRole('button', { name: `Actions for ${snapshot}` }).click()
  await page.getByRole('menuitem', { name: 'Create image' }).click()
  await expect(page).toHaveURL(`/projects/${project}/snapshots/${snapshot}/images-new`)
  const panel = page.getByRole('dialog', { name: 'Create image' })
  await expect(panel).toContainText(snapshot)
  const image = uniqueName('img')
  await panel.getByLabel('Name').fill(image)
  await panel.getByRole('button', { name: 'Create image' }).click()
  await expect(panel.getByText('Enter the operating system')).toBeVisible()
  await panel.getByRole('textbox', { name: 'OS', exact: true }).fill('ubuntu')
  await panel.getByLabel('Version').fill('24.04')
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/images',
  )
  await panel.getByRole('button', { name: 'Create image' }).click()
  expect((await created).status()).toBe(201)
  // on to the project's images, where the new image is listed
  await expect(page).toHaveURL(`/projects/${project}/images`)
  const imageLink = page.getByRole('link', { name: image, exact: true })
  await expect(imageLink).toBeVisible()

  // promote it to the silo, see it among the silo's images, demote it back
  await rowNamed(page, image)
    .getByRole('button', { name: `Actions for ${image}` })
    .click()
  await page.getByRole('menuitem', { name: 'Promote' }).click()
  await page
    .getByRole('alertdialog', { name: 'Promote image' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(imageLink).toHaveCount(0)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'All projects' })
    .click()
  // the project's own Images link stays in the nav until the route changes
  await expect(page).toHaveURL('/projects')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Images' }).click()
  await expect(page).toHaveURL('/images')
  await expect(imageLink).toBeVisible()
  await rowNamed(page, image)
    .getByRole('button', { name: `Actions for ${image}` })
    .click()
  await page.getByRole('menuitem', { name: 'Demote' }).click()
  const demote = page.getByRole('dialog', { name: 'Demote image' })
  await demote.getByRole('combobox', { name: 'Project' }).click()
  // the shared mock holds every test's projects: past a hundred the list renders the rows in
  // sight, so the project is searched for, as a person would in a long list
  await page.getByRole('combobox', { name: 'Search Project' }).fill(project)
  await page.getByRole('option', { name: project, exact: true }).click()
  await demote.getByRole('button', { name: 'Demote image' }).click()
  await expect(demote).toBeHidden()
  await expect(imageLink).toHaveCount(0)
  await page.goto(`/projects/${project}/images`)
  await expect(imageLink).toBeVisible()
})

test('create a snapshot from the form, delete it, and name a deleted disk', async ({ page }) => {
  const project = await newProject(page, 'snap')
  const disk = uniqueName('data')
  await newDisk(page, project, disk, 1)
  const snapshot = uniqueName('nightly')

  await page.goto(`/projects/${project}/snapshots`)
  await expect(page.getByRole('heading', { name: 'No snapshots' })).toBeVisible()
  await page.getByRole('link', { name: 'New snapshot' }).first().click()
  await expect(page).toHaveURL(`/projects/${project}/snapshots-new`)
  const panel = page.getByRole('dialog', { name: 'Create snapshot' })
  await panel.getByLabel('Name').fill(snapshot)
  await panel.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(panel.getByText('Choose a disk')).toBeVisible()
  await panel.getByRole('combobox', { name: 'Disk' }).click()
  await page.getByRole('option', { name: new RegExp(`^${disk}`) }).click()
  await panel.getByRole('button', { name: 'Create snapshot' }).click()

  await expect(page).toHaveURL(`/projects/${project}/snapshots`)
  const row = rowNamed(page, snapshot)
  await expect(row.getByText('ready', { exact: true })).toBeVisible()

  // with its disk deleted, the snapshot stays and says so
  expect((await page.request.delete(`/v1/disks/${disk}?project=${project}`)).status()).toBe(204)
  await page.reload()
  await expect(row.getByText('Deleted', { exact: true })).toBeVisible()
  await expect(row.getByRole('link')).toHaveCount(0)

  await row.getByRole('button', { name: `Actions for ${snapshot}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(snapshot)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(row).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No snapshots' })).toBeVisible()
})

test('the list names the disk of each snapshot, looking up only that disk', async ({ page }) => {
  const project = await newProject(page, 'snap')
  const disk = uniqueName('data')
  await newDisk(page, project, disk, 1)
  const snapshots = [uniqueName('first'), uniqueName('second')]
  for (const snapshot of snapshots) await newSnapshot(page, project, disk, snapshot)

  const apiGets: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (r.method() === 'GET' && url.pathname.startsWith('/v1/'))
      apiGets.push(url.pathname + url.search)
  })
  await page.goto(`/projects/${project}/snapshots`)
  for (const snapshot of snapshots) {
    await expect(rowNamed(page, snapshot).getByRole('link', { name: disk })).toHaveAttribute(
      'href',
      `/projects/${project}/snapshots/${snapshot}/disk`,
    )
  }

  // never the project's disk list; the one disk both rows name, once, by id
  expect(apiGets.filter((u) => u.startsWith('/v1/disks?'))).toEqual([])
  expect(apiGets.filter((u) => /^\/v1\/disks\/[^/?]+$/.test(u))).toHaveLength(1)
})

test("the form's disk picker reads the project's disks past its first page", async ({ page }) => {
  const project = await newProject(page, 'snap')
  await newDisk(page, project, uniqueName('data'), 1)
  await secondPageHolding(page, '/v1/disks', 'on-page-two')

  await page.goto(`/projects/${project}/snapshots-new`)
  const panel = page.getByRole('dialog', { name: 'Create snapshot' })
  await panel.getByRole('combobox', { name: 'Disk' }).click()
  await page.getByRole('option', { name: /^on-page-two / }).click()
  await expect(panel.getByRole('combobox', { name: 'Disk' })).toHaveText(/^on-page-two/)
  await expect(panel.getByText(limitNote('disks'))).toHaveCount(0)
})

test('a disk deleted after its snapshot was shown reads Deleted on the way back', async ({
  page,
}) => {
  const project = await newProject(page, 'snap')
  const disk = uniqueName('data')
  await newDisk(page, project, disk, 1)
  const snapshot = uniqueName('kept')
  await newSnapshot(page, project, disk, snapshot)

  await page.goto(`/projects/${project}/snapshots`)
  const row = rowNamed(page, snapshot)
  await expect(row.getByRole('link', { name: disk })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Disks' }).click()
  await expect(page).toHaveURL(`/projects/${project}/disks`)
  const diskRow = rowNamed(page, disk)
  await diskRow.getByRole('button', { name: `Actions for ${disk}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(diskRow).toHaveCount(0)

  await page.goBack()
  await expect(row.getByText('Deleted', { exact: true })).toBeVisible()
  await expect(row.getByRole('link')).toHaveCount(0)
})

test("a snapshot being created can't be deleted: its row and a bulk delete say why", async ({
  page,
}) => {
  const project = await newProject(page, 'snap')
  const disk = uniqueName('data')
  await newDisk(page, project, disk, 1)
  const making = uniqueName('making')
  const done = uniqueName('done')
  await newSnapshot(page, project, disk, making)
  await newSnapshot(page, project, disk, done)
  // the mock makes a snapshot in half a second; the list sees this one as still being made
  await page.route(
    (url) => url.pathname === '/v1/snapshots',
    async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      for (const s of body.items) if (s.name === making) s.state = 'creating'
      await route.fulfill({ response, json: body })
    },
  )
  const why = "Can't be deleted while the snapshot is being created"

  await page.goto(`/projects/${project}/snapshots`)
  const row = rowNamed(page, making)
  await expect(row.getByText('creating', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: `Actions for ${making}` }).click()
  const deleteItem = page.getByRole('menuitem', { name: 'Delete' })
  await expect(deleteItem).toHaveAttribute('aria-disabled', 'true')
  await expect(deleteItem).toHaveAccessibleDescription(why)
  await page.keyboard.press('Escape')

  await page.getByRole('checkbox', { name: 'Select all snapshots' }).check()
  const bar = page.getByRole('group', { name: 'Selected snapshots' })
  await expect(bar).toContainText('2 snapshots selected')
  await bar.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete 2 snapshots' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  const results = page.getByRole('status').filter({ hasText: 'Delete: 1 of 2 done' })
  await expect(results).toContainText(`${done}: deleted`)
  await expect(results).toContainText(`${making}: ${why}`)
  await expect(rowNamed(page, done)).toHaveCount(0)
  await expect(page.getByRole('checkbox', { name: `Select ${making}` })).toBeChecked()
  // nothing was asked of the API for it
  const kept = await page.request.get(`/v1/snapshots/${making}?project=${project}`)
  expect(kept.status()).toBe(200)
})
