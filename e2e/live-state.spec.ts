import type { Locator, Page } from '@playwright/test'
import { expect, signIn, test, uniqueName } from './fixtures'

// "Updated 12:34:56": the time a list or page last loaded what it shows
const updatedTime = async (page: Page, scope = page.locator('body')) =>
  (
    await scope
      .getByText(/^Updated /)
      .first()
      .textContent()
  )?.replace('Updated ', '')

async function newProject(page: Page) {
  const project = uniqueName('live')
  const res = await page.request.post('/v1/projects', { data: { name: project, description: '' } })
  expect(res.status()).toBe(201)
  return project
}

/** The state badge a row or page shows, e.g. 'stopping'. */
const badge = (scope: Locator, state: string) => scope.getByText(state, { exact: true })
/** The spinner a state badge shows while its resource is in transition. */
const spinner = (scope: Locator) => scope.locator('.animate-spin')

test('the instances list and an instance page follow a start by themselves, the state badge spinning until it settles', async ({
  page,
}) => {
  await signIn(page, 'silo-admin')
  const project = await newProject(page)
  const created = await page.request.post(`/v1/instances?project=${project}`, {
    data: { name: 'vm-live', description: '', hostname: 'vm-live', memory: 2 ** 30, ncpus: 1 },
  })
  expect(created.status()).toBe(201)

  await page.goto(`/projects/${project}/instances`)
  const row = page.getByRole('row').filter({ hasText: 'vm-live' })
  await expect(badge(row, 'running')).toBeVisible({ timeout: 30_000 })
  // settled: no spinner, no polling, but it still says when it was loaded
  await expect(spinner(badge(row, 'running'))).toHaveCount(0)
  await expect(page.getByText('Live', { exact: true })).toHaveCount(0)
  await expect(page.getByText(/^Updated \d\d:\d\d:\d\d$/)).toBeVisible()

  // stopped by someone else (the CLI): the page isn't polling, its refresh button shows it
  const before = await updatedTime(page)
  expect((await page.request.post(`/v1/instances/vm-live/stop?project=${project}`)).status()).toBe(
    202,
  )
  await page.getByRole('button', { name: 'Refresh instances' }).click()
  // in transition now: the badge spins and the list follows the stop to its end by itself
  await expect(spinner(badge(row, 'stopping'))).toBeVisible()
  await expect(badge(row, 'stopped')).toBeVisible({ timeout: 30_000 })
  await expect(spinner(row)).toHaveCount(0)
  expect(await updatedTime(page)).not.toBe(before)

  // the instance page does the same for a start from its own menu
  await page.goto(`/projects/${project}/instances/vm-live`)
  const heading = page.getByRole('heading', { level: 1, name: 'vm-live' })
  await expect(heading).toBeVisible()
  const header = page.locator('main')
  await expect(page.getByText(/^Updated /).first()).toBeVisible()
  await page.getByRole('button', { name: 'Actions' }).click()
  await page.getByRole('menuitem', { name: 'Start' }).click()
  await expect(spinner(badge(header, 'starting'))).toBeVisible()
  await expect(badge(header, 'running')).toBeVisible({ timeout: 30_000 })
  await expect(spinner(badge(header, 'running'))).toHaveCount(0)
})

test('an image being imported shows on the images page and is followed by itself until it is gone', async ({
  page,
}) => {
  await signIn(page, 'silo-admin')
  const project = await newProject(page)
  const disk = uniqueName('import')
  const q = `?project=${project}`
  const create = await page.request.post(`/v1/disks${q}`, {
    data: {
      name: disk,
      description: 'an upload from another machine',
      size: 2 ** 30,
      disk_source: { type: 'importing_blocks', block_size: 512 },
    },
  })
  expect(create.status()).toBe(201)

  await page.goto(`/projects/${project}/images`)
  const imports = page.getByRole('region', { name: 'Imports in progress' })
  const row = imports.getByRole('row').filter({ hasText: disk })
  await expect(row.getByText('import ready', { exact: true })).toBeVisible()
  // waiting for its uploader to begin: not on its way anywhere, so no spinner
  await expect(spinner(row)).toHaveCount(0)

  // the uploader (elsewhere) starts writing: the page sees it without a reload
  expect((await page.request.post(`/v1/disks/${disk}/bulk-write-start${q}`)).status()).toBe(204)
  await expect(spinner(badge(row, 'importing from bulk writes'))).toBeVisible({
    timeout: 20_000,
  })
  // and stops, and finalizes without making a snapshot: the disk is an ordinary
  // disk now, and the import leaves the page by itself
  expect((await page.request.post(`/v1/disks/${disk}/bulk-write-stop${q}`)).status()).toBe(204)
  await expect(row.getByText('import ready', { exact: true })).toBeVisible({ timeout: 20_000 })
  expect((await page.request.post(`/v1/disks/${disk}/finalize${q}`, { data: {} })).status()).toBe(
    204,
  )
  await expect(imports).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByText('No images')).toBeVisible()
})

test('the support bundles list follows a collection to its end, its badge spinning meanwhile', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const reason = `e2e live list ${Date.now()}`
  const res = await page.request.post('/experimental/v1/system/support-bundles', {
    data: { user_comment: reason },
  })
  expect(res.status()).toBe(201)
  await page.goto('/system/support-bundles')
  const row = page.getByRole('row').filter({ hasText: reason })
  await expect(spinner(badge(row, 'collecting'))).toBeVisible()
  await expect(badge(row, 'active')).toBeVisible({ timeout: 30_000 })
  await expect(spinner(row)).toHaveCount(0)
})
