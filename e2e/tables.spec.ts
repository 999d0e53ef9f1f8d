import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, signIn, test, uniqueName } from './fixtures'

/** A project with instances alpha, bravo and charlie (created in that order), bravo started. */
async function projectWithInstances(page: Page) {
  const project = uniqueName('tables')
  const made = await page.request.post('/v1/projects', { data: { name: project, description: '' } })
  expect(made.status()).toBe(201)
  for (const [name, start] of [
    ['alpha', false],
    ['bravo', true],
    ['charlie', false],
  ] as const) {
    const created = await page.request.post(`/v1/instances?project=${project}`, {
      data: { name, description: '', hostname: name, memory: 2 ** 30, ncpus: 1, start },
    })
    expect(created.status()).toBe(201)
  }
  return project
}

/** The instance names of the table's rows, top to bottom. */
const shownNames = (page: Page) =>
  page.getByRole('table').getByRole('row').getByRole('link').allTextContents()

test('the instances list sorts by a header, newest first to begin with', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const project = await projectWithInstances(page)
  await page.goto(`/projects/${project}/instances`)

  const created = page.getByRole('columnheader', { name: 'Created' })
  const name = page.getByRole('columnheader', { name: 'Name' })
  await expect(created).toHaveAttribute('aria-sort', 'descending')
  await expect(name).toHaveAttribute('aria-sort', 'none')
  await expect.poll(() => shownNames(page)).toEqual(['charlie', 'bravo', 'alpha'])

  await name.getByRole('button', { name: 'Name' }).click()
  await expect(name).toHaveAttribute('aria-sort', 'ascending')
  await expect(created).toHaveAttribute('aria-sort', 'none')
  await expect.poll(() => shownNames(page)).toEqual(['alpha', 'bravo', 'charlie'])

  await name.getByRole('button', { name: 'Name' }).click()
  await expect(name).toHaveAttribute('aria-sort', 'descending')
  await expect.poll(() => shownNames(page)).toEqual(['charlie', 'bravo', 'alpha'])
})

test('the instances list filters by text and by state', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const project = await projectWithInstances(page)
  await page.goto(`/projects/${project}/instances`)
  // the list polls while bravo starts
  await expect(
    page.getByRole('row').filter({ hasText: 'bravo' }).getByText('running', { exact: true }),
  ).toBeVisible({ timeout: 30_000 })

  const filter = page.getByRole('searchbox', { name: 'Filter instances' })
  await filter.fill('ar')
  await expect.poll(() => shownNames(page)).toEqual(['charlie'])
  await filter.fill('')
  await expect.poll(() => shownNames(page)).toHaveLength(3)

  const state = page.getByLabel('State', { exact: true })
  await state.selectOption('running')
  await expect.poll(() => shownNames(page)).toEqual(['bravo'])
  await state.selectOption('stopped')
  await expect.poll(() => shownNames(page)).toEqual(['charlie', 'alpha'])
  await filter.fill('bravo')
  await expect(page.getByText('No rows match')).toBeVisible()
})

test('a hidden column stays hidden after a reload', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const project = await projectWithInstances(page)
  await page.goto(`/projects/${project}/instances`)
  await expect(page.getByRole('columnheader', { name: 'Memory' })).toBeVisible()

  await page.getByRole('button', { name: 'Columns' }).click()
  const memory = page.getByRole('menuitemcheckbox', { name: 'Memory' })
  await expect(memory).toBeChecked()
  await memory.click()
  await expect(memory).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('columnheader', { name: 'Memory' })).toHaveCount(0)

  await page.reload()
  await expect.poll(() => shownNames(page)).toHaveLength(3)
  await expect(page.getByRole('columnheader', { name: 'Memory' })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: 'vCPUs' })).toBeVisible()
})

test('Export CSV downloads the rows and columns shown', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const project = await projectWithInstances(page)
  await page.goto(`/projects/${project}/instances`)
  // an 'h' is in two names and in no state
  await page.getByRole('searchbox', { name: 'Filter instances' }).fill('h')
  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click()
  await expect.poll(() => shownNames(page)).toEqual(['alpha', 'charlie'])
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'vCPUs' }).click()
  await page.keyboard.press('Escape')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('instances.csv')
  const csv = await readFile((await download.path())!, 'utf8')
  const [header, ...records] = csv.trimEnd().split('\r\n')
  const columns = header.split(',')
  expect(columns).toEqual(['Name', 'Memory', 'State', 'IP addresses', 'Created'])
  const nameAt = columns.indexOf('Name')
  expect(records.map((r) => r.split(',')[nameAt])).toEqual(await shownNames(page))
})

