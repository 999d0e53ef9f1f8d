import { expect } from '@playwright/test'
import { signIn, test, uniqueName } from './fixtures'
import { newVpc } from './vpc-setup'
import { openRowMenu, rowOf } from './rows'

const project = 'mock-project'

test.beforeEach(async ({ page }) => {
  await signIn(page, 'silo-admin')
})

test('add a subnet with a custom router, detach the router, delete the subnet', async ({
  page,
}) => {
  const vpc = await newVpc(page, 'subnets')
  const router = uniqueName('rt')
  const made = await page.request.post(`/v1/vpc-routers?project=${project}&vpc=${vpc}`, {
    data: { name: router, description: 'Routes of the new tier' },
  })
  expect(made.status()).toBe(201)
  const subnet = uniqueName('tier')

  await page.goto(`/projects/${project}/vpcs/${vpc}/subnets`)
  await expect(page.getByRole('link', { name: 'Subnets', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // the VPC came with its default subnet, using no custom router
  const defaultRow = rowOf(page, 'default')
  await expect(defaultRow).toContainText('172.30.0.0/22')
  await expect(defaultRow.getByRole('cell').nth(3)).toHaveText('—')

  await page.getByRole('link', { name: 'New subnet' }).first().click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/subnets-new`)
  // the panel opens over the tab, which stays the current one (hidden behind the modal)
  await expect(
    page
      .getByRole('navigation', { name: 'VPC sections', includeHidden: true })
      .getByRole('link', { name: 'Subnets', exact: true, includeHidden: true }),
  ).toHaveAttribute('aria-current', 'page')
  const panel = page.getByRole('dialog', { name: 'Create subnet' })
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(subnet)
  const ipv4 = panel.getByRole('textbox', { name: 'IPv4 block' })
  const ipv6 = panel.getByRole('textbox', { name: 'IPv6 block' })
  const submit = panel.getByRole('button', { name: 'Create subnet' })

  // each CIDR message, before anything is sent
  for (const [typed, message] of [
    ['10.9.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.9.0.0/2x', 'Width must be an integer'],
    ['10.9.0.0/33', 'Max width for IPv4 is 32'],
    ['10.9.0/24', 'Not a valid IP address'],
    ['fd00::/64', 'Must be an IPv4 block'],
  ]) {
    await ipv4.fill(typed)
    await submit.click()
    await expect(panel.getByText(message, { exact: true })).toBeVisible()
  }
  await ipv4.fill('10.9.0.0/24')
  await ipv6.fill('fd00::/129')
  await submit.click()
  await expect(panel.getByText('Max width for IPv6 is 128', { exact: true })).toBeVisible()
  await ipv6.fill('')

  await panel.getByRole('combobox', { name: 'Custom router' }).click()
  await page.getByRole('option', { name: router }).click()
  await submit.click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/subnets`)

  const row = rowOf(page, subnet)
  await expect(row).toContainText('10.9.0.0/24')
  // the router is named (not shown as its id) and leads to its page
  await expect(row.getByRole('link', { name: router })).toHaveAttribute(
    'href',
    `/projects/${project}/vpcs/${vpc}/routers/${router}`,
  )

  // edit it: detach the router
  await openRowMenu(page, subnet, 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit subnet' })
  await expect(edit.getByRole('combobox', { name: 'Custom router' })).toHaveText(router)
  await expect(edit.getByRole('heading', { name: 'No network interfaces' })).toBeVisible()
  await edit.getByRole('combobox', { name: 'Custom router' }).click()
  await page.getByRole('option', { name: 'None' }).click()
  await edit.getByRole('button', { name: 'Update subnet' }).click()
  await expect(edit).toBeHidden()
  await expect(row.getByRole('cell').nth(3)).toHaveText('—')
  const saved = await page.request.get(`/v1/vpc-subnets/${subnet}?project=${project}&vpc=${vpc}`)
  expect((await saved.json()).custom_router_id ?? null).toBeNull()

  // and delete it
  await openRowMenu(page, subnet, 'Delete')
  const confirm = page.getByRole('alertdialog', { name: 'Delete subnet' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(row).toBeHidden()
  await expect(defaultRow).toBeVisible()
})

test('a subnet in use lists its network interfaces, and its delete is refused with the reason', async ({
  page,
}) => {
  const vpc = await newVpc(page, 'subnets')
  const instance = uniqueName('nic-holder')
  const res = await page.request.post(`/v1/instances?project=${project}`, {
    data: {
      name: instance,
      description: '',
      hostname: instance,
      memory: 2 ** 30,
      ncpus: 1,
      start: false,
      network_interfaces: {
        type: 'create',
        params: [{ name: 'nic0', description: '', vpc_name: vpc, subnet_name: 'default' }],
      },
    },
  })
  expect(res.status()).toBe(201)

  await page.goto(`/projects/${project}/vpcs/${vpc}/subnets`)
  await openRowMenu(page, 'default', 'Network interfaces')
  const dialog = page.getByRole('dialog', { name: 'Network interfaces in default' })
  const nic = dialog.getByRole('row').filter({ hasText: 'nic0' })
  await expect(nic.getByRole('link', { name: instance })).toHaveAttribute(
    'href',
    `/projects/${project}/instances/${instance}`,
  )
  await expect(nic.getByRole('cell').nth(2)).toHaveText(/^172\.30\./)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  await openRowMenu(page, 'default', 'Delete')
  const confirm = page.getByRole('alertdialog', { name: 'Delete subnet' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Could not delete subnet')).toBeVisible()
  await expect(
    page.getByText('VPC Subnet cannot be deleted while network interfaces in the subnet exist'),
  ).toBeVisible()
  await expect(rowOf(page, 'default')).toBeVisible()

  // the instance goes (once it has left 'creating'), and so does what held the subnet
  await expect
    .poll(
      async () =>
        (await page.request.delete(`/v1/instances/${instance}?project=${project}`)).status(),
      { timeout: 30_000 },
    )
    .toBe(204)
})
