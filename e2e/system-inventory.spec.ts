import { expect } from '@playwright/test'
import { signIn, test, uniqueName } from './fixtures'
import { openRowMenu, rowLinkedAs, rowOf } from './rows'
import { hostOfRunning, itemsOf, SLEDS } from './sled-api'

type WireSled = { id: string; baseboard: { serial: string }; policy: { provision_policy?: string } }

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

// The seed has two uninitialized sleds, and an added sled stays added: this test takes one,
// so it runs twice against one mock server (a fresh server, as CI starts, has both again).
// The sled it adds is its own, so setting its policy can't disturb tests that use the others.
test('add an uninitialized sled to the rack, then set it non-provisionable and back', async ({
  page,
}) => {
  const waiting = await itemsOf<{ baseboard: { serial: string } }>(
    page,
    '/v1/system/hardware/sleds-uninitialized',
  )
  expect(waiting.length, 'a seeded uninitialized sled is left to add').toBeGreaterThan(0)
  const serial = waiting[0].baseboard.serial

  await page.goto('/system/inventory')
  await expect(page).toHaveURL('/system/inventory/sleds')
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible()
  const uninitialized = page.getByRole('table', { name: 'Uninitialized sleds' })
  await uninitialized.getByRole('button', { name: `Add to rack, sled ${serial}` }).click()
  const addDialog = page.getByRole('alertdialog', { name: 'Add sled to rack' })
  await expect(addDialog).toContainText(`add sled ${serial}`)
  await addDialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(addDialog).toBeHidden()
  await expect(uninitialized.getByRole('cell', { name: serial, exact: true })).toBeHidden()

  // it joins the rack's sleds, in service and taking new instances
  const sleds = page.getByRole('table', { name: 'Sleds', exact: true })
  const row = rowOf(page, serial)
  await expect(sleds.getByRole('cell', { name: serial, exact: true })).toBeVisible()
  await expect(row.getByText('provisionable', { exact: true })).toBeVisible()
  await expect(row.getByText('active', { exact: true })).toBeVisible()

  await openRowMenu(page, `sled ${serial}`, 'Set non-provisionable')
  const stop = page.getByRole('alertdialog', { name: 'Set non-provisionable' })
  await expect(stop).toContainText('No new instances will be placed on it')
  await expect(stop).toContainText('instances running on it now stay where they are')
  await stop.getByRole('button', { name: 'Confirm' }).click()
  await expect(stop).toBeHidden()
  await expect(row.getByText('non-provisionable', { exact: true })).toBeVisible()
  const added = (await itemsOf<WireSled>(page, `${SLEDS}?limit=1000`)).find(
    (s) => s.baseboard.serial === serial,
  )
  expect(added?.policy.provision_policy).toBe('non_provisionable')

  await openRowMenu(page, `sled ${serial}`, 'Set provisionable')
  const open = page.getByRole('alertdialog', { name: 'Set provisionable' })
  await open.getByRole('button', { name: 'Confirm' }).click()
  await expect(open).toBeHidden()
  await expect(row.getByText('provisionable', { exact: true })).toBeVisible()
  const view = await page.request.get(`${SLEDS}/${added!.id}`)
  expect(((await view.json()) as WireSled).policy.provision_policy).toBe('provisionable')
})

test('an expunged sled is listed, but its provision policy cannot be set', async ({ page }) => {
  const sleds = await itemsOf<WireSled & { policy: { kind: string } }>(page, `${SLEDS}?limit=1000`)
  const expunged = sleds.find((s) => s.policy.kind === 'expunged')
  expect(expunged, 'the seed has an expunged sled').toBeDefined()
  const serial = expunged!.baseboard.serial
  await page.goto('/system/inventory/sleds')
  const row = rowOf(page, serial)
  await expect(row.getByText('expunged', { exact: true })).toBeVisible()
  await expect(row.getByText('decommissioned', { exact: true })).toBeVisible()
  await openRowMenu(page, `sled ${serial}`)
  const item = page.getByRole('menuitem', { name: 'Set provision policy' })
  await expect(item).toHaveAttribute('aria-disabled', 'true')
  await expect(item).toHaveAccessibleDescription('An expunged sled is out of service for good')
  // choosing it does nothing: the menu stays, no confirmation opens
  await item.focus()
  await page.keyboard.press('Enter')
  await expect(item).toBeVisible()
  await expect(page.getByRole('alertdialog')).toBeHidden()
})

