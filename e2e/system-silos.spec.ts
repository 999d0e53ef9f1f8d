import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { test, uniqueName } from './fixtures'
import { openRowMenu, rowLinkedAs, rowOf } from './rows'

const GiB = 1024 ** 3

/** A self-signed certificate and key would do; the console and mock check only the PEM form. */
const pemFile = (name: string, label: string) => ({
  name,
  mimeType: 'application/x-pem-file',
  buffer: Buffer.from(
    `-----BEGIN ${label}-----\nTUlJQmtUQ0IrUUlKQUtIQg==\n-----END ${label}-----\n`,
  ),
})

test('a fleet admin sets up a SAML silo, its first user signs in, and the silo is deleted', async ({
  authedPage: page,
  browser,
}) => {
  const silo = uniqueName('corp')
  const provider = 'corp-sso'

  // a pool of its own to link, so the picker's choice is this test's
  const pool = uniqueName('pool')
  const made = await page.request.post('/v1/system/ip-pools', {
    data: { name: pool, description: 'for the silo test' },
  })
  expect(made.status()).toBe(201)

  // create the silo: SAML just in time, an admin group, quotas, a TLS certificate
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'New silo' }).first().click()
  await expect(page).toHaveURL('/system/silos-new')
  const panel = page.getByRole('dialog', { name: 'Create silo' })
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(silo)
  await panel.getByRole('radio', { name: /SAML \(just in time\)/ }).check()
  await panel.getByRole('textbox', { name: 'Admin group name' }).fill('corp-admins')
  await panel.getByRole('spinbutton', { name: 'vCPUs' }).fill('8')
  await panel.getByRole('spinbutton', { name: 'Memory (GiB)' }).fill('32')
  await panel.getByRole('spinbutton', { name: 'Storage (GiB)' }).fill('500')
  await panel.getByRole('checkbox', { name: 'Silo admins are fleet viewers' }).check()

  // a key chosen where the certificate belongs is caught before anything is sent
  await panel.getByRole('button', { name: 'Add TLS certificate' }).click()
  await panel.getByRole('textbox', { name: 'Certificate name' }).fill('web')
  await panel.getByLabel('Certificate (PEM)').setInputFiles(pemFile('key.pem', 'PRIVATE KEY'))
  await expect(
    panel.getByText('Expected a certificate, but the file holds private key'),
  ).toBeVisible()
  await panel.getByLabel('Certificate (PEM)').setInputFiles(pemFile('cert.pem', 'CERTIFICATE'))
  await panel.getByLabel('Private key (PEM)').setInputFiles(pemFile('key.pem', 'PRIVATE KEY'))
  await expect(panel.getByText('Read key.pem')).toBeVisible()

  // Nexus's refusal shows in the panel, and nothing typed or chosen is lost
  const name = panel.getByRole('textbox', { name: 'Name', exact: true })
  await name.fill('acme')
  await panel.getByRole('button', { name: 'Create silo' }).click()
  await expect(panel.getByText(/already exists/i)).toBeVisible()
  await expect(panel.getByRole('spinbutton', { name: 'Storage (GiB)' })).toHaveValue('500')
  await expect(panel.getByRole('textbox', { name: 'Admin group name' })).toHaveValue('corp-admins')
  await expect(panel.getByText('Read cert.pem')).toBeVisible()
  await name.fill(silo)
  await panel.getByRole('button', { name: 'Create silo' }).click()
  await expect(panel).toBeHidden()

  // the new silo's page: its properties, and the identity providers tab
  await expect(page).toHaveURL(`/system/silos/${silo}`)
  await expect(page.getByRole('heading', { name: silo, level: 1 })).toBeVisible()
  await expect(page.getByText('Silo admin → fleet viewer')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No identity providers' })).toBeVisible()

  // listed among the silos
  await page.goto('/system/silos')
  const listed = rowLinkedAs(page, silo)
  await expect(listed.getByRole('cell')).toContainText(['Yes', 'SAML (just in time)'])
  await listed.getByRole('link', { name: silo }).click()

  const tabs = page.getByRole('navigation', { name: 'Silo sections' })

  // add a SAML provider: the ACS URL follows its name
  await page.getByRole('link', { name: 'New identity provider' }).first().click()
  const idp = page.getByRole('dialog', { name: 'Create SAML identity provider' })
  await idp.getByRole('textbox', { name: 'Name', exact: true }).fill(provider)
  const origin = new URL(page.url()).origin
  await expect(idp.getByRole('textbox', { name: 'ACS URL' })).toHaveValue(
    `${origin}/login/${silo}/saml/${provider}`,
  )
  await idp.getByRole('textbox', { name: 'SLO URL' }).fill('https://sso.corp.example/logout')
  await idp.getByRole('textbox', { name: 'IdP entity ID' }).fill('https://sso.corp.example')
  await idp.getByRole('textbox', { name: 'SP client ID' }).fill('oxide')
  await idp.getByRole('textbox', { name: 'Technical contact email' }).fill('it@corp.example')
  await idp.getByRole('radio', { name: 'XML file' }).check()
  await idp.getByLabel('Metadata XML file').setInputFiles({
    name: 'metadata.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from('<EntityDescriptor entityID="https://sso.corp.example"/>'),
  })
  await idp.getByRole('button', { name: 'Create provider' }).click()
  await expect(idp).toBeHidden()
  await expect(page).toHaveURL(`/system/silos/${silo}`)

  // open it: a read-only panel of its settings
  await rowLinkedAs(page, provider).getByRole('link', { name: provider }).click()
  const view = page.getByRole('dialog', { name: 'SAML identity provider' })
  await expect(view.getByText('https://sso.corp.example', { exact: true })).toBeVisible()
  await expect(view.getByText('it@corp.example')).toBeVisible()
  await view.getByRole('button', { name: 'Cancel' }).click()
  await expect(view).toBeHidden()

  // link the pool as the silo's default
  await tabs.getByRole('link', { name: 'IP pools' }).click()
  await expect(page).toHaveURL(`/system/silos/${silo}/ip-pools`)
  await page.getByRole('button', { name: 'Link IP pool' }).first().click()
  const link = page.getByRole('dialog', { name: 'Link IP pool' })
  await link.getByRole('combobox', { name: 'IP pool' }).click()
  await page.getByPlaceholder('Search…').fill(pool)
  await page.getByRole('option', { name: pool }).click()
  await link.getByRole('checkbox', { name: "Make it the silo's default" }).check()
  await link.getByRole('button', { name: 'Link' }).click()
  await expect(link).toBeHidden()
  await expect(rowOf(page, pool)).toHaveCount(0) // the name cell also holds the badge
  const poolRow = page.getByRole('row').filter({ hasText: pool })
  await expect(poolRow.getByText('Default', { exact: true })).toBeVisible()

  // quotas beside use; edit one
  await tabs.getByRole('link', { name: 'Quotas' }).click()
  const quotaRow = (name: string) => page.getByRole('row').filter({ hasText: name })
  await expect(quotaRow('vCPUs').getByRole('cell')).toHaveText(['vCPUs', '8', '0'])
  await expect(quotaRow('Memory').getByRole('cell').nth(1)).toHaveText('32 GiB')
  await page.getByRole('button', { name: 'Edit quotas' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit quotas' })
  await expect(edit.getByRole('spinbutton', { name: 'Storage (GiB)' })).toHaveValue('500')
  await edit.getByRole('spinbutton', { name: 'vCPUs' }).fill('-2')
  await edit.getByRole('button', { name: 'Save quotas' }).click()
  await expect(edit.getByText('The vCPU quota cannot be negative')).toBeVisible()
  await edit.getByRole('spinbutton', { name: 'vCPUs' }).fill('24')
  await edit.getByRole('button', { name: 'Save quotas' }).click()
  await expect(edit).toBeHidden()
  await expect(quotaRow('vCPUs').getByRole('cell').nth(1)).toHaveText('24')
  const quotas = await page.request.get(`/v1/system/silos/${silo}/quotas`)
  expect(await quotas.json()).toMatchObject({ cpus: 24, memory: 32 * GiB, storage: 500 * GiB })

  // the silo's first user signs in through the provider, in a browser of their own
  const context = await browser.newContext()
  const user = await context.newPage()
  await user.goto(`/login/${silo}/saml/${provider}`)
  await user.getByRole('button', { name: `Sign in with ${provider}` }).click()
  await expect(user).toHaveURL('/projects')
  await expect(user.getByRole('heading', { name: 'No projects' })).toBeVisible()
  await context.close()

  // delete: the name must be typed first
  await page.goto('/system/silos')
  await openRowMenu(page, silo, 'Delete')
  const confirm = page.getByRole('alertdialog', { name: 'Delete silo' })
  const del = confirm.getByRole('button', { name: 'Confirm' })
  await expect(del).toBeDisabled()
  await confirm.getByRole('textbox', { name: "Type the silo's name to confirm" }).fill(`${silo}x`)
  await expect(del).toBeDisabled()
  await confirm.getByRole('textbox', { name: "Type the silo's name to confirm" }).fill(silo)
  await del.click()
  await expect(confirm).toBeHidden()
  await expect(rowLinkedAs(page, silo)).toHaveCount(0)
})

test('a silo that still holds a project is not deleted, and the dialog says why', async ({
  authedPage: page,
}) => {
  // the fleet admin's own silo holds the demo projects
  await page.goto('/system/silos')
  await openRowMenu(page, 'acme', 'Delete')
  const confirm = page.getByRole('alertdialog', { name: 'Delete silo' })
  await confirm.getByRole('textbox', { name: "Type the silo's name to confirm" }).fill('acme')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(confirm.getByText(/contains a project: mock-project/i)).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(rowLinkedAs(page, 'acme')).toBeVisible()
})

/** A certificate and its key for `names`, made by openssl as an operator would make them. */
function certificateFor(file: string, names: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-cert-'))
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '30'],
        ...['-subj', `/CN=${names[0]}`, '-addext', `subjectAltName=DNS:${names.join(',DNS:')}`],
      ],
      { stdio: 'ignore' },
    )
    const pem = (name: string, path: string) => ({
      name,
      mimeType: 'application/x-pem-file',
      buffer: readFileSync(join(dir, path)),
    })
    return { cert: pem(file, 'cert.pem'), key: pem('key.pem', 'key.pem') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Serves the console to this page at a rack's address, `console.acme.sys.<domain>`, as a rack
 * does: every request to it goes to the mock server, with the session's cookie.
 */
async function servedOnRack(page: Page, domain: string) {
  const mock = new URL(test.info().project.use.baseURL ?? '')
  const rack = `http://console.acme.sys.${domain}:${mock.port}`
  await page.route(`${rack}/**`, async (route) => {
    const url = route.request().url().replace(rack, mock.origin)
    // A read still on its way when the test ends is cut short with the page; that is no
    // failure of the console. Unrouting instead would leave later requests to fail on a
    // name no resolver knows, which the asset check rightly reports.
    const response = await route.fetch({ url }).catch((error: unknown) => {
      if (String(error).includes('Test ended')) return null
      throw error
    })
    if (response) await route.fulfill({ response })
  })
  const cookies = await page.context().cookies(mock.origin)
  await page.context().addCookies(cookies.map(({ name, value }) => ({ name, value, url: rack })))
  return rack
}

test('a certificate chosen for a new silo is checked against the silo’s DNS name, and only warned of', async ({
  authedPage: page,
}) => {
  const silo = uniqueName('tls')
  const otherSilo = certificateFor('acme.pem', ['acme.sys.rack.test'])
  const panel = page.getByRole('dialog', { name: 'Create silo' })
  const chooseCertificate = async (files: ReturnType<typeof certificateFor>) => {
    await panel.getByLabel('Certificate (PEM)').setInputFiles(files.cert)
    await panel.getByLabel('Private key (PEM)').setInputFiles(files.key)
  }
  const startCreate = async (origin: string) => {
    await page.goto(`${origin}/system/silos-new`)
    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(silo)
    await panel.getByRole('button', { name: 'Add TLS certificate' }).click()
    await panel.getByRole('textbox', { name: 'Certificate name' }).fill('web')
  }

  // at an address that isn't a rack's (the demo's localhost), the domain can't be told
  await startCreate('')
  await chooseCertificate(otherSilo)
  const cantTell = panel
    .getByRole('status')
    .filter({ hasText: "The silo's DNS name can't be told here" })
  await expect(cantTell).toContainText("This console's address (localhost)")
  await expect(cantTell).toContainText(`${silo}.sys.<the rack's domain>`)
  await expect(cantTell).toContainText('It is for acme.sys.rack.test.')

  // at a rack's address: the silo will be at <silo>.sys.rack.test, which acme's doesn't cover
  const rack = await servedOnRack(page, 'rack.test')
  await startCreate(rack)
  await chooseCertificate(otherSilo)
  const warning = panel
    .getByRole('status')
    .filter({ hasText: "No name in this certificate matches the silo's DNS name" })
  await expect(warning).toContainText(`The silo will answer at ${silo}.sys.rack.test.`)
  await expect(warning).toContainText('It is for acme.sys.rack.test.')

  // a wildcard over the rack's silos covers it: no warning
  await chooseCertificate(certificateFor('rack.pem', ['*.sys.rack.test']))
  await expect(panel.getByText('Read rack.pem')).toBeVisible()
  await expect(warning).toHaveCount(0)

  // a warning only: the silo is created with the certificate that doesn't match
  await chooseCertificate(otherSilo)
  await expect(warning).toBeVisible()
  await panel.getByRole('button', { name: 'Create silo' }).click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(`${rack}/system/silos/${silo}`)
  await expect(page.getByRole('heading', { name: silo, level: 1 })).toBeVisible()
})
