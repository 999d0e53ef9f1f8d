import { expect } from '@playwright/test'
import { test, uniqueName } from './fixtures'
import { openRowMenu, rowOf } from './rows'

test('an operator creates a probe on a sled, sees its addresses, and deletes it', async ({
  authedPage: page,
}) => {
  await page.goto('/projects/mock-project/probes')
  await expect(page.getByRole('heading', { level: 1, name: 'Probes' })).toBeVisible()
  await expect(rowOf(page, 'mock-probe')).toContainText(/SNAT ports 0–16383/)

  await page.getByRole('link', { name: 'New probe' }).first().click()
  const panel = page.getByRole('dialog', { name: 'Create probe' })
  const name = uniqueName('probe')
  await panel.getByLabel('Name').fill(name)
  await panel.getByRole('button', { name: 'Create probe' }).click()
  await expect(panel.getByText('Choose the sled the probe runs on')).toBeVisible()

  await expect(panel.getByRole('combobox', { name: 'IP pool' })).toContainText('Silo default')
  await panel.getByRole('combobox', { name: 'Sled' }).click()
  const sled = page.getByRole('option').first()
  const serial = (await sled.textContent())!.trim()
  await sled.click()
  await panel.getByRole('button', { name: 'Create probe' }).click()

  // back on the list: its sled by serial, a private address and an SNAT address
  await expect(panel).toBeHidden()
  const row = rowOf(page, name)
  await expect(row).toContainText(serial)
  await expect(row).toContainText(/172\.30\.\d+\.\d+/)
  await expect(row).toContainText(/SNAT ports/)

  await openRowMenu(page, name, 'Delete')
  const confirm = page.getByRole('alertdialog', { name: 'Delete probe' })
  await expect(confirm).toContainText(name)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(rowOf(page, name)).toHaveCount(0)
})
