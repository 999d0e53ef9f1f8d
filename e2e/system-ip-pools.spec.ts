import { randomInt } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { signIn, test, uniqueName } from './fixtures'
import { openRowMenu, rowLinkedAs, rowOf } from './rows'

const GiB = 1024 ** 3

/** A silo of this test's own, so making a pool its default leaves acme's and globex's alone. */
async function newSilo(page: Page, description = '') {
  const silo = uniqueName('pool-silo')
  const res = await page.request.post('/v1/system/silos', {
    data: {
      name: silo,
      description,
      discoverable: true,
      identity_mode: 'local_only',
      quotas: { cpus: 8, memory: 8 * GiB, storage: 100 * GiB },
      tls_certificates: [],
    },
  })
  expect(res.status()).toBe(201)
  return silo
}

/** Eleven addresses in 100.64.0.0/10 that other runs against the same server are unlikely to hold. */
function freshRange() {
  const prefix = `100.${randomInt(64, 128)}.${randomInt(0, 256)}`
  return { first: `${prefix}.10`, last: `${prefix}.20` }
}

test('an operator creates a pool, fills it, links a silo as default, renames and deletes it', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const silo = await newSilo(page)
  const pool = uniqueName('pool')
  const range = freshRange()

  // create it from the list
  await page.goto('/system/networking/ip-pools')
  await expect(page.getByRole('heading', { name: 'Service IP pool' })).toBeVisible()
  await page.getByRole('link', { name: 'New IP pool' }).first().click()
  await expect(page).toHaveURL('/system/networking/ip-pools-new')
  const create = page.getByRole('dialog', { name: 'Create IP pool' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(pool)
  await create.getByLabel('Description').fill('e2e addresses')
  await create.getByRole('button', { name: 'Create IP pool' }).click()
  await expect(page).toHaveURL(`/system/networking/ip-pools/${pool}`)
  await expect(page.getByRole('heading', { level: 1, name: pool })).toBeVisible()
  const ipv4 = page
    .getByRole('definition')
    .filter({ hasText: /^\d+ \/ \d+/ })
    .first()
  await expect(ipv4).toHaveText('0 / 0')
  await expect(page.getByRole('heading', { name: 'No IP ranges' })).toBeVisible()

  // a range: the form checks each end and their family; Nexus refuses IPv6 and says so
  await page.getByRole('link', { name: 'Add range' }).click()
  await expect(page).toHaveURL(`/system/networking/ip-pools/${pool}/ranges-add`)
  const add = page.getByRole('dialog', { name: 'Add IP range' })
  const first = add.getByRole('textbox', { name: 'First address' })
  const last = add.getByRole('textbox', { name: 'Last address' })
  const submit = add.getByRole('button', { name: 'Add range' })
  await first.fill('10.0.0')
  await last.fill('fd00::9')
  await submit.click()
  await expect(add.getByText('Not a valid IP address')).toBeVisible()
  await first.fill(range.first)
  await expect(add.getByText('First and last must both be IPv4 or both IPv6')).toBeVisible()
  await first.fill('fd00::1')
  await submit.click()
  await expect(add.getByText('IPv6 ranges are not allowed yet')).toBeVisible()
  await first.fill(range.first)
  await last.fill(range.last)
  await submit.click()
  await expect(add).toBeHidden()
  await expect(page).toHaveURL(`/system/networking/ip-pools/${pool}`)
  const ranges = page.getByRole('table', { name: `IP ranges of ${pool}` })
  await expect(rowOf(page, range.first)).toContainText(range.last)
  await expect(ipv4).toHaveText('0 / 11 (0%)')

  // link the silo as its default, clear and restore the default, unlink it
  await page.getByRole('button', { name: 'Link silo' }).click()
  const link = page.getByRole('dialog', { name: 'Link silo' })
  await link.getByRole('combobox', { name: 'Silo' }).click()
  await page.getByPlaceholder('Search…').fill(silo)
  await page.getByRole('option', { name: silo }).click()
  await link.getByRole('checkbox', { name: "Make this the silo's default pool" }).check()
  await link.getByRole('button', { name: 'Link silo' }).click()
  await expect(link).toBeHidden()
  const silos = page.getByRole('table', { name: `Silos linked to ${pool}` })
  const siloRow = silos.getByRole('row').filter({ hasText: silo })
  await expect(siloRow).toContainText('Default')
  await siloRow.getByRole('button', { name: `Clear default for ${silo}` }).click()
  await expect(siloRow.getByRole('button', { name: `Make default for ${silo}` })).toBeVisible()
  await expect(siloRow).not.toContainText('Default')
  await siloRow.getByRole('button', { name: `Make default for ${silo}` }).click()
  await expect(siloRow).toContainText('Default')
  await siloRow.getByRole('button', { name: `Unlink ${silo}` }).click()
  const unlink = page.getByRole('alertdialog', { name: 'Unlink silo' })
  await expect(unlink).toContainText(silo)
  await unlink.getByRole('button', { name: 'Confirm' }).click()
  await expect(siloRow).toBeHidden()
  await expect(page.getByRole('heading', { name: 'No linked silos' })).toBeVisible()

  // with a range in it, Nexus keeps the pool and says why
  await page.goto('/system/networking/ip-pools')
  await openRowMenu(page, pool, 'Delete')
  let confirm = page.getByRole('alertdialog', { name: 'Delete IP pool' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(
    page.getByText('IP Pool cannot be deleted while it contains IP ranges'),
  ).toBeVisible()
  await expect(rowLinkedAs(page, pool)).toBeVisible()

  // remove the range, confirmed
  await rowLinkedAs(page, pool).getByRole('link', { name: pool }).click()
  await ranges.getByRole('button', { name: `Remove range ${range.first}–${range.last}` }).click()
  const remove = page.getByRole('alertdialog', { name: 'Remove IP range' })
  await remove.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { name: 'No IP ranges' })).toBeVisible()
  await expect(ipv4).toHaveText('0 / 0')

  // rename: the page's URL follows
  await page.getByRole('link', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit IP pool' })
  await expect(edit.getByLabel('Description')).toHaveValue('e2e addresses')
  const renamed = `${pool}-b`
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed)
  await edit.getByRole('button', { name: 'Update IP pool' }).click()
  await expect(edit).toBeHidden()
  await expect(page).toHaveURL(`/system/networking/ip-pools/${renamed}`)
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible()

  // and now it goes
  await page.goto('/system/networking/ip-pools')
  await openRowMenu(page, renamed, 'Delete')
  confirm = page.getByRole('alertdialog', { name: 'Delete IP pool' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(rowLinkedAs(page, renamed)).toBeHidden()
})

test('the service pool grows and shrinks, keeping the range its services use', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  const range = freshRange()
  await page.goto('/system/networking/ip-pools')
  const ranges = page.getByRole('table', { name: 'IP ranges of oxide-service-pool' })
  await expect(ranges).toContainText('172.20.26.1')

  await page.getByRole('button', { name: 'Add service range' }).click()
  const add = page.getByRole('dialog', { name: 'Add service IP range' })
  await add.getByRole('textbox', { name: 'First address' }).fill(range.last)
  await add.getByRole('textbox', { name: 'Last address' }).fill(range.first)
  await add.getByRole('button', { name: 'Add range' }).click()
  await expect(add.getByText('First must not come after last')).toBeVisible()
  await add.getByRole('textbox', { name: 'First address' }).fill(range.first)
  await add.getByRole('textbox', { name: 'Last address' }).fill(range.last)
  await add.getByRole('button', { name: 'Add range' }).click()
  await expect(add).toBeHidden()
  await expect(ranges).toContainText(range.first)

  // the seeded range holds the services' addresses: Nexus keeps it
  await ranges.getByRole('button', { name: 'Remove range 172.20.26.1–172.20.26.32' }).click()
  let confirm = page.getByRole('alertdialog', { name: 'Remove IP range' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(
    page.getByText('IP pool ranges cannot be deleted while IP addresses are allocated from them'),
  ).toBeVisible()

  await ranges.getByRole('button', { name: `Remove range ${range.first}–${range.last}` }).click()
  confirm = page.getByRole('alertdialog', { name: 'Remove IP range' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(ranges).not.toContainText(range.first)
  await expect(ranges).toContainText('172.20.26.1')
})

test('an IPv6 count that is not a number shows as unknown, and the system pages stay up', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  // the contract types these uint128s as strings; a rack could send any string
  await page.route(/\/v1\/system\/ip-pools\/[^/]+\/utilization/, (route) =>
    route.fulfill({
      json: { ipv4: { allocated: 3, capacity: 10 }, ipv6: { allocated: 'n/a', capacity: '' } },
    }),
  )
  await page.goto('/system/networking/ip-pools')
  await expect(page.getByRole('heading', { name: 'IP Pools', exact: true })).toBeVisible()
  await expect(page.getByText('3 / 10 (30%)').first()).toBeVisible()
  await expect(page.getByText('unknown / unknown').first()).toBeVisible()
  // the side navigation, whose issue count reads every pool's figures, is still there
  await expect(page.getByRole('link', { name: /^Issues/ })).toBeVisible()
})

/** A new, empty pool. */
async function newPool(page: Page) {
  const pool = uniqueName('pool')
  const res = await page.request.post('/v1/system/ip-pools', {
    data: { name: pool, description: '' },
  })
  expect(res.status()).toBe(201)
  return pool
}

/** A silo of its own whose default pool is a pool of its own, and a second pool, unlinked. */
async function siloWithDefault(page: Page, description = '') {
  const silo = await newSilo(page, description)
  const current = await newPool(page)
  const linked = await page.request.post(`/v1/system/ip-pools/${current}/silos`, {
    data: { silo, is_default: true },
  })
  expect(linked.status()).toBe(201)
  return { silo, current, next: await newPool(page) }
}

/** The silo's IP pools tab, each pool with the badge it shows. */
async function expectDefaultOnSiloPage(page: Page, silo: string, pool: string, former: string) {
  await page.goto(`/system/silos/${silo}/ip-pools`)
  const table = page.getByRole('table', { name: `IP pools of ${silo}` })
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByText(name, { exact: true }) })
  await expect(row(pool)).toContainText('Default')
  await expect(row(former)).toBeVisible()
  await expect(row(former)).not.toContainText('Default')
}

test('Nexus refuses a link made the default at once when the silo has a default', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const { silo, current, next } = await siloWithDefault(page)
  // what an API client sending the one request sees
  const res = await page.request.post(`/v1/system/ip-pools/${next}/silos`, {
    data: { silo, is_default: true },
  })
  expect(res.status()).toBe(400)
  expect((await res.json()).message).toBe(
    `already exists: a default IP pool for silo "${silo}" ("${current}")`,
  )
  const links = await page.request.get(`/v1/system/ip-pools/${next}/silos`)
  expect((await links.json()).items).toEqual([])
})

test("from the pool's page, a silo linked as default replaces its default, said before", async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const description = `Silo described for the picker ${uniqueName('d')}`
  const { silo, current, next } = await siloWithDefault(page, description)
  await page.goto(`/system/networking/ip-pools/${next}`)

  await page.getByRole('button', { name: 'Link silo' }).click()
  const link = page.getByRole('dialog', { name: 'Link silo' })
  await link.getByRole('combobox', { name: 'Silo' }).click()
  await page.getByPlaceholder('Search…').fill(silo)
  // each silo with its description beside its name
  const option = page.getByRole('option', { name: silo })
  await expect(option).toContainText(description)
  await option.click()
  await link.getByRole('checkbox', { name: "Make this the silo's default pool" }).check()
  await expect(link.getByRole('status')).toHaveText(
    `${current} stops being the default pool of ${silo}; it stays linked.`,
  )
  await link.getByRole('button', { name: 'Link silo' }).click()
  await expect(link).toBeHidden()
  await expect(page.getByText(`IP pool ${next} linked to ${silo} as its default`)).toBeVisible()
  const silos = page.getByRole('table', { name: `Silos linked to ${next}` })
  await expect(silos.getByRole('row').filter({ hasText: silo })).toContainText('Default')

  await expectDefaultOnSiloPage(page, silo, next, current)
})

test("from the silo's page, a pool linked as default replaces its default, said before", async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const { silo, current, next } = await siloWithDefault(page)
  await page.goto(`/system/silos/${silo}/ip-pools`)

  await page.getByRole('button', { name: 'Link IP pool' }).first().click()
  const link = page.getByRole('dialog', { name: 'Link IP pool' })
  await link.getByRole('combobox', { name: 'IP pool' }).click()
  await page.getByPlaceholder('Search…').fill(next)
  await page.getByRole('option', { name: next }).click()
  await link.getByRole('checkbox', { name: "Make it the silo's default" }).check()
  await expect(link.getByRole('status')).toHaveText(
    `${current} stops being the default pool of ${silo}; it stays linked.`,
  )
  await link.getByRole('button', { name: 'Link' }).click()
  await expect(link).toBeHidden()

  await expectDefaultOnSiloPage(page, silo, next, current)
})

