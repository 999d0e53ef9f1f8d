import type { Page } from '@playwright/test'
import { newDisk, newProject, newStoppedInstance } from './disk-setup'
import { expect, signIn, test, uniqueName } from './fixtures'
import { secondPageHolding } from './picker-limit'

test.beforeEach(async ({ page }) => {
  await signIn(page, 'silo-admin')
})

const rowNamed = (page: Page, name: string | RegExp) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })

test('storage tab: attach a disk, make it the boot disk, unset it and detach it', async ({
  page,
}) => {
  const project = await newProject(page, 'ipage')
  await newStoppedInstance(page, project, 'vm')
  await newDisk(page, project, 'data-1', 2)

  await page.goto(`/projects/${project}/instances/vm`)
  await expect(page).toHaveURL(`/projects/${project}/instances/vm/storage`)
  await expect(page.getByText('stopped', { exact: true }).first()).toBeVisible()

  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attach existing disk' })
  await dialog.getByRole('combobox', { name: 'Disk' }).click()
  await page.getByRole('option', { name: 'data-1 (2 GiB)' }).click()
  await dialog.getByRole('button', { name: 'Attach disk' }).click()
  await expect(page.getByText('Disk data-1 attached')).toBeVisible()
  const row = rowNamed(page, 'data-1')
  await expect(row.getByText('attached', { exact: true })).toBeVisible()

  await row.getByRole('button', { name: 'Actions for data-1' }).click()
  await page.getByRole('menuitem', { name: 'Set as boot disk' }).click()
  await expect(page.getByText('data-1 is now the boot disk')).toBeVisible()
  const boot = rowNamed(page, 'data-1')
  // the boot disk can't be detached, and says so
  await boot.getByRole('button', { name: 'Actions for data-1' }).click()
  const detachBoot = page.getByRole('menuitem', { name: 'Detach' })
  await expect(detachBoot).toHaveAttribute('aria-disabled', 'true')
  await expect(detachBoot).toHaveAccessibleDescription(
    'The boot disk cannot be detached: unset it as boot disk first',
  )
  await page.getByRole('menuitem', { name: 'Unset as boot disk' }).click()
  await expect(page.getByText('data-1 is no longer the boot disk')).toBeVisible()

  await rowNamed(page, 'data-1').getByRole('button', { name: 'Actions for data-1' }).click()
  await page.getByRole('menuitem', { name: 'Detach' }).click()
  // the same confirmation as on the disks list
  const confirm = page.getByRole('alertdialog', { name: 'Detach disk' })
  await expect(confirm).toContainText('Are you sure you want to detach disk data-1?')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Detaching disk data-1')).toBeVisible()
  await expect(rowNamed(page, 'data-1')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No other disks' })).toBeVisible()
})

test('networking tab: add a NIC while stopped; attach and detach an ephemeral IP', async ({
  page,
}) => {
  const project = await newProject(page, 'inet')
  await newStoppedInstance(page, project, 'vm')

  await page.goto(`/projects/${project}/instances/vm/networking`)
  await expect(page.getByText('stopped', { exact: true }).first()).toBeVisible()

  await page.getByRole('button', { name: 'Add network interface' }).click()
  const panel = page.getByRole('dialog', { name: 'Add network interface' })
  await panel.getByLabel('Name').fill('nic-extra')
  await panel.getByRole('combobox', { name: 'VPC' }).click()
  await page.getByRole('option', { name: 'default', exact: true }).click()
  await panel.getByRole('combobox', { name: 'Subnet' }).click()
  await page.getByRole('option', { name: /^default/ }).click()
  await panel.getByRole('button', { name: 'Add network interface' }).click()
  await expect(panel).toBeHidden()
  await expect(rowNamed(page, 'nic-extra')).toBeVisible()

  await page.getByRole('button', { name: 'Attach ephemeral IP' }).click()
  const attach = page.getByRole('dialog', { name: 'Attach ephemeral IP' })
  // the silo's default pool is chosen already
  await expect(attach.getByRole('combobox', { name: 'IP pool' })).toContainText('(default)')
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(page.getByText(/^Ephemeral IP [\d.]+ attached$/)).toBeVisible()
  const ipMenu = page.getByRole('button', { name: /^Actions for ephemeral IP / })
  const ipRow = page.getByRole('row').filter({ has: ipMenu })
  await expect(ipRow).toHaveCount(1)
  // one ephemeral IP per instance
  await expect(page.getByRole('button', { name: 'Attach ephemeral IP' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )

  await ipMenu.click()
  await page.getByRole('menuitem', { name: 'Detach' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(ipRow).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No external IPs' })).toBeVisible()
})

test('a name typed before the VPCs arrive stays when they do', async ({ page }) => {
  const project = await newProject(page, 'nicname')
  await newStoppedInstance(page, project, 'vm')
  await page.goto(`/projects/${project}/instances/vm/networking`)
  await expect(page.getByText('stopped', { exact: true }).first()).toBeVisible()

  // the VPC list answers only once the name is typed
  let release!: () => void
  const typed = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/v1\/vpcs\?/, async (route) => {
    await typed
    await route.continue()
  })
  await page.getByRole('button', { name: 'Add network interface' }).click()
  const panel = page.getByRole('dialog', { name: 'Add network interface' })
  await panel.getByLabel('Name').fill('nic-early')
  release()
  await expect(panel.getByRole('combobox', { name: 'VPC' })).toContainText('default')
  await expect(panel.getByLabel('Name')).toHaveValue('nic-early')
})

test('instance page: reboot with its badges; stopped-only actions are disabled while running', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const project = await newProject(page, 'iboot')
  const res = await page.request.post(`/v1/instances?project=${project}`, {
    data: { name: 'vm', description: '', hostname: 'vm', memory: 2 ** 30, ncpus: 1, start: true },
  })
  expect(res.status()).toBe(201)

  await page.goto(`/projects/${project}/instances/vm/storage`)
  const badge = (state: string) => page.getByText(state, { exact: true }).first()
  await expect(badge('running')).toBeVisible({ timeout: 30_000 })

  const attachDisk = page.getByRole('button', { name: 'Attach existing disk' })
  await expect(attachDisk).toHaveAttribute('aria-disabled', 'true')
  await expect(attachDisk).toHaveAccessibleDescription(/stopped/)

  await page.getByRole('button', { name: 'Actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.getByRole('menuitem', { name: 'Reboot' }).click()
  await expect(badge('rebooting')).toBeVisible()
  await expect(badge('running')).toBeVisible({ timeout: 30_000 })

  await page.getByRole('link', { name: 'Networking' }).click()
  await expect(page.getByRole('button', { name: 'Add network interface' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})

test('networking tab: names the VPC, subnet and pool of its rows by looking up only those', async ({
  page,
}) => {
  const project = await newProject(page, 'inames')
  await newStoppedInstance(page, project, 'vm')
  // a VPC the instance isn't in: nothing about it is needed
  const other = await page.request.post(`/v1/vpcs?project=${project}`, {
    data: { name: 'elsewhere', description: '', dns_name: 'elsewhere' },
  })
  expect(other.status()).toBe(201)
  const ephemeral = await page.request.post(
    `/v1/instances/vm/external-ips/ephemeral?project=${project}`,
    { data: {} },
  )
  expect(ephemeral.status()).toBe(202)
  const poolId = ((await ephemeral.json()) as { ip_pool_id: string }).ip_pool_id
  const pool = (await (await page.request.get(`/v1/ip-pools/${poolId}`)).json()) as {
    name: string
  }

  const asked: URL[] = []
  page.on('request', (r) => asked.push(new URL(r.url())))
  await page.goto(`/projects/${project}/instances/vm/networking`)
  const nic = page.getByRole('table', { name: 'Network interfaces' }).getByRole('row').nth(1)
  // its VPC and its subnet, both called default
  await expect(nic.getByRole('cell', { name: 'default', exact: true })).toHaveCount(2)
  const ip = page.getByRole('row').filter({ has: page.getByText('ephemeral', { exact: true }) })
  await expect(ip.getByRole('cell', { name: pool.name, exact: true })).toBeVisible()

  const api = asked.filter((u) => u.pathname.startsWith('/v1/'))
  const lists = api.filter((u) => /^\/v1\/(vpcs|vpc-subnets|ip-pools)$/.test(u.pathname))
  expect(lists.map((u) => u.pathname + u.search)).toEqual([])
  // one look-up by id for each thing named, and nothing about the other VPC
  const lookups = api.filter((u) => /^\/v1\/(vpcs|vpc-subnets|ip-pools)\//.test(u.pathname))
  expect(lookups).toHaveLength(3)
})

test("attach disk: the picker reads the project's disks past its first page", async ({ page }) => {
  const project = await newProject(page, 'ilimit')
  await newStoppedInstance(page, project, 'vm')
  await newDisk(page, project, 'data-1', 2)
  await secondPageHolding(page, '/v1/disks', 'data-2')

  await page.goto(`/projects/${project}/instances/vm/storage`)
  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attach existing disk' })
  await dialog.getByRole('combobox', { name: 'Disk' }).click()
  await expect(page.getByRole('option', { name: 'data-1 (2 GiB)' })).toBeVisible()
  await expect(page.getByRole('option', { name: 'data-2 (2 GiB)' })).toBeVisible()
  await expect(dialog.getByText('Only the first 1,000 disks are listed.')).toHaveCount(0)
})

test('a ruled-out button says why on hover and on focus, keeping the focus', async ({ page }) => {
  const project = await newProject(page, 'gate')
  const made = await page.request.post(`/v1/instances?project=${project}`, {
    data: { name: 'vm', description: '', hostname: 'vm', memory: 2 ** 30, ncpus: 1, start: true },
  })
  expect(made.status()).toBe(201)
  await page.goto(`/projects/${project}/instances/vm/storage`)
  await expect(page.getByText('running', { exact: true }).first()).toBeVisible()
  const why = 'Only available when the instance is creating or stopped'

  // the tooltip's code loads on the first focus; the focus stays on the button meanwhile
  const attach = page.getByRole('button', { name: 'Attach existing disk' })
  await expect(attach).toHaveAttribute('aria-disabled', 'true')
  await expect(attach).toHaveAccessibleDescription(why)
  await attach.focus()
  await expect(page.getByRole('tooltip')).toHaveText(why)
  await expect(attach).toBeFocused()
  await page.keyboard.press('Tab')
  const create = page.getByRole('button', { name: 'Create new disk' })
  await expect(create).toBeFocused()
  await expect(page.getByRole('tooltip')).toHaveText(why)

  await page.mouse.move(0, 0)
  await create.blur()
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await attach.hover()
  await expect(page.getByRole('tooltip')).toHaveText(why)
})

test('storage tab: a disk still being created is offered to attach, as the disk list offers it', async ({
  page,
}) => {
  const project = await newProject(page, 'icreat')
  await newStoppedInstance(page, project, 'vm')
  await newDisk(page, project, 'data-1', 2)
  // the mock creates a disk in half a second; the lists see this one as still being created
  await page.route(
    (url) => url.pathname === '/v1/disks',
    async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      for (const d of body.items) if (d.name === 'data-1') d.state = { state: 'creating' }
      await route.fulfill({ response, json: body })
    },
  )

  await page.goto(`/projects/${project}/disks`)
  const listed = rowNamed(page, 'data-1')
  await expect(listed.getByText('creating', { exact: true })).toBeVisible()
  await listed.getByRole('button', { name: 'Actions for data-1' }).click()
  await expect(page.getByRole('menuitem', { name: 'Attach' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.keyboard.press('Escape')

  await page.goto(`/projects/${project}/instances/vm/storage`)
  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attach existing disk' })
  await dialog.getByRole('combobox', { name: 'Disk' }).click()
  await page.getByRole('option', { name: 'data-1 (2 GiB, creating)' }).click()
  await dialog.getByRole('button', { name: 'Attach disk' }).click()
  await expect(page.getByText('Disk data-1 attached')).toBeVisible()
})

test('networking tab: IPs are attached and detached only in the states that allow it', async ({
  page,
}) => {
  const project = await newProject(page, 'iipst')
  await newStoppedInstance(page, project, 'vm')
  const q = `?project=${project}`
  const ephemeral = await page.request.post(`/v1/instances/vm/external-ips/ephemeral${q}`, {
    data: {},
  })
  expect(ephemeral.status()).toBe(202)
  const fip = uniqueName('fip')
  const made = await page.request.post(`/v1/floating-ips${q}`, {
    data: { name: fip, description: '' },
  })
  expect(made.status()).toBe(201)
  const attached = await page.request.post(`/v1/floating-ips/${fip}/attach${q}`, {
    data: { kind: 'instance', parent: 'vm' },
  })
  expect(attached.status()).toBe(202)

  // failed, as an instance becomes only by itself: Nexus then refuses every IP change
  await page.route(
    (url) => /^\/v1\/instances\/[^/]+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, json: { ...(await response.json()), run_state: 'failed' } })
    },
  )
  const why = 'Only available when the instance is running, stopped, starting, or stopping'

  await page.goto(`/projects/${project}/instances/vm/networking`)
  await expect(page.getByText('failed', { exact: true }).first()).toBeVisible()
  for (const name of ['Attach ephemeral IP', 'Attach floating IP']) {
    const button = page.getByRole('button', { name })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(why)
  }
  for (const menu of [/^Actions for ephemeral IP /, /^Actions for floating IP /]) {
    await page.getByRole('button', { name: menu }).click()
    const detach = page.getByRole('menuitem', { name: 'Detach' })
    await expect(detach).toHaveAttribute('aria-disabled', 'true')
    await expect(detach).toHaveAccessibleDescription(why)
    await page.keyboard.press('Escape')
  }

  // the floating IP list, once it has read the instance, says the same
  await page.goto(`/projects/${project}/floating-ips`)
  const fipRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: fip }) })
  await expect(fipRow.getByRole('link', { name: 'vm' })).toBeVisible()
  await fipRow.getByRole('button', { name: `Actions for ${fip}` }).click()
  const detach = page.getByRole('menuitem', { name: 'Detach' })
  await expect(detach).toHaveAttribute('aria-disabled', 'true')
  await expect(detach).toHaveAccessibleDescription(why)
  await page.keyboard.press('Escape')

  // stopped as it really is, the same buttons are offered
  await page.unrouteAll()
  await page.goto(`/projects/${project}/instances/vm/networking`)
  await expect(page.getByText('stopped', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Attach floating IP' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.getByRole('button', { name: /^Actions for floating IP / }).click()
  await expect(page.getByRole('menuitem', { name: 'Detach' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
})

test('connect tab: names every state in which the serial console works', async ({ page }) => {
  const project = await newProject(page, 'iconn')
  await newStoppedInstance(page, project, 'vm')
  await page.goto(`/projects/${project}/instances/vm/connect`)
  await expect(
    page.getByText(
      'The serial console works while the instance is running, rebooting, migrating, or repairing.',
    ),
  ).toBeVisible()
})

test('networking tab: the SNAT address with its ports; the header lists only addresses that reach in', async ({
  page,
}) => {
  const project = await newProject(page, 'isnat')
  const made = await page.request.post(`/v1/instances?project=${project}`, {
    data: {
      name: 'vm',
      description: '',
      hostname: 'vm',
      memory: 2 ** 30,
      ncpus: 1,
      start: true,
      external_ips: [{ type: 'ephemeral' }],
    },
  })
  expect(made.status()).toBe(201)
  type Ip = { kind: string; ip: string; first_port?: number; last_port?: number }
  // a running instance gains its SNAT address
  const ipsOf = async () =>
    (
      (await (
        await page.request.get(`/v1/instances/vm/external-ips?project=${project}`)
      ).json()) as { items: Ip[] }
    ).items
  await expect
    .poll(async () => (await ipsOf()).map((ip) => ip.kind).sort(), { timeout: 30_000 })
    .toEqual(['ephemeral', 'snat'])
  const ips = await ipsOf()
  const snat = ips.find((ip) => ip.kind === 'snat')!
  const ephemeral = ips.find((ip) => ip.kind === 'ephemeral')!

  await page.goto(`/projects/${project}/instances/vm/networking`)
  const table = page.getByRole('table', { name: 'External IPs' })
  const snatRow = table.getByRole('row').filter({ hasText: 'SNAT' })
  await expect(snatRow).toContainText(snat.ip)
  await expect(snatRow).toContainText(`ports ${snat.first_port}–${snat.last_port}`)

  // the header's properties: the ephemeral address, and nowhere the SNAT one
  const properties = page.getByRole('definition')
  await expect(properties.filter({ hasText: ephemeral.ip })).toHaveText(ephemeral.ip)
  await expect(properties.filter({ hasText: snat.ip })).toHaveCount(0)
})
