import type { Page } from '@playwright/test'
import { newDisk, newProject, newStoppedInstance } from './disk-setup'
import { expect, signIn, test } from './fixtures'

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
  await expect(page.getByText('Disk data-1 detached')).toBeVisible()
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

test('instance page: reboot with its badges; stopped-only actions are disabled while running', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const project = await newProject(page, 'iboot')
  const res = await page.request.post(`/v1/instances?project=${project}`, {
    data: { name: 'vm', description: '', hostname: 'vm', memory: 2 ** 30, ncpus: 1, start: true },
  })
  expect(res.status()).toBe(201)

  await page.goto(`/projects/${project}/instances/vm/storage`)
  const badge = (state: string) => page.getByText(state, { exact: true }).first()
  await expect(badge('running')).toBeVisible({ timeout: 15_000 })

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
  await expect(badge('running')).toBeVisible({ timeout: 15_000 })

  await page.getByRole('link', { name: 'Networking' }).click()
  await expect(page.getByRole('button', { name: 'Add network interface' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})
