// The CLI command and API request behind a form follow what is typed and never show a secret.
import { expect, signIn, test, uniqueName } from './fixtures'

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
    'oxide disk create --project mock-project --json-body body.json',
  )
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

test('a flat body becomes CLI flags', async ({ page }) => {
  await signIn(page, 'silo-admin')
  await page.goto('/projects-new')
  const panel = page.getByRole('dialog', { name: 'Create project' })
  await panel.getByText('Equivalent CLI and API request').click()
  const name = uniqueName('flags')
  await panel.getByLabel('Name').fill(name)
  await panel.getByLabel('Description').fill("the team's project")
  await expect(panel.getByRole('figure', { name: 'CLI command' }).locator('pre')).toHaveText(
    `oxide project create --name ${name} --description 'the team'\\''s project'`,
  )
  await expect(panel.getByRole('figure', { name: 'API request' }).locator('pre')).toHaveText(
    'POST /v1/projects',
  )
})

test('a webhook receiver’s secret never appears in the CLI or the request', async ({ page }) => {
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
    'oxide api /v1/webhook-receivers --method POST --input body.json',
  )
  // typed afterwards, still not shown
  await panel.getByLabel('Secret 1').fill('nor-this-one')
  await expect(body).toContainText('"endpoint"')
  for (const figure of await panel.getByRole('figure').all()) {
    await expect(figure).not.toContainText('do-not-show-me')
    await expect(figure).not.toContainText('nor-this-one')
  }
})