test('open a sled from the list and see the instance running on it', async ({ page }) => {
  // an instance of our own, started, so it runs on some sled
  const project = uniqueName('sled-e2e')
  const made = await page.request.post('/v1/projects', { data: { name: project, description: '' } })
  expect(made.status()).toBe(201)
  const instance = uniqueName('on-sled')
  const created = await page.request.post(`/v1/instances?project=${project}`, {
    data: { name: instance, description: '', hostname: instance, memory: 2 ** 30, ncpus: 1 },
  })
  expect(created.status()).toBe(201)
  // the sled whose instance list has it
  const host = await hostOfRunning<WireSled>(page, project, instance)

  await page.goto('/system/inventory/sleds')
  await page.getByRole('link', { name: host.id, exact: true }).click()
  await expect(page).toHaveURL(`/system/inventory/sleds/${host.id}/instances`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Sled ${host.baseboard.serial}` }),
  ).toBeVisible()
  const tabs = page.getByRole('navigation', { name: 'Sled sections' })
  await expect(tabs.getByRole('link', { name: 'Instances' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const row = rowOf(page, instance)
  await expect(row.getByRole('cell', { name: 'acme', exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: project, exact: true })).toBeVisible()
  await expect(row.getByText('running', { exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: '1 GiB', exact: true })).toBeVisible()

  // the sled's own page offers the list's action; cancelled, it changes nothing
  const action =
    host.policy.provision_policy === 'provisionable' ? 'Set non-provisionable' : 'Set provisionable'
  await page.getByRole('button', { name: action }).click()
  const dialog = page.getByRole('alertdialog', { name: action })
  await expect(dialog).toContainText(`sled ${host.baseboard.serial}`)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  // clean up: a stopped instance holds no sled
  await page.request.post(`/v1/instances/${instance}/stop?project=${project}`)
})

test('physical disks list their sled, which links to the sled page', async ({ page }) => {
  const sleds = await itemsOf<WireSled>(page, `${SLEDS}?limit=1000`)
  await page.goto('/system/inventory/sleds')
  await page.getByRole('link', { name: 'Disks', exact: true }).click()
  await expect(page).toHaveURL('/system/inventory/disks')
  const disks = page.getByRole('table', { name: 'Physical disks' })
  await expect(disks.getByRole('cell', { name: 'WUS4C6432DSP3X3' }).first()).toBeVisible()
  await expect(disks.getByRole('cell', { name: 'U.2' }).first()).toBeVisible()
  await expect(disks.getByText('in service').first()).toBeVisible()

  // the first row's sled, named by its serial
  const firstRowSled = disks.getByRole('row').nth(1).getByRole('link')
  // the link shows the sled's id until the sled itself has loaded
  const ids = new Set(sleds.map((s) => s.id))
  await expect(firstRowSled).toHaveText(/\S/)
  await expect
    .poll(async () => ids.has((await firstRowSled.textContent())?.trim() ?? ''))
    .toBe(false)
  const serial = (await firstRowSled.textContent())?.trim()
  const sled = sleds.find((s) => s.baseboard.serial === serial)
  expect(sled, `a sled with serial ${serial}`).toBeDefined()
  await firstRowSled.click()
  await expect(page).toHaveURL(`/system/inventory/sleds/${sled!.id}/instances`)
  await expect(page.getByText('All physical disks')).toBeVisible()
})

test("the switches tab lists the rack's switches, and a switch's page tells its baseboard", async ({
  page,
}) => {
  type WireSwitch = {
    id: string
    rack_id: string
    baseboard: { serial: string; part: string; revision: number }
  }
  const switches = await itemsOf<WireSwitch>(page, '/v1/system/hardware/switches')
  expect(switches.length, 'the seeded rack has its two switches').toBe(2)
  const [sw] = switches

  await page.goto('/system/inventory/sleds')
  await page
    .getByRole('navigation', { name: 'Inventory sections' })
    .getByRole('link', { name: 'Switches' })
    .click()
  await expect(page).toHaveURL('/system/inventory/switches')
  const table = page.getByRole('table', { name: 'Switches' })
  for (const s of switches) {
    await expect(table.getByRole('link', { name: s.baseboard.serial, exact: true })).toBeVisible()
  }
  const row = rowLinkedAs(page, sw.baseboard.serial)
  await expect(row.getByRole('cell', { name: sw.baseboard.part, exact: true })).toBeVisible()

  await table.getByRole('link', { name: sw.baseboard.serial, exact: true }).click()
  await expect(page).toHaveURL(`/system/inventory/switches/${sw.id}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Switch ${sw.baseboard.serial}` }),
  ).toBeVisible()
  const values = page.getByRole('definition')
  await expect(values.filter({ hasText: sw.rack_id })).toBeVisible()
  await expect(values.filter({ hasText: sw.baseboard.part })).toBeVisible()
  await expect(values.getByText(`${sw.baseboard.revision}`, { exact: true })).toBeVisible()
})
