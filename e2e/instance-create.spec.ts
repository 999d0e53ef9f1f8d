import type { Page } from '@playwright/test'
import { expect, test, uniqueName } from './fixtures'
import { newPublicKey } from './ssh-key-setup'

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
  await expect(page.getByText('running', { exact: true })).toBeVisible({ timeout: 30_000 })
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

/** Holds the answers to requests matching `url` until `release()`. */
async function hold(page: Page, url: string | RegExp | ((url: URL) => boolean)) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await route.fallback()
  })
  return release
}

const isSiloImageList = (url: URL) =>
  url.pathname === '/v1/images' && !url.searchParams.has('project')

test('each section is usable while another list is still loading, and keeps what was typed', async ({
  authedPage: page,
}) => {
  const project = await newProject(page)
  const releaseVpcs = await hold(page, '**/v1/vpcs?*')
  const releaseKeys = await hold(page, '**/v1/me/ssh-keys?*')
  await page.goto(`/projects/${project}/instances-new`)

  const name = uniqueName('vm')
  await nameField(page).fill(name)
  await page.getByLabel('Description').fill('typed while the VPCs load')
  await page.getByRole('tab', { name: 'High CPU' }).click()
  await page.getByRole('radio', { name: '4 vCPUs, 8 GiB' }).check()
  await pick(page, 'Image', /^ubuntu-24-04/)
  await expect(page.getByRole('combobox', { name: 'Image' })).toHaveText(/ubuntu-24-04/)

  // the sections whose lists are out say so, each in its own place
  const networking = page.getByRole('region', { name: 'Networking' })
  const sshKeys = page.getByRole('region', { name: 'SSH keys' })
  await networking.getByRole('radio', { name: /^Custom/ }).check()
  await expect(networking.getByRole('status').filter({ hasText: 'Loading VPCs' })).toBeAttached()
  await expect(networking.getByRole('button', { name: 'Add network interface' })).toBeHidden()
  await expect(sshKeys.getByRole('status').filter({ hasText: 'Loading SSH keys' })).toBeAttached()

  // the keys arrive: all of them checked, as they are when they load first
  releaseKeys()
  const keys = sshKeys.getByRole('checkbox')
  await expect(keys.first()).toBeVisible()
  const keyCount = await keys.count()
  for (let i = 0; i < keyCount; i++) await expect(keys.nth(i)).toBeChecked()

  releaseVpcs()
  await networking.getByRole('button', { name: 'Add network interface' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add network interface' })
  await pick(page, 'VPC', 'default')
  await pick(page, 'Subnet', /^default/)
  await dialog.getByRole('button', { name: 'Add interface' }).click()
  await expect(networking.getByRole('list', { name: 'Network interfaces' })).toContainText(
    'default / default',
  )

  // nothing typed before was lost on the way
  await expect(nameField(page)).toHaveValue(name)
  await expect(page.getByLabel('Description')).toHaveValue('typed while the VPCs load')
  await expect(page.getByRole('radio', { name: '4 vCPUs, 8 GiB' })).toBeChecked()
  await expect(page.getByRole('combobox', { name: 'Image' })).toHaveText(/ubuntu-24-04/)

  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(`/projects/${project}/instances/${name}/storage`)
})

test('a list that fails shows its error in its own section, and the form still creates', async ({
  authedPage: page,
}) => {
  const project = await newProject(page)
  await page.route('**/v1/vpcs?*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        request_id: 'e2e',
        error_code: 'ServiceNotAvailable',
        message: 'Service Unavailable',
      }),
    }),
  )
  await page.goto(`/projects/${project}/instances-new`)
  const name = uniqueName('vm')
  await nameField(page).fill(name)

  const networking = page.getByRole('region', { name: 'Networking' })
  await networking.getByRole('radio', { name: /^Custom/ }).check()
  const failure = networking.getByRole('alert').filter({ hasText: 'Could not load VPCs' })
  await expect(failure).toBeVisible()
  await expect(failure.getByRole('button', { name: 'Retry loading VPCs' })).toBeVisible()
  // the error is the VPCs' alone
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load' })).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden()

  // the rest of the form works as ever
  await page.getByRole('tab', { name: 'General purpose' }).click()
  await page.getByRole('radio', { name: '1 vCPU, 4 GiB' }).check()
  await pick(page, 'Image', /^debian-12/)
  await expect(networking.getByRole('checkbox', { name: 'Allocate an ephemeral IP' })).toBeChecked()

  // once the API answers again, Retry brings the list back where it failed
  await page.unroute('**/v1/vpcs?*')
  await failure.getByRole('button', { name: 'Retry loading VPCs' }).click()
  await expect(networking.getByRole('button', { name: 'Add network interface' })).toBeVisible()
  await expect(failure).toBeHidden()

  // and an instance on the default network goes through, with what was typed
  await networking.getByRole('radio', { name: /^Default/ }).check()
  await expect(nameField(page)).toHaveValue(name)
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(`/projects/${project}/instances/${name}/storage`)
})

