import { expect, type Page } from '@playwright/test'
import { newDisk, newProject } from './disk-setup'
import { signIn, test, uniqueName } from './fixtures'
import { openRowMenu, rowLinkedAs } from './rows'

/** No subnet pages yet: the default subnet goes through the API, as the signed-in user. */
async function deleteDefaultSubnet(page: Page, project: string, vpc: string) {
  const res = await page.request.delete(`/v1/vpc-subnets/default?project=${project}&vpc=${vpc}`)
  expect(res.status()).toBe(204)
}

// a new project, like every one, has a VPC `default` with its default subnet
test.beforeEach(async ({ page }) => {
  await signIn(page, 'silo-admin')
})

test('create VPCs with and without a prefix, open, edit and rename one, delete refused then allowed', async ({
  page,
}) => {
  const project = await newProject(page, 'vpcs')
  const vpc = uniqueName('net')
  const other = uniqueName('auto')

  // the project's side navigation leads to the list, which has the project's default VPC
  await page.goto(`/projects/${project}/instances`)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'VPCs' }).click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs`)
  await expect(rowLinkedAs(page, 'default')).toBeVisible()

  await page.getByRole('link', { name: 'New VPC' }).first().click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs-new`)
  const panel = page.getByRole('dialog', { name: 'Create VPC' })
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(vpc)
  await panel.getByLabel('Description').fill('made by an end-to-end test')
  // the DNS name follows the name until typed over
  await expect(panel.getByRole('textbox', { name: 'DNS name' })).toHaveValue(vpc)

  // the prefix is checked as a CIDR before anything is sent
  const prefix = panel.getByRole('textbox', { name: 'IPv6 prefix' })
  const submit = panel.getByRole('button', { name: 'Create VPC' })
  await prefix.fill('fd12:3456:789a::')
  await submit.click()
  await expect(
    panel.getByText('Must contain an IP address and a width, separated by a /'),
  ).toBeVisible()
  await prefix.fill('fd12:3456:789a::/129')
  await expect(panel.getByText('Max width for IPv6 is 128')).toBeVisible()
  await prefix.fill('10.1.0.0/16')
  await expect(panel.getByText('Must be an IPv6 block')).toBeVisible()

  // a well-formed prefix outside Nexus's range: refused before submit, as Nexus would
  await prefix.fill('2001:db8:1::/48')
  await submit.click()
  await expect(panel.getByText('Must be a /48 of the unique local range fd00::/8')).toBeVisible()
  await expect(panel.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(vpc)

  await prefix.fill('fd12:3456:789a::/48')
  await submit.click()
  await expect(panel).toBeHidden()
  // the new VPC's page (its firewall rules tab)
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/firewall-rules`)
  await expect(page.getByRole('heading', { name: vpc, level: 1 })).toBeVisible()
  await expect(page.getByText('fd12:3456:789a::/48')).toBeVisible()
  // it came with the default firewall rules, subnet and system router, as in Nexus
  for (const rule of ['allow-internal-inbound', 'allow-ssh', 'allow-icmp']) {
    await expect(page.getByRole('cell', { name: rule, exact: true })).toBeVisible()
  }
  const tabs = page.getByRole('navigation', { name: 'VPC sections' })
  await tabs.getByRole('link', { name: 'Subnets' }).click()
  await expect(page.getByRole('cell', { name: 'default', exact: true })).toBeVisible()
  await tabs.getByRole('link', { name: 'Routers' }).click()
  await expect(page.getByRole('link', { name: 'system', exact: true })).toBeVisible()
  await tabs.getByRole('link', { name: 'Internet gateways' }).click()
  await expect(page.getByRole('link', { name: 'default', exact: true })).toBeVisible()

  // without a prefix, one is picked for it
  await page.goto(`/projects/${project}/vpcs-new`)
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(other)
  await panel.getByRole('textbox', { name: 'DNS name' }).fill('auto-dns')
  await submit.click()
  await expect(page).toHaveURL(new RegExp(`/projects/${project}/vpcs/${other}(/firewall-rules)?$`))

  // both listed with their DNS names and prefixes
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'VPCs' }).click()
  const row = rowLinkedAs(page, vpc)
  await expect(row.getByRole('cell').nth(1)).toHaveText(vpc)
  await expect(row.getByRole('cell').nth(2)).toHaveText('fd12:3456:789a::/48')
  const otherRow = rowLinkedAs(page, other)
  await expect(otherRow.getByRole('cell').nth(1)).toHaveText('auto-dns')
  await expect(otherRow.getByRole('cell').nth(2)).toHaveText(/^fd[0-9a-f:]+\/48$/)

  // its name opens it
  await row.getByRole('link', { name: vpc, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/projects/${project}/vpcs/${vpc}(/firewall-rules)?$`))
  await expect(page.getByRole('heading', { name: vpc, level: 1 })).toBeVisible()

  // edit through the row menu: the panel over the list; closing goes back to the list
  await page.goto(`/projects/${project}/vpcs`)
  await openRowMenu(page, vpc, 'Edit')
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit VPC' })
  await expect(edit.getByLabel('Description')).toHaveValue('made by an end-to-end test')
  await edit.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs`)

  // a rename takes the URL with it
  await openRowMenu(page, vpc, 'Edit')
  const renamed = `${vpc}-b`
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed)
  await edit.getByLabel('Description').fill('edited')
  await edit.getByRole('button', { name: 'Update VPC' }).click()
  await expect(edit).toBeHidden()
  await expect(page).toHaveURL(
    new RegExp(`/projects/${project}/vpcs/${renamed}(/firewall-rules)?$`),
  )
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible()
  const view = await page.request.get(`/v1/vpcs/${renamed}?project=${project}`)
  // the DNS name and prefix are kept
  expect(await view.json()).toMatchObject({
    name: renamed,
    description: 'edited',
    dns_name: vpc,
    ipv6_prefix: 'fd12:3456:789a::/48',
  })

  // deleting it while its default subnet exists: the API refuses and says why
  await page.goto(`/projects/${project}/vpcs`)
  await openRowMenu(page, renamed, 'Delete')
  const confirm = page.getByRole('alertdialog', { name: 'Delete VPC' })
  await expect(confirm).toContainText(renamed)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Could not delete VPC')).toBeVisible()
  await expect(page.getByText('VPC cannot be deleted while VPC Subnets exist')).toBeVisible()
  await expect(rowLinkedAs(page, renamed)).toBeVisible()

  // once the subnet is gone, it goes
  await deleteDefaultSubnet(page, project, renamed)
  await openRowMenu(page, renamed, 'Delete')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(rowLinkedAs(page, renamed)).toBeHidden()
  await expect(rowLinkedAs(page, other)).toBeVisible()
})

test('deleting a project says which VPCs still hold it and leads to them', async ({ page }) => {
  const project = await newProject(page, 'held')

  await page.goto('/projects')
  const projectRow = page.getByRole('row').filter({ hasText: project })
  await projectRow.getByRole('button', { name: `Actions for ${project}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete project' })
  await expect(dialog).toContainText(`Project ${project} still has a VPC: default.`)
  await expect(dialog).toContainText('its subnets, the default one included')
  // no delete that would only be refused: Confirm leads to the VPCs
  await expect(dialog).toContainText("Go to the project's VPCs?")
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs`)

  await deleteDefaultSubnet(page, project, 'default')
  await openRowMenu(page, 'default', 'Delete')
  await page
    .getByRole('alertdialog', { name: 'Delete VPC' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page.getByRole('heading', { name: 'No VPCs' })).toBeVisible()

  // now empty, the project can go
  await page.goto('/projects')
  await projectRow.getByRole('button', { name: `Actions for ${project}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await expect(dialog).toContainText(`Are you sure you want to delete project ${project}?`)
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(`Project ${project} deleted`)).toBeVisible()
  await expect(projectRow).toHaveCount(0)
})

