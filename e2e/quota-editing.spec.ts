import type { Page } from '@playwright/test'
import { formatBytes } from '@/lib/core/format/bytes'
import { compactNumber } from '@/lib/core/format/number'
import { report, wcagViolations } from './axe'
import { expect, signIn, test, uniqueName } from './fixtures'
import { openRowMenu, rowLinkedAs } from './rows'

const GiB = 1024 ** 3

type Counts = { cpus: number; memory: number; storage: number }
type WireUtilization = { capacity: Counts; provisioned: Counts }

const isUtilization = (r: { url(): string }) => new URL(r.url()).pathname === '/v1/utilization'

/** The current silo's utilization as the page got it (wire form). */
async function openSiloUtilization(page: Page): Promise<WireUtilization> {
  const answer = page.waitForResponse(isUtilization)
  await page.goto('/utilization')
  await expect(page.getByRole('heading', { level: 1, name: 'Utilization' })).toBeVisible()
  return (await (await answer).json()) as WireUtilization
}

/** Types the three quotas into the open dialog and saves them. */
async function saveQuotas(page: Page, q: { cpus: number; memoryGib: number; storageGib: number }) {
  const edit = page.getByRole('dialog', { name: 'Edit quotas' })
  await edit.getByRole('spinbutton', { name: 'vCPUs' }).fill(String(q.cpus))
  await edit.getByRole('spinbutton', { name: 'Memory (GiB)' }).fill(String(q.memoryGib))
  await edit.getByRole('spinbutton', { name: 'Storage (GiB)' }).fill(String(q.storageGib))
  await edit.getByRole('button', { name: 'Save quotas' }).click()
  await expect(edit).toBeHidden()
}

test('fleet admin edits a silo’s quotas from the fleet utilization table', async ({ page }) => {
  // two rounds of the dialog on a page of charts: like the other long flows, 3 minutes
  test.setTimeout(180_000)
  await signIn(page, 'fleet-admin')
  const silo = uniqueName('quota-silo')
  const made = await page.request.post('/v1/system/silos', {
    data: {
      name: silo,
      description: 'quota editing e2e',
      discoverable: false,
      identity_mode: 'local_only',
      mapped_fleet_roles: {},
      quotas: { cpus: 4, memory: 8 * GiB, storage: 100 * GiB },
      tls_certificates: [],
    },
  })
  expect(made.status()).toBe(201)

  try {
    await page.goto('/system/utilization')
    const row = rowLinkedAs(page, silo)
    await expect(row.getByText('0 / 4', { exact: true })).toBeVisible()

    await openRowMenu(page, silo, 'Edit quotas')
    const edit = page.getByRole('dialog', { name: 'Edit quotas' })
    await expect(edit).toContainText(`Silo ${silo}`)
    await expect(edit.getByRole('spinbutton', { name: 'vCPUs' })).toHaveValue('4')
    await expect(edit.getByRole('spinbutton', { name: 'Memory (GiB)' })).toHaveValue('8')
    await expect(edit.getByRole('spinbutton', { name: 'Storage (GiB)' })).toHaveValue('100')
    await expect(edit.getByText('0 vCPUs provisioned now.')).toBeVisible()

    // whole numbers only, none negative; what was typed stays
    await edit.getByRole('spinbutton', { name: 'Memory (GiB)' }).fill('1.5')
    await edit.getByRole('spinbutton', { name: 'Storage (GiB)' }).fill('-1')
    await edit.getByRole('button', { name: 'Save quotas' }).click()
    await expect(edit.getByText('The memory quota must be a whole number')).toBeVisible()
    await expect(edit.getByText('The storage quota cannot be negative')).toBeVisible()
    await expect(edit.getByRole('spinbutton', { name: 'Memory (GiB)' })).toHaveValue('1.5')

    await saveQuotas(page, { cpus: 20, memoryGib: 48, storageGib: 750 })
    await expect(row.getByText('0 / 20', { exact: true })).toBeVisible()
    await expect(row.getByText(`0 B / ${formatBytes(48 * GiB)}`)).toBeVisible()
    await expect(row.getByText(`0 B / ${formatBytes(750 * GiB)}`)).toBeVisible()
    const quotas = await page.request.get(`/v1/system/silos/${silo}/quotas`)
    expect(await quotas.json()).toMatchObject({ cpus: 20, memory: 48 * GiB, storage: 750 * GiB })

    // Nexus's refusal shows in the dialog, and what was typed stays: here the silo is gone
    await openRowMenu(page, silo, 'Edit quotas')
    await expect(edit.getByRole('spinbutton', { name: 'vCPUs' })).toHaveValue('20')
    await edit.getByRole('spinbutton', { name: 'vCPUs' }).fill('32')
    expect((await page.request.delete(`/v1/system/silos/${silo}`)).status()).toBe(204)
    await edit.getByRole('button', { name: 'Save quotas' }).click()
    await expect(edit.getByText(`silo with name "${silo}"`)).toBeVisible()
    await expect(edit.getByRole('spinbutton', { name: 'vCPUs' })).toHaveValue('32')
  } finally {
    await page.request.delete(`/v1/system/silos/${silo}`)
  }
})

