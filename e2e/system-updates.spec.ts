import { randomBytes } from 'node:crypto'
import { expect } from '@playwright/test'
import { signIn, test } from './fixtures'
import { rowLinkedAs } from './rows'

/** Newer at every run, since a target release never moves back on the same server. */
const freshVersion = () => `17.${Math.floor(Date.now() / 1000)}.0`

test('an operator uploads a repository, sees its artifacts and makes it the target release', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const version = freshVersion()
  await page.goto('/system/update')
  await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible()

  const repositories = page.getByRole('region', { name: 'Repositories' })
  await repositories.getByRole('button', { name: 'Upload repository' }).click()
  const upload = page.getByRole('dialog', { name: 'Upload repository' })
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(upload.getByText('Choose the repository archive')).toBeVisible()
  await upload.getByLabel('Repository archive').setInputFiles({
    name: `repo-${version}.zip`,
    mimeType: 'application/zip',
    buffer: randomBytes(2 * 1024 * 1024),
  })
  await expect(upload.getByText(`repo-${version}.zip`)).toBeVisible()
  // held for a moment, so the progress of the send can be seen
  await page.route(/\/v1\/system\/update\/repository\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(upload.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()

  await expect(page).toHaveURL(`/system/update/repositories/${version}`)
  await expect(page.getByRole('heading', { level: 1, name: `Release ${version}` })).toBeVisible()
  await expect(page.getByText(`repo-${version}.zip`)).toBeVisible()
  const artifacts = page.getByRole('region', { name: 'Artifacts' })
  await expect(artifacts.getByRole('cell', { name: 'control_plane' })).toBeVisible()

  await page.getByRole('button', { name: 'Set as target release' }).click()
  await page
    .getByRole('alertdialog', { name: 'Set target release' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page.getByText('This is the target release')).toBeVisible()

  // back on the updates page, it is the target; an older one is refused
  await page.goto('/system/update')
  const target = page.getByRole('region', { name: 'Target release' })
  await expect(target.getByRole('link', { name: version })).toBeVisible()
  await target.getByRole('button', { name: 'Set target release' }).click()
  const choose = page.getByRole('dialog', { name: 'Set target release' })
  await choose.getByRole('textbox', { name: 'System version' }).fill('16')
  await choose.getByRole('button', { name: 'Continue' }).click()
  await expect(choose.getByText('Use a version such as 17.0.0')).toBeVisible()
  await choose.getByRole('textbox', { name: 'System version' }).fill('16.1.0')
  await choose.getByRole('button', { name: 'Continue' }).click()
  await page
    .getByRole('alertdialog', { name: 'Set target release' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page.getByText('Could not set target release')).toBeVisible()
  await expect(page.getByText(/must not be older than current target release/)).toBeVisible()
  await expect(target.getByRole('link', { name: version })).toBeVisible()

  // a version never uploaded opens to the API's not-found
  await repositories.getByRole('textbox', { name: 'System version' }).fill('9.9.9')
  await repositories.getByRole('button', { name: 'Open repository' }).click()
  await expect(page).toHaveURL('/system/update/repositories/9.9.9')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

test('an operator adds a trust root from its file, views it and deletes it', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  const keyId = randomBytes(32).toString('hex')
  const rootJson = JSON.stringify({
    signed: {
      _type: 'root',
      spec_version: '1.0.0',
      version: 1,
      expires: '2031-06-01T00:00:00Z',
      keys: { [keyId]: { keytype: 'ed25519', scheme: 'ed25519', keyval: { public: keyId } } },
      roles: { root: { keyids: [keyId], threshold: 1 } },
    },
    signatures: [{ keyid: keyId, sig: 'ab'.repeat(64) }],
  })
  await page.goto('/system/update')
  const roots = page.getByRole('region', { name: 'Trust roots' })
  await roots.getByRole('button', { name: 'Add trust root' }).click()
  const add = page.getByRole('dialog', { name: 'Add trust root' })
  const file = add.getByLabel('Root role file')
  await file.setInputFiles({
    name: 'root.pem',
    mimeType: 'text/plain',
    buffer: Buffer.from('-----BEGIN CERTIFICATE-----'),
  })
  await expect(add.getByText('This file is not JSON')).toBeVisible()
  await file.setInputFiles({
    name: 'root.json',
    mimeType: 'application/json',
    buffer: Buffer.from(rootJson),
  })
  await add.getByRole('button', { name: 'Add trust root' }).click()
  await expect(add).toBeHidden()

  const row = roots.getByRole('row').filter({ hasText: keyId.slice(0, 12) })
  await expect(row).toHaveCount(1)
  await row.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Trust root' })).toBeVisible()
  await expect(page.getByText(keyId, { exact: true })).toBeVisible()
  const id = page.url().split('/').at(-1)!

  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete trust root' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page).toHaveURL('/system/update')
  await expect(rowLinkedAs(page, id)).toHaveCount(0)
  await expect(
    page
      .getByRole('region', { name: 'Trust roots' })
      .getByRole('row')
      .filter({ hasText: keyId.slice(0, 12) }),
  ).toHaveCount(0)
})
