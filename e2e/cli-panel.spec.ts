// The CLI command and API request behind a form follow what is typed and never show a secret.
import { expect, signIn, test, uniqueName } from './fixtures'
import { newVpc } from './vpc-setup'

test('the create-disk panel shows its CLI command and request, updated as fields are typed', async ({
  page,
}) => {
  await signIn(page, 'silo-admin')
  await page.goto('/projects/mock-project/disks-new')
  const panel = page.getByRole('dialog', { name: 'Create disk' })
  const section = panel.getByRole('group').filter({ hasText: 'Equivalent CLI and API request' })
  const cli = panel.getByRole('figure', { name: 'CLI command' })
  const request = panel.getByRole('figure', { name: 'API request' })
  const body = panel.getByRole('figure', { name: 'Request body' })

  // closed until asked for
  await expect(cli).toBeHidden()
  await panel.getByText('Equivalent CLI and API request').click()
  await expect(section).toBeVisible()
  await expect(cli.locator('pre')).toHaveText(
    'oxide disk create --project=mock-project --json-body=body.json',
  )
  await expect(section).toContainText('body.json holds the request body shown below.')
  await expect(request.locator('pre')).toHaveText('POST /v1/disks?project=mock-project')

  const name = uniqueName('cli')
  await panel.getByLabel('Name').fill(name)
  await expect(body).toContainText(`"name": "${name}"`)
  await panel.getByLabel('Description').fill('seen live')
  await expect(body).toContainText('"description": "seen live"')
  await panel.getByLabel('Size (GiB)').fill('3')
  await expect(body).toContainText(`"size": ${3 * 1024 ** 3}`)
  // keys as they go on the wire, in the contract's snake_case
  await expect(body).toContainText('"disk_source"')
  await expect(body).toContainText('"block_size"')
  await expect(panel.getByRole('button', { name: 'Copy CLI command' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Copy Request body' })).toBeVisible()
})

test('a flat body becomes CLI flags, each --flag=value', async ({ page }) => {
  await signIn(page, 'silo-admin')
  await page.goto('/projects-new')
  const panel = page.getByRole('dialog', { name: 'Create project' })
  await panel.getByText('Equivalent CLI and API request').click()
  const name = uniqueName('flags')
  await panel.getByLabel('Name').fill(name)
  // a value starting with `-` stays a value
  await panel.getByLabel('Description').fill("- the team's project")
  await expect(panel.getByRole('figure', { name: 'CLI command' }).locator('pre')).toHaveText(
    `oxide project create --name=${name} --description='- the team'\\''s project'`,
  )
  await expect(panel.getByRole('figure', { name: 'API request' }).locator('pre')).toHaveText(
    'POST /v1/projects',
  )
})

test('a webhook receiver’s secret never appears in the CLI or the request: the CLI reads it', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/system/alerts/receivers-new')
  const panel = page.getByRole('dialog', { name: 'Create webhook receiver' })
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(uniqueName('hook'))
  await panel.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://hooks.example.com/cli')
  await panel.getByLabel('Secret 1').fill('do-not-show-me')
  await panel.getByText('Equivalent CLI and API request').click()

  const body = panel.getByRole('figure', { name: 'Request body' })
  await expect(body).toContainText('"endpoint": "https://hooks.example.com/cli"')
  await expect(body).toContainText(/"secrets": \[\s*"\*{8}"\s*\]/)
  await expect(panel.getByRole('figure', { name: 'CLI command' }).locator('pre')).toHaveText(
    `jq --arg secret "$OXIDE_WEBHOOK_SECRET" '.secrets[0] = $secret' body.json | oxide alert receiver webhook create --json-body=/dev/stdin`,
  )
  await expect(panel).toContainText('it reads them from $OXIDE_WEBHOOK_SECRET')
  // typed afterwards, still not shown
  await panel.getByLabel('Secret 1').fill('nor-this-one')
  await expect(body).toContainText('"endpoint"')
  for (const figure of await panel.getByRole('figure').all()) {
    await expect(figure).not.toContainText('do-not-show-me')
    await expect(figure).not.toContainText('nor-this-one')
  }
})

test('the route create panel: the CLI names the router, the body follows the name and destination', async ({
  page,
}) => {
  await signIn(page, 'collaborator')
  const project = 'mock-project'
  const vpc = await newVpc(page, 'cli-vpc')
  const router = uniqueName('cli-rt')
  const made = await page.request.post(`/v1/vpc-routers?project=${project}&vpc=${vpc}`, {
    data: { name: router, description: '' },
  })
  expect(made.status()).toBe(201)

  await page.goto(`/projects/${project}/vpcs/${vpc}/routers/${router}/routes-new`)
  const panel = page.getByRole('dialog', { name: 'Create route' })
  await panel.getByText('Equivalent CLI and API request').click()
  await expect(panel.getByRole('figure', { name: 'CLI command' }).locator('pre')).toHaveText(
    `oxide vpc router route create --project=${project} --vpc=${vpc} --router=${router} --json-body=body.json`,
  )
  await expect(panel.getByRole('figure', { name: 'API request' }).locator('pre')).toHaveText(
    `POST /v1/vpc-router-routes?project=${project}&vpc=${vpc}&router=${router}`,
  )

  const body = panel.getByRole('figure', { name: 'Request body' })
  const route = uniqueName('cli-route')
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(route)
  await expect(body).toContainText(`"name": "${route}"`)
  await panel.getByRole('textbox', { name: 'Destination IP network' }).fill('10.20.0.0/16')
  // as the API takes it: snake_case, the destination's kind and value
  await expect(body).toContainText(
    /"destination": \{\s*"type": "ip_net",\s*"value": "10.20.0.0\/16"/,
  )
})

test('the SAML identity provider form: the CLI’s own flags, the private key read from its file', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/system/silos/acme/idps-new')
  const panel = page.getByRole('dialog', { name: 'Create SAML identity provider' })
  const name = uniqueName('cli-idp')
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await panel.getByRole('textbox', { name: 'IdP entity ID' }).fill('https://sso.cli.example')
  const cert = 'Q0VSVElGSUNBVEVERVJCT0RZ'
  const key = 'UFJJVkFURUtFWURFUkJPRFk'
  await panel.getByLabel('Public certificate (PEM)').setInputFiles({
    name: 'cert.pem',
    mimeType: 'application/x-pem-file',
    buffer: Buffer.from(`-----BEGIN CERTIFICATE-----\n${cert}\n-----END CERTIFICATE-----\n`),
  })
  await panel.getByLabel('Private key (PEM)').setInputFiles({
    name: 'key.pem',
    mimeType: 'application/x-pem-file',
    buffer: Buffer.from(`-----BEGIN RSA PRIVATE KEY-----\n${key}\n-----END RSA PRIVATE KEY-----\n`),
  })
  await panel.getByText('Equivalent CLI and API request').click()

  const cli = panel.getByRole('figure', { name: 'CLI command' }).locator('pre')
  await expect(cli).toContainText(`oxide silo idp saml create --silo=acme --name=${name} `)
  await expect(cli).toContainText('--idp-entity-id=https://sso.cli.example')
  // the metadata URL not typed yet: the flag is there, which the CLI needs
  await expect(cli).toContainText(`--metadata-url=''`)
  await expect(cli).toContainText('--public-cert=signing-cert.der --private-key=signing-key.der')
  await expect(panel).toContainText('from signing-cert.der and signing-key.der')
  await expect(panel.getByRole('figure', { name: 'API request' }).locator('pre')).toHaveText(
    'POST /v1/system/identity-providers/saml?silo=acme',
  )
  const body = panel.getByRole('figure', { name: 'Request body' })
  await expect(body).toContainText(`"name": "${name}"`)
  await expect(body).toContainText(`"public_cert": "${cert}"`)
  await expect(body).toContainText(/"private_key": "\*{8}"/)
  for (const figure of await panel.getByRole('figure').all()) {
    await expect(figure).not.toContainText(key)
  }
})

test('the support bundle form: its CLI subcommand, the reason as its flag', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/system/support-bundles-new')
  const panel = page.getByRole('dialog', { name: 'New support bundle' })
  await panel.getByText('Equivalent CLI and API request').click()
  const cli = panel.getByRole('figure', { name: 'CLI command' }).locator('pre')
  await expect(cli).toHaveText(`oxide bundle create --user-comment=''`)
  await panel.getByLabel('Reason').fill("sled 3's disks went away at 10:02")
  await expect(cli).toHaveText(
    `oxide bundle create --user-comment='sled 3'\\''s disks went away at 10:02'`,
  )
  await expect(panel.getByRole('figure', { name: 'Request body' })).toContainText(
    `"user_comment": "sled 3's disks went away at 10:02"`,
  )
})