test('fleet admin edits their own silo’s quotas from its utilization page, then puts them back', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page, 'fleet-admin')
  const before = await openSiloUtilization(page)
  const original = {
    cpus: before.capacity.cpus,
    memoryGib: Math.floor(before.capacity.memory / GiB),
    storageGib: Math.floor(before.capacity.storage / GiB),
  }
  // raised, not lowered: other tests provision in this silo meanwhile; by whole TiB, so the
  // meters' figures (TiB with two decimals at most) change
  const raised = {
    cpus: original.cpus + 4,
    memoryGib: original.memoryGib + 1024,
    storageGib: original.storageGib + 2048,
  }
  const meter = (name: string) => page.getByRole('meter', { name, exact: true })
  const capacityShown = async (q: typeof original) => {
    await expect(meter('vCPUs')).toHaveAttribute(
      'aria-valuetext',
      new RegExp(` of ${compactNumber(q.cpus)} \\(`),
    )
    await expect(meter('Memory')).toHaveAttribute(
      'aria-valuetext',
      new RegExp(` of ${formatBytes(q.memoryGib * GiB)} \\(`),
    )
    await expect(meter('Storage')).toHaveAttribute(
      'aria-valuetext',
      new RegExp(` of ${formatBytes(q.storageGib * GiB)} \\(`),
    )
  }

  try {
    await expect(page.getByText('Quotas are set by an operator of the fleet.')).toHaveCount(0)
    await page.getByRole('button', { name: 'Edit quotas' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit quotas' })
    await expect(edit).toContainText('Silo acme')
    await expect(edit.getByRole('spinbutton', { name: 'vCPUs' })).toHaveValue(String(original.cpus))
    // a quota below what is provisioned is allowed (as by Nexus), with a word on what follows
    if (before.provisioned.storage > 0) {
      await edit.getByRole('spinbutton', { name: 'Storage (GiB)' }).fill('0')
      await expect(
        edit.getByText(/^Below the .* provisioned now: disks and snapshots stay/),
      ).toBeVisible()
    }
    expect(report(await wcagViolations(page, 'quotas dialog', '[role="dialog"]'))).toEqual([])

    await saveQuotas(page, raised)
    await capacityShown(raised)

    await page.getByRole('button', { name: 'Edit quotas' }).click()
    await expect(edit.getByRole('spinbutton', { name: 'vCPUs' })).toHaveValue(String(raised.cpus))
    await saveQuotas(page, original)
    await capacityShown(original)
    const after = await page.request.get('/v1/utilization')
    expect(((await after.json()) as WireUtilization).capacity).toEqual(before.capacity)
  } finally {
    // whatever happened above, the silo keeps the quotas other tests count on
    await page.request.put('/v1/system/silos/acme/quotas', { data: before.capacity })
  }
})

test('a silo admin without a fleet role is told who sets quotas; a viewer sees neither', async ({
  page,
}) => {
  await signIn(page, 'silo-admin')
  await openSiloUtilization(page)
  await expect(page.getByRole('note')).toHaveText('Quotas are set by an operator of the fleet.')
  await expect(page.getByRole('button', { name: 'Edit quotas' })).toHaveCount(0)

  // off the page first: its reads still under way (the cleanup section's) would meet the
  // cleared session with a 401 and send the page to sign in after the viewer's goto
  await page.goto('about:blank')
  await page.context().clearCookies()
  await signIn(page, 'viewer')
  // the roles are known once the silo's policy and the fleet's refusal have come
  const roles = [
    page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/policy'),
    page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/system/policy'),
  ]
  const before = await openSiloUtilization(page)
  expect(before.capacity).toBeDefined()
  await Promise.all(roles)
  await expect(page.getByRole('meter', { name: 'vCPUs', exact: true })).toBeVisible()
  await expect(page.getByText('Quotas are set by an operator of the fleet.')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Edit quotas' })).toHaveCount(0)
})