test('with no silo images, the form turns to the project images once they arrive', async ({
  authedPage: page,
}) => {
  const project = await newProject(page)
  // a silo without images, and a project with some: the silo's, answered as the project's
  const images = await (await page.request.get('/v1/images?limit=1000')).json()
  await page.route(isSiloImageList, (route) =>
    route.fulfill({ json: { items: [], next_page: null } }),
  )
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === '/v1/images' && url.searchParams.get('project') === project,
    async (route) => {
      await released
      await route.fulfill({ json: { items: images.items, next_page: null } })
    },
  )
  await page.goto(`/projects/${project}/instances-new`)

  const bootDisk = page.getByRole('region', { name: 'Boot disk' })
  await expect(bootDisk.getByText('No images in this silo')).toBeVisible()
  await nameField(page).fill('typed-first')
  release()
  await expect(bootDisk.getByRole('tab', { name: 'Project images' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await pick(page, 'Image', /^debian-12/)
  await expect(nameField(page)).toHaveValue('typed-first')
})

test('a default that arrives late never overrides what the user chose', async ({
  authedPage: page,
}) => {
  const project = await newProject(page)
  const releaseSiloImages = await hold(page, isSiloImageList)
  await page.goto(`/projects/${project}/instances-new`)

  const bootDisk = page.getByRole('region', { name: 'Boot disk' })
  await expect(
    bootDisk.getByRole('status').filter({ hasText: 'Loading silo images' }),
  ).toBeAttached()
  await bootDisk.getByRole('tab', { name: 'Existing disks' }).click()

  const answered = page.waitForResponse((res) => isSiloImageList(new URL(res.url())))
  releaseSiloImages()
  await answered
  // give the answer time to reach the form, where it would reset the boot source
  await page.waitForTimeout(500)
  await expect(bootDisk.getByRole('tab', { name: 'Existing disks' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await bootDisk.getByRole('tab', { name: 'Silo images' }).click()
  await expect(bootDisk.getByRole('combobox', { name: 'Image' })).toBeVisible()
})

test('a picker whose list stopped at the limit says that only the first ones are listed', async ({
  authedPage: page,
}) => {
  const project = await newProject(page)
  const fip = uniqueName('fip')
  const madeFip = await page.request.post(`/v1/floating-ips?project=${project}`, {
    data: { name: fip, description: '' },
  })
  expect(madeFip.status()).toBe(201)
  // as the API answers when more exist than the page it was asked for
  for (const list of ['**/v1/vpcs?*', '**/v1/floating-ips?*']) {
    await page.route(list, async (route) => {
      const res = await route.fetch()
      await route.fulfill({ response: res, json: { ...(await res.json()), next_page: 'more' } })
    })
  }
  await page.goto(`/projects/${project}/instances-new`)

  const networking = page.getByRole('region', { name: 'Networking' })
  await expect(networking.getByRole('combobox', { name: 'Floating IPs' })).toBeVisible()
  await expect(
    networking.getByText(
      'Only the unattached ones among the first 1,000 floating IPs of the project are listed.',
    ),
  ).toBeVisible()

  await networking.getByRole('radio', { name: /^Custom/ }).check()
  await networking.getByRole('button', { name: 'Add network interface' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add network interface' })
  await expect(dialog.getByRole('combobox', { name: 'VPC' })).toBeVisible()
  await expect(
    dialog.getByText('Only the first 1,000 VPCs of the project are listed.'),
  ).toBeVisible()
})

test('a direct load asks for the lists while the form’s code is on its way, each once', async ({
  authedPage: page,
}) => {
  const project = await newProject(page)
  const lists: string[] = []
  // the user's groups, for the submit's role check (useRefusals): read once the form renders
  const roleReads: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname === '/v1/me/groups') roleReads.push(url.pathname + url.search)
    else if (url.pathname.startsWith('/v1/') && url.searchParams.has('limit')) {
      lists.push(url.pathname + url.search)
    }
  })
  // the form's own code held back until its lists have been asked for
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(/\/pages\/projects\/%5Bproject%5D\/instances-new-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`/projects/${project}/instances-new`, { waitUntil: 'commit' })
  await expect.poll(() => lists.length).toBe(8)
  release()
  await expect(page.getByRole('heading', { name: 'Create instance', level: 1 })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Image' })).toHaveText('Select an image')
  await page.waitForLoadState('networkidle')
  expect(new Set(lists).size).toBe(lists.length)
  expect(lists).toHaveLength(8)
  expect(roleReads.length).toBeLessThanOrEqual(1)
})

test("the floating-IP picker names each floating IP's pool, and finds them by it", async ({
  authedPage: page,
}) => {
  const project = await newProject(page)
  const fip = uniqueName('fip-second')
  const made = await page.request.post(`/v1/floating-ips?project=${project}`, {
    data: { name: fip, description: '', pool: 'ipv4-pool-2' },
  })
  expect(made.status()).toBe(201)

  await page.goto(`/projects/${project}/instances-new`)
  await page.getByRole('combobox', { name: 'Floating IPs' }).click()
  await page.getByPlaceholder('Search…').fill('ipv4-pool-2')
  await page.getByRole('option', { name: new RegExp(`^${fip}.*pool ipv4-pool-2`) }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('list', { name: 'Selected floating ips' })).toContainText(fip)
})

test('an SSH key added while creating an instance is chosen at once, the form kept', async ({
  authedPage: page,
}) => {
  const project = await newProject(page)
  const name = uniqueName('vm')
  const key = uniqueName('laptop-key')

  await page.goto(`/projects/${project}/instances-new`)
  await nameField(page).fill(name)
  const keys = page.getByRole('region', { name: 'SSH keys' })
  await keys.getByRole('button', { name: 'Add SSH key' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' })
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(key)
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(newPublicKey('e2e@laptop'))
  await dialog.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(dialog).toBeHidden()

  await expect(keys.getByRole('checkbox', { name: key })).toBeChecked()
  await expect(nameField(page)).toHaveValue(name)
  await expect(page).toHaveURL(`/projects/${project}/instances-new`)
})

test("the name can be typed before the form's code arrives, and the form takes it with the caret where it was", async ({
  authedPage: page,
}) => {
  const project = await newProject(page)
  // the form's code (the script with its boot disk section), held back, as on a slow link
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    const response = await route.fetch()
    if ((await response.text()).includes('Select an image')) await held
    await route.fulfill({ response })
  })
  await page.goto(`/projects/${project}/instances-new`, { waitUntil: 'commit' })

  await expect(nameField(page)).toBeFocused()
  await page.keyboard.type('web')
  await expect(page.getByRole('textbox', { name: 'Hostname' })).toHaveValue('web')
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('combobox', { name: 'Image', exact: true })).toHaveCount(0)

  release()
  await expect(page.getByRole('combobox', { name: 'Image', exact: true })).toBeVisible()
  await expect(nameField(page)).toBeFocused()
  await page.keyboard.type('x')
  await expect(nameField(page)).toHaveValue('wexb')
  await expect(page.getByRole('textbox', { name: 'Hostname' })).toHaveValue('wexb')
  await expect(page.getByLabel('Disk name')).toHaveValue('wexb-boot')
})
