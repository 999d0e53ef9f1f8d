import { expect } from '@playwright/test'
import { signIn, test, uniqueName } from './fixtures'
import { openRowMenu, rowOf } from './rows'

type WireSled = {
  id: string
  baseboard: { serial: string }
  policy: { kind: string; provision_policy?: string }
  time_created: string
}

const SLEDS = '/v1/system/hardware/sleds'

test('a sled set non-provisionable is listed on the issues page, linked to the sled', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const res = await page.request.get(`${SLEDS}?limit=1000`)
  const sleds = ((await res.json()) as { items: WireSled[] }).items
  // a seeded sled (not one another test just added to the rack) that takes instances
  const dayAgo = Date.now() - 86_400_000
  const sled = sleds.find(
    (s) => s.policy.provision_policy === 'provisionable' && Date.parse(s.time_created) < dayAgo,
  )
  expect(sled, 'a seeded provisionable sled').toBeDefined()
  const serial = sled!.baseboard.serial
  const summary = `Sled ${serial} is not provisionable`

  // the page's summary, not the frame's (empty) connection live region
  const summaryLine = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /attention|Checking/ })
  try {
    await page.goto('/system/issues')
    await expect(summaryLine).toContainText('need')
    await expect(page.getByRole('link', { name: summary })).toHaveCount(0)

    await page.getByRole('link', { name: 'Inventory' }).click()
    await openRowMenu(page, `sled ${serial}`, 'Set non-provisionable')
    const confirm = page.getByRole('alertdialog', { name: 'Set non-provisionable' })
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(confirm).toBeHidden()
    await expect(rowOf(page, serial).getByText('non-provisionable', { exact: true })).toBeVisible()

    // the navigation counts issues; the page names this one and leads to the sled
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: /^Issues \d+ issues?$/ })).toBeVisible()
    await nav.getByRole('link', { name: /^Issues/ }).click()
    await expect(page).toHaveURL('/system/issues')
    // the URL changes before the inventory page (with its own sled regions) has gone
    await expect(page.getByRole('heading', { level: 1, name: 'Issues' })).toBeVisible()
    const sledChecks = page.getByRole('region', { name: 'Sleds', exact: true })
    // another test may add a sled to the rack meanwhile: the count is not fixed
    await expect(sledChecks).toContainText(/Checked \d+ sleds/)
    const issue = sledChecks.getByRole('link', { name: summary })
    await expect(issue).toBeVisible()
    await expect(sledChecks.getByText('Warning').first()).toBeVisible()
    await issue.click()
    await expect(page).toHaveURL(`/system/inventory/sleds/${sled!.id}/instances`)
  } finally {
    await page.request.put(`${SLEDS}/${sled!.id}/provision-policy`, {
      data: { state: 'provisionable' },
    })
  }
  await page.goto('/system/issues')
  await expect(page.getByRole('region', { name: 'Sleds', exact: true })).toBeVisible()
  await expect(summaryLine).not.toContainText('Checking')
  await expect(page.getByRole('link', { name: summary })).toHaveCount(0)
})

test('each check says what it looked at; a new SAML silo lacks a provider and a default pool', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const silo = uniqueName('bare-silo')
  const created = await page.request.post('/v1/system/silos', {
    data: {
      name: silo,
      description: '',
      discoverable: false,
      identity_mode: 'saml_jit',
      quotas: { cpus: 0, memory: 0, storage: 0 },
      tls_certificates: [],
    },
  })
  expect(created.status()).toBe(201)
  await page.goto('/system/issues')
  for (const name of [
    'Failed instances',
    'Faulted disks',
    'Sleds',
    'Physical disks',
    'IP pool utilization',
    'Silo quotas',
    'Silo identity providers and default pools',
  ]) {
    await expect(page.getByRole('region', { name })).toContainText(/Checked \d+/)
  }
  // the seed's broken disk and failed instance with auto-restart off are found
  await expect(page.getByRole('link', { name: 'Disk broken-disk is faulted' })).toHaveAttribute(
    'href',
    '/projects/mock-project/disks',
  )
  await expect(page.getByRole('link', { name: 'Instance ml-trainer has failed' })).toHaveAttribute(
    'href',
    '/projects/mock-project/instances/ml-trainer',
  )
  // the seed's failed drive, in a sled still in service
  const disks = (await (await page.request.get('/v1/system/hardware/disks?limit=1000')).json()) as {
    items: { serial: string; policy: { kind: string } }[]
  }
  const failed = disks.items.find((d) => d.policy.kind === 'expunged')
  await expect(
    page
      .getByRole('region', { name: 'Physical disks' })
      .getByRole('link', { name: `Physical disk ${failed!.serial} is out of service` }),
  ).toHaveAttribute('href', '/system/inventory/disks')
  const setup = page.getByRole('region', { name: 'Silo identity providers and default pools' })
  await expect(
    setup.getByRole('link', { name: `Silo ${silo} has no identity provider` }),
  ).toHaveAttribute('href', `/system/silos/${silo}`)
  await expect(
    setup.getByRole('link', { name: `Silo ${silo} has no default IP pool` }),
  ).toHaveAttribute('href', `/system/silos/${silo}/ip-pools`)
  expect((await page.request.delete(`/v1/system/silos/${silo}`)).status()).toBe(204)
})

test('a user without a fleet role gets no system switch, and 403 on system pages and calls', async ({
  page,
}) => {
  await signIn(page, 'collaborator')
  await page.goto('/projects')
  await expect(page.getByRole('navigation', { name: 'Silo or system' })).toHaveCount(0)
  for (const url of [
    '/system/silos',
    '/system/silos/acme/quotas',
    '/system/utilization',
    '/system/inventory/sleds',
    '/system/networking/ip-pools',
    '/system/audit-log',
    '/system/issues',
  ]) {
    await page.goto(url)
    await expect(page.getByRole('heading', { name: 'Action not authorized' }), url).toBeVisible()
    // the silo's navigation, not the system's
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Audit Log' })).toHaveCount(0)
  }
  for (const path of [
    '/v1/system/silos',
    '/v1/system/hardware/sleds',
    '/v1/system/ip-pools',
    `/v1/system/audit-log?start_time=${encodeURIComponent(new Date(0).toISOString())}`,
  ]) {
    const res = await page.request.get(path)
    expect(res.status(), path).toBe(403)
    expect(((await res.json()) as { error_code: string }).error_code).toBe('Forbidden')
  }
})
