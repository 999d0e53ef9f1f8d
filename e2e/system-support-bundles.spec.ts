import { readFile } from 'node:fs/promises'
import { expect } from '@playwright/test'
import { test } from './fixtures'

test('an operator collects a support bundle with a reason, downloads it and one of its files, and deletes it', async ({
  authedPage: page,
}) => {
  await page.goto('/system/support-bundles')
  // the seed's failed bundle says why
  await expect(page.getByText(/did not answer while its logs were collected/)).toBeVisible()

  await page.getByRole('link', { name: 'New support bundle' }).first().click()
  const panel = page.getByRole('dialog', { name: 'New support bundle' })
  await panel.getByRole('button', { name: 'Collect bundle' }).click()
  await expect(
    panel.getByText('Say what happened, so support knows what to look for'),
  ).toBeVisible()
  const reason = `e2e: sled reboot at ${Date.now()}`
  await panel.getByLabel('Reason').fill(reason)
  await panel.getByRole('button', { name: 'Collect bundle' }).click()

  // its page follows the collection until the bundle is active
  await expect(page.getByRole('heading', { level: 1, name: /Support bundle/ })).toBeVisible()
  const bundleId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
  await expect(page.getByText(reason)).toBeVisible()
  await expect(page.getByText('collecting', { exact: true })).toBeVisible()
  await expect(page.getByText('active', { exact: true })).toBeVisible({ timeout: 30_000 })

  // its comment can be changed, not emptied
  await page.getByRole('button', { name: 'Edit comment' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit comment' })
  const comment = edit.getByLabel('Comment')
  await expect(comment).toHaveValue(reason)
  await comment.fill(' ')
  await edit.getByRole('button', { name: 'Save comment' }).click()
  await expect(edit.getByText('Say what happened, so support knows what to look for')).toBeVisible()
  const amended = `${reason}, then again an hour later`
  await comment.fill(amended)
  await edit.getByRole('button', { name: 'Save comment' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByText(amended)).toBeVisible()

  // the whole bundle, with a progress bar while it comes
  const whole = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download bundle', exact: true }).click()
  const zip = await whole
  expect(zip.suggestedFilename()).toBe(`bundle-${bundleId}.zip`)
  const bytes = await readFile((await zip.path())!)
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK')
  await expect(page.getByText(/^Downloaded the bundle \(\d/)).toBeVisible()

  // one file of its index
  await expect(page.getByText('rack/sled/BRM42220004/oxide-sled-agent.log')).toBeVisible()
  const single = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download bundle_id.txt' }).click()
  const file = await single
  expect(file.suggestedFilename()).toBe('bundle_id.txt')
  expect((await readFile((await file.path())!)).toString()).toBe(`${bundleId}\n`)

  // deleted, confirmed: it is destroyed in the background, then gone from the list
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete support bundle' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/system\/support-bundles$/)
  await expect(page.getByRole('link', { name: bundleId })).toHaveCount(0, { timeout: 30_000 })
})
