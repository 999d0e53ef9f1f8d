import { writeFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import { signIn, test, uniqueName } from './fixtures'
import { rowLinkedAs } from './rows'
import { newPublicKey } from './ssh-key-setup'

/** Counts the creates the console sends, to show a refused form sent nothing. */
function countCreates(page: Page) {
  const sent = { count: 0 }
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/v1/me/ssh-keys') sent.count++
  })
  return sent
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'collaborator')
})

test('add a typed key; a malformed key is refused before sending; a refused create keeps the form', async ({
  page,
}) => {
  const name = uniqueName('typed')
  const key = newPublicKey('me@laptop')
  const creates = countCreates(page)

  await page.goto('/settings/ssh-keys')
  await page.getByRole('link', { name: 'Add SSH key' }).click()
  await expect(page).toHaveURL('/settings/ssh-keys-new')
  const panel = page.getByRole('dialog', { name: 'Add SSH key' })
  const keyField = panel.getByRole('textbox', { name: 'Public key' })

  // a key cut short is caught here, and nothing is sent
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('dev-box')
  await panel.getByRole('textbox', { name: 'Description' }).fill('Typed in')
  await keyField.fill(key.slice(0, 30))
  await panel.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(panel.getByText(/not valid base64|incomplete/)).toBeVisible()
  await keyField.fill(key.replace('ssh-ed25519', 'ssh-dss'))
  await panel.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(panel.getByText(/Key type must be ssh-ed25519/)).toBeVisible()
  expect(creates.count).toBe(0)

  // a well-formed key under a name already taken is refused by the API; nothing typed is lost
  await keyField.fill(key)
  await panel.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(panel.getByText(/already exists/)).toBeVisible()
  expect(creates.count).toBe(1)
  await expect(keyField).toHaveValue(key)
  await expect(panel.getByRole('textbox', { name: 'Description' })).toHaveValue('Typed in')

  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await panel.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL('/settings/ssh-keys')
  const row = rowLinkedAs(page, name)
  await expect(row).toContainText('Typed in')
  await expect(row).toContainText('ssh-ed25519')
})

test('add a key from a file, view it, delete it from its view', async ({ page }, testInfo) => {
  const name = uniqueName('from-file')
  const key = newPublicKey('me@workstation')
  const file = testInfo.outputPath('id_ed25519.pub')
  await writeFile(file, `${key}\n`)

  await page.goto('/settings/ssh-keys-new')
  const panel = page.getByRole('dialog', { name: 'Add SSH key' })
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await panel.locator('input[type="file"]').setInputFiles(file)
  // the file's line, without its trailing newline
  await expect(panel.getByRole('textbox', { name: 'Public key' })).toHaveValue(key)
  await panel.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(panel).toBeHidden()

  // the name opens the key's view over the list
  await rowLinkedAs(page, name).getByRole('link', { name }).click()
  await expect(page).toHaveURL(`/settings/ssh-keys/${name}/edit`)
  const view = page.getByRole('dialog', { name: 'SSH key' })
  await expect(view.getByText(key, { exact: true })).toBeVisible()
  await expect(view.getByRole('button', { name: 'Copy public key' })).toBeVisible()
  await expect(view.getByRole('definition').filter({ hasText: 'ssh-ed25519' })).toBeVisible()

  await view.getByRole('button', { name: 'Delete SSH key' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete SSH key' })
  await expect(confirm).toContainText(name)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL('/settings/ssh-keys')
  await expect(view).toBeHidden()
  await expect(rowLinkedAs(page, name)).toHaveCount(0)
  const gone = await page.request.get(`/v1/me/ssh-keys/${name}`)
  expect(gone.status()).toBe(404)
})

test('delete a key from the list, confirmed', async ({ page }) => {
  const name = uniqueName('listed')
  const made = await page.request.post('/v1/me/ssh-keys', {
    data: { name, description: '', public_key: newPublicKey('x@y') },
  })
  expect(made.status()).toBe(201)

  await page.goto('/settings/ssh-keys')
  await rowLinkedAs(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete SSH key' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(confirm).toBeHidden()
  await expect(rowLinkedAs(page, name)).toHaveCount(0)
})

test('a .pub file dropped on the key field fills it', async ({ page }) => {
  const key = newPublicKey('me@dropped')
  await page.goto('/settings/ssh-keys-new')
  const keyField = page
    .getByRole('dialog', { name: 'Add SSH key' })
    .getByRole('textbox', { name: 'Public key' })
  await keyField.fill('typed text the file replaces')
  const dataTransfer = await page.evaluateHandle((text) => {
    const dt = new DataTransfer()
    dt.items.add(new File([`${text}\n`], 'id_ed25519.pub', { type: 'text/plain' }))
    return dt
  }, key)
  await keyField.dispatchEvent('dragover', { dataTransfer })
  await keyField.dispatchEvent('drop', { dataTransfer })
  await expect(keyField).toHaveValue(key)
})