test('a project held by something other than a VPC: the API names it when it refuses', async ({
  page,
}) => {
  const project = await newProject(page, 'held-disk')
  await deleteDefaultSubnet(page, project, 'default')
  const vpcGone = await page.request.delete(`/v1/vpcs/default?project=${project}`)
  expect(vpcGone.status()).toBe(204)
  const disk = uniqueName('data')
  await newDisk(page, project, disk)

  await page.goto('/projects')
  const projectRow = page.getByRole('row').filter({ hasText: project })
  await projectRow.getByRole('button', { name: `Actions for ${project}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete project' })
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Could not delete project')).toBeVisible()
  await expect(page.getByText(`Project to be deleted contains a disk: ${disk}`)).toBeVisible()
  await expect(projectRow).toBeVisible()
})

test("the VPC's page shows its full ID, copyable", async ({ page }) => {
  const project = await newProject(page, 'vpcid')
  const res = await page.request.get(`/v1/vpcs/default?project=${project}`)
  const { id } = (await res.json()) as { id: string }

  await page.goto(`/projects/${project}/vpcs/default`)
  const idValue = page.getByRole('definition').filter({ hasText: id })
  await expect(idValue).toHaveText(id)
  await expect(idValue.getByRole('button', { name: 'Copy ID' })).toBeVisible()
})