test('when the link is made but making it the default fails, both are said', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  const { silo, current, next } = await siloWithDefault(page)
  // the rack answers the second call with an outage
  await page.route(`**/v1/system/ip-pools/${next}/silos/${silo}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 503,
          json: { request_id: 'e2e', error_code: 'ServiceUnavailable', message: 'Service down' },
        })
      : route.fallback(),
  )
  await page.goto(`/system/networking/ip-pools/${next}`)
  await page.getByRole('button', { name: 'Link silo' }).click()
  const link = page.getByRole('dialog', { name: 'Link silo' })
  await link.getByRole('combobox', { name: 'Silo' }).click()
  await page.getByPlaceholder('Search…').fill(silo)
  await page.getByRole('option', { name: silo }).click()
  await link.getByRole('checkbox', { name: "Make this the silo's default pool" }).check()
  await link.getByRole('button', { name: 'Link silo' }).click()
  await expect(link).toBeHidden()

  await expect(page.getByText(`IP pool ${next} linked to ${silo}`, { exact: true })).toBeVisible()
  await expect(page.getByText(`Could not make ${next} the default of ${silo}`)).toBeVisible()
  await expect(page.getByText(/The pool is linked\./)).toBeVisible()
  const silos = page.getByRole('table', { name: `Silos linked to ${next}` })
  const row = silos.getByRole('row').filter({ hasText: silo })
  await expect(row.getByRole('button', { name: `Make default for ${silo}` })).toBeVisible()
  await expect(row).not.toContainText('Default')
  // the silo keeps its default
  await expectDefaultOnSiloPage(page, silo, current, next)
})
