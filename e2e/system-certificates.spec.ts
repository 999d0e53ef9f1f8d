import { expect } from '@playwright/test'
import { selfSignedCertificate } from '../mocks/self-signed-certificate'
import { test, uniqueName } from './fixtures'
import { openRowMenu, rowLinkedAs } from './rows'

const DAY = 86_400_000

const pem = (name: string, text: string) => ({
  name,
  mimeType: 'application/x-pem-file',
  buffer: Buffer.from(text),
})

test('an operator sees which certificate expires soon, uploads a new one after its files are checked, and deletes it', async ({
  authedPage: page,
}) => {
  await page.goto('/system/certificates')
  await expect(page.getByText('silo acme', { exact: false })).toBeVisible()
  // the seed's older certificate runs out within the month
  await expect(rowLinkedAs(page, 'acme-api-2025').getByText(/expires in \d+ days/)).toBeVisible()
  await expect(rowLinkedAs(page, 'acme-api').getByText(/expires in/)).toHaveCount(0)
  await expect(
    rowLinkedAs(page, 'acme-api').getByText('*.sys.acme.example', { exact: true }),
  ).toBeVisible()

  const name = uniqueName('cert')
  const host = `${name}.sys.acme.example`
  const now = Date.now()
  const fresh = selfSignedCertificate(host, new Date(now - DAY), new Date(now + 90 * DAY))
  const expired = selfSignedCertificate(host, new Date(now - 90 * DAY), new Date(now - DAY))

  await page.getByRole('link', { name: 'Upload certificate' }).first().click()
  const panel = page.getByRole('dialog', { name: 'Upload certificate' })
  await panel.getByLabel('Name').fill(name)

  // a key where the chain belongs, then an expired chain: each is caught before sending
  const chain = panel.getByLabel('Certificate chain (PEM)')
  await chain.setInputFiles(pem('key.pem', fresh.key))
  await expect(
    panel.getByText('Expected a certificate, but the file holds private key'),
  ).toBeVisible()
  await chain.setInputFiles(pem('old.pem', expired.cert))
  await expect(panel.getByText(/^The certificate expired on /)).toBeVisible()

  await chain.setInputFiles(pem('cert.pem', fresh.cert))
  await panel.getByLabel('Private key (PEM)').setInputFiles(pem('key.pem', fresh.key))
  await panel.getByRole('button', { name: 'Upload certificate' }).click()

  // its page shows whom it names and until when
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: host })).toBeVisible()
  await expect(
    page.getByRole('definition').filter({ hasText: 'External API and console' }),
  ).toBeVisible()
  await expect(page.getByText('-----BEGIN CERTIFICATE-----', { exact: false })).toBeVisible()

  // listed, then deleted from the list, confirmed
  await page.goto('/system/certificates')
  await expect(rowLinkedAs(page, name)).toBeVisible()
  await openRowMenu(page, name, 'Delete')
  const confirm = page.getByRole('alertdialog', { name: 'Delete certificate' })
  await expect(confirm).toContainText(name)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(rowLinkedAs(page, name)).toHaveCount(0)
})

test('a certificate expiring within the month is listed on the issues page, linked to it', async ({
  authedPage: page,
}) => {
  await page.goto('/system/issues')
  const checks = page.getByRole('region', { name: 'TLS certificates' })
  await expect(checks).toContainText(/Checked \d+ certificates? of this silo/)
  const issue = checks.getByRole('link', {
    name: /^Certificate acme-api-2025 expires in \d+ days$/,
  })
  await expect(issue).toBeVisible()
  await expect(checks.getByRole('link', { name: /^Certificate acme-api / })).toHaveCount(0)
  await issue.click()
  await expect(page).toHaveURL('/system/certificates/acme-api-2025')
  await expect(page.getByRole('heading', { level: 1, name: 'acme-api-2025' })).toBeVisible()
})