test('Export CSV has the addresses that have arrived, without a filter or sort', async ({
  page,
}) => {
  await signIn(page, 'silo-admin')
  const project = await projectWithInstances(page)
  await page.goto(`/projects/${project}/instances`)
  const shown = new Map<string, string>()
  for (const name of ['alpha', 'bravo', 'charlie']) {
    const address = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name, exact: true }) })
      .getByText(/^\d{1,3}(\.\d{1,3}){3}$/)
    await expect(address).toBeVisible()
    shown.set(name, (await address.textContent()) ?? '')
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const csv = await readFile((await download.path())!, 'utf8')
  const [header, ...records] = csv.trimEnd().split('\r\n')
  const columns = header.split(',')
  const exported = new Map(
    records
      .map((r) => r.split(','))
      .map((cells) => [cells[columns.indexOf('Name')], cells[columns.indexOf('IP addresses')]]),
  )
  expect(exported).toEqual(shown)
})

test('the instances list shows each instance’s IP addresses', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const project = await projectWithInstances(page)
  await page.goto(`/projects/${project}/instances`)
  // each has the default interface, with a private address in the default VPC's subnet
  for (const name of ['alpha', 'bravo', 'charlie']) {
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: name })
        .getByText(/^\d{1,3}(\.\d{1,3}){3}$/)
        .first(),
    ).toBeVisible()
  }
})

