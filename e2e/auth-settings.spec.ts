import type { APIRequestContext, Page } from '@playwright/test'
import { formatDateTime } from '@/lib/core/format/date'
import { expect, signIn, test, uniqueName } from './fixtures'

const CLIENT_ID = '3b0c2a7e-5d14-4f3a-8e6b-9c1d2e3f4a5b'
const PROVIDER = 'tokens-sso'

/**
 * A SAML silo of this test's own, whose first user signs in as its admin: the lifetime set
 * here applies to the silo's tokens only, so the other specs' device tokens in acme (which
 * expect none) are never made while it is set.
 */
async function newSamlSilo(page: Page) {
  const silo = uniqueName('tokens')
  const made = await page.request.post('/v1/system/silos', {
    data: {
      name: silo,
      description: '',
      discoverable: true,
      identity_mode: 'saml_jit',
      admin_group_name: 'token-admins',
      quotas: { cpus: 0, memory: 0, storage: 0 },
      tls_certificates: [],
    },
  })
  expect(made.status()).toBe(201)
  const idp = await page.request.post(`/v1/system/identity-providers/saml?silo=${silo}`, {
    data: {
      name: PROVIDER,
      description: '',
      acs_url: `http://localhost/login/${silo}/saml/${PROVIDER}`,
      slo_url: 'https://sso.tokens.example/logout',
      idp_entity_id: 'https://sso.tokens.example',
      sp_client_id: 'oxide',
      technical_contact_email: 'it@tokens.example',
      idp_metadata_source: {
        type: 'base64_encoded_xml',
        data: Buffer.from('<EntityDescriptor entityID="https://sso.tokens.example"/>').toString(
          'base64',
        ),
      },
    },
  })
  expect(idp.status()).toBe(201)
  return silo
}

/** The device flow, confirmed by the browser's user; returns the new token's id and expiry. */
async function newDeviceToken(user: APIRequestContext, cli: APIRequestContext) {
  const listed = async () => {
    const res = await user.get('/v1/me/access-tokens?limit=1000')
    expect(res.status()).toBe(200)
    return ((await res.json()) as { items: { id: string; time_expires?: string | null }[] }).items
  }
  const before = new Set((await listed()).map((t) => t.id))
  const auth = await cli.post('/device/auth', { form: { client_id: CLIENT_ID } })
  const { device_code, user_code } = (await auth.json()) as {
    device_code: string
    user_code: string
  }
  expect((await user.post('/device/confirm', { data: { user_code } })).status()).toBe(204)
  const granted = await cli.post('/device/token', {
    form: {
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code,
      client_id: CLIENT_ID,
    },
  })
  expect(granted.status()).toBe(200)
  const added = (await listed()).filter((t) => !before.has(t.id))
  expect(added).toHaveLength(1)
  return added[0]
}

test('a silo admin sets the device-token lifetime and a new device token expires by it', async ({
  page,
  browser,
  request: cli, // the command-line client: no cookies of the browser's
}) => {
  await signIn(page, 'fleet-admin')
  const silo = await newSamlSilo(page)

  // the silo's admin, in a browser of their own
  const context = await browser.newContext()
  const admin = await context.newPage()
  await admin.goto(`/login/${silo}/saml/${PROVIDER}`)
  await admin.getByRole('button', { name: `Sign in with ${PROVIDER}` }).click()
  await expect(admin).toHaveURL('/projects')

  await admin.goto('/access')
  const section = admin.getByRole('region', { name: 'Device tokens' })
  await expect(section.getByRole('definition')).toHaveText('No limit')
  await section.getByRole('button', { name: 'Change lifetime' }).click()

  const panel = admin.getByRole('dialog', { name: 'Device token lifetime' })
  await panel.getByRole('radio', { name: 'At most' }).check()
  const amount = panel.getByRole('spinbutton', { name: 'Longest lifetime' })
  // a week to start from; more than the API's uint32 of seconds is caught on the field
  await expect(amount).toHaveValue('7')
  await amount.fill('50000')
  await panel.getByRole('button', { name: 'Save' }).click()
  await expect(panel.getByText('At most 49,710 days')).toBeVisible()

  await amount.fill('2')
  await panel.getByRole('combobox', { name: 'Unit' }).click()
  await admin.getByRole('option', { name: 'Hours' }).click()
  await expect(panel.getByText('That is 7,200 seconds.')).toBeVisible()
  await panel.getByText('Equivalent CLI and API request').click()
  await expect(
    panel.getByText('oxide auth-settings update --device-token-max-ttl-seconds=7200'),
  ).toBeVisible()
  await expect(panel.getByText('"device_token_max_ttl_seconds": 7200')).toBeVisible()
  await panel.getByRole('button', { name: 'Save' }).click()
  await expect(panel).toBeHidden()
  await expect(section.getByRole('definition')).toHaveText('2 hours')

  // a token made now lives two hours, and the access tokens page says until when
  const start = Date.now()
  const token = await newDeviceToken(admin.request, cli)
  const expires = Date.parse(token.time_expires!)
  expect(expires - start).toBeGreaterThan(2 * 3600_000 - 60_000)
  expect(expires - start).toBeLessThan(2 * 3600_000 + 60_000)
  await admin.goto('/settings/access-tokens?size=1000')
  const row = admin.getByRole('row').filter({ hasText: token.id })
  await expect(row).toContainText(formatDateTime(expires))

  // back to no limit: the next token never expires
  await admin.goto('/access')
  await section.getByRole('button', { name: 'Change lifetime' }).click()
  await expect(panel.getByRole('radio', { name: 'At most' })).toBeChecked()
  await expect(amount).toHaveValue('2')
  await panel.getByRole('radio', { name: 'No limit' }).check()
  await panel.getByRole('button', { name: 'Save' }).click()
  await expect(panel).toBeHidden()
  await expect(section.getByRole('definition')).toHaveText('No limit')
  expect((await newDeviceToken(admin.request, cli)).time_expires ?? null).toBeNull()
  await context.close()
})

test('a silo viewer reads the lifetime and is told why it cannot change it', async ({ page }) => {
  await signIn(page, 'viewer')
  await page.goto('/access')
  const section = page.getByRole('region', { name: 'Device tokens' })
  await expect(section.getByRole('definition')).toBeVisible()
  const change = section.getByRole('button', { name: 'Change lifetime' })
  await expect(change).toHaveAttribute('aria-disabled', 'true')
  await expect(change).toHaveAccessibleDescription(
    'Needs admin on silo acme; you are viewer. Ask a silo admin.',
  )
  // the API refuses the write anyway
  const put = await page.request.put('/v1/auth-settings', {
    data: { device_token_max_ttl_seconds: 60 },
  })
  expect(put.status()).toBe(403)
})