test('a bulk stop of three instances reports each, keeping the refused one selected', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page, 'silo-admin')
  const project = uniqueName('bulk')
  const made = await page.request.post('/v1/projects', { data: { name: project, description: '' } })
  expect(made.status()).toBe(201)
  for (const [name, start] of [
    ['alpha', true],
    ['bravo', true],
    ['charlie', false],
  ] as const) {
    const created = await page.request.post(`/v1/instances?project=${project}`, {
      data: { name, description: '', hostname: name, memory: 2 ** 30, ncpus: 1, start },
    })
    expect(created.status()).toBe(201)
  }
  await page.goto(`/projects/${project}/instances`)
  const stateOf = (name: string, state: string) =>
    page.getByRole('row').filter({ hasText: name }).getByText(state, { exact: true })
  await expect(stateOf('alpha', 'running')).toBeVisible({ timeout: 30_000 })
  await expect(stateOf('bravo', 'running')).toBeVisible({ timeout: 30_000 })
  await expect(stateOf('charlie', 'stopped')).toBeVisible({ timeout: 30_000 })

  for (const name of ['alpha', 'bravo', 'charlie']) {
    await page.getByRole('checkbox', { name: `Select ${name}` }).check()
  }
  const bar = page.getByRole('group', { name: 'Selected instances' })
  await expect(bar).toContainText('3 instances selected')
  await bar.getByRole('button', { name: 'Stop' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Stop 3 instances' })
  await expect(dialog).toContainText('Are you sure you want to stop 3 instances?')
  await dialog.getByRole('button', { name: 'Confirm' }).click()

  const results = page.getByRole('status').filter({ hasText: 'Stop: 2 of 3 done' })
  await expect(results).toContainText('alpha: stopping')
  await expect(results).toContainText('bravo: stopping')
  await expect(results).toContainText(
    'charlie: Only available when the instance is running, starting, rebooting, or failed',
  )
  await expect(page.getByRole('checkbox', { name: 'Select charlie' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Select alpha' })).not.toBeChecked()
  await expect(bar).toContainText('1 instance selected')
  await expect(stateOf('alpha', 'stopped')).toBeVisible({ timeout: 30_000 })
  await expect(stateOf('bravo', 'stopped')).toBeVisible({ timeout: 30_000 })
})

test('a bulk delete of disks deletes the detached ones and keeps the attached one selected, saying why', async ({
  page,
}) => {
  await signIn(page, 'silo-admin')
  const project = uniqueName('bulkdisk')
  const made = await page.request.post('/v1/projects', { data: { name: project, description: '' } })
  expect(made.status()).toBe(201)
  for (const name of ['scratch-a', 'scratch-b', 'kept-c']) {
    const disk = await page.request.post(`/v1/disks?project=${project}`, {
      data: {
        name,
        description: '',
        size: 2 ** 30,
        disk_source: { type: 'blank', block_size: 4096 },
      },
    })
    expect(disk.status()).toBe(201)
  }
  const vm = await page.request.post(`/v1/instances?project=${project}`, {
    data: {
      name: 'holder',
      description: '',
      hostname: 'holder',
      memory: 2 ** 30,
      ncpus: 1,
      start: false,
      disks: [{ type: 'attach', name: 'kept-c' }],
    },
  })
  expect(vm.status()).toBe(201)

  await page.goto(`/projects/${project}/disks`)
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name })
  await expect(rowOf('kept-c').getByText('attached', { exact: true })).toBeVisible()
  // new disks are creating for a moment; the list follows them until they are detached
  await expect(rowOf('scratch-a').getByText('detached', { exact: true })).toBeVisible()
  await expect(rowOf('scratch-b').getByText('detached', { exact: true })).toBeVisible()
  await page.getByRole('checkbox', { name: 'Select all disks' }).check()
  const bar = page.getByRole('group', { name: 'Selected disks' })
  await expect(bar).toContainText('3 disks selected')
  await bar.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete 3 disks' })
    .getByRole('button', { name: 'Confirm' })
    .click()

  const results = page.getByRole('status').filter({ hasText: 'Delete: 2 of 3 done' })
  await expect(results).toContainText('scratch-a: deleted')
  await expect(results).toContainText('scratch-b: deleted')
  await expect(results).toContainText('kept-c: Detach the disk before deleting it')
  await expect(rowOf('scratch-a')).toHaveCount(0)
  await expect(rowOf('scratch-b')).toHaveCount(0)
  await expect(page.getByRole('checkbox', { name: 'Select kept-c' })).toBeChecked()
  await expect(bar).toContainText('1 disk selected')
})

test('a long name is cut to its column, whole on hover and on focus', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const project = uniqueName('cut')
  const made = await page.request.post('/v1/projects', { data: { name: project, description: '' } })
  expect(made.status()).toBe(201)
  const vpc = `${uniqueName('long')}-`.padEnd(63, 'x')
  const res = await page.request.post(`/v1/vpcs?project=${project}`, {
    data: { name: vpc, description: '', dns_name: 'long' },
  })
  expect(res.status()).toBe(201)

  await page.setViewportSize({ width: 900, height: 720 })
  await page.goto(`/projects/${project}/vpcs`)
  const link = page.getByRole('link', { name: vpc, exact: true })
  await expect(link).toBeVisible()
  const cut = (el: HTMLElement) => el.scrollWidth > el.clientWidth
  // cut to fit: the table doesn't scroll sideways
  expect(await link.evaluate(cut)).toBe(true)
  const frame = page.getByRole('table').locator('..')
  expect(await frame.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  // the whole name on hover, and in place once focused
  await link.hover()
  await expect(link).toHaveAttribute('title', vpc)
  await link.focus()
  await expect.poll(() => link.evaluate(cut)).toBe(false)

  // with room, nothing is cut
  await page.setViewportSize({ width: 1600, height: 720 })
  await page.getByRole('heading', { name: 'VPCs' }).click()
  await expect.poll(() => link.evaluate(cut)).toBe(false)
})

test('an id is shortened in a table, whole on hover, to screen readers and in its copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, 'fleet-admin')
  const sleds = await page.request.get('/v1/system/hardware/sleds?limit=1')
  expect(sleds.ok()).toBe(true)
  const [{ id }] = ((await sleds.json()) as { items: { id: string }[] }).items

  await page.goto('/system/inventory/sleds')
  // the link's name is the whole id; what shows is its start
  const link = page.getByRole('link', { name: id, exact: true })
  await expect(link).toBeVisible()
  await expect(link).toContainText(`${id.slice(0, 8)}…`)
  await link.hover()
  await expect(link).toHaveAttribute('title', id)

  const row = page.getByRole('row').filter({ has: link })
  await row.getByRole('button', { name: 'Copy ID' }).first().click()
  await expect(row.getByText('Copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id)
})
