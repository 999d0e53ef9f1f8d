import { expect } from '@playwright/test'
import { signIn, test, uniqueName } from './fixtures'
import { newVpc } from './vpc-setup'
import { rowOf } from './rows'

const project = 'mock-project'

test.beforeEach(async ({ page }) => {
  await signIn(page, 'silo-admin')
})

test('the default gateway shows the system routes that target it', async ({ page }) => {
  const vpc = await newVpc(page, 'gateways')
  await page.goto(`/projects/${project}/vpcs/${vpc}/internet-gateways`)
  await page.getByRole('link', { name: 'default', exact: true }).click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/internet-gateways/default`)
  const panel = page.getByRole('dialog', { name: 'Internet gateway default' })
  const routes = panel.getByRole('table', { name: 'Routes that target default' })
  await expect(rowOf(page, 'default-v4')).toContainText('0.0.0.0/0')
  await expect(routes.getByRole('row').filter({ hasText: 'default-v6' })).toContainText('::/0')
  await expect(rowOf(page, 'default-v4').getByRole('link', { name: 'system' })).toBeVisible()
})

test('create a gateway, attach a pool and an address, refused then allowed delete', async ({
  page,
}) => {
  const vpc = await newVpc(page, 'gateways')
  const gateway = uniqueName('egress')

  await page.goto(`/projects/${project}/vpcs/${vpc}/internet-gateways`)
  await page.getByRole('button', { name: 'New internet gateway' }).click()
  const create = page.getByRole('dialog', { name: 'Create internet gateway' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(gateway)
  await create.getByRole('textbox', { name: 'Description' }).fill('Egress for the batch tier')
  await create.getByRole('button', { name: 'Create' }).click()

  // the new gateway opens in its panel, with nothing attached yet
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/internet-gateways/${gateway}`)
  const panel = page.getByRole('dialog', { name: `Internet gateway ${gateway}` })
  await expect(panel).toContainText('Egress for the batch tier')
  await expect(panel.getByRole('heading', { name: 'No IP pools' })).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'No IP addresses' })).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'No routes target this gateway' })).toBeVisible()

  // attach a pool of the silo; the attachment takes the pool's name
  await panel.getByRole('button', { name: 'Attach IP pool' }).click()
  const attachPool = page.getByRole('dialog', { name: 'Attach IP pool' })
  await attachPool.getByRole('combobox', { name: 'IP pool' }).click()
  await page.getByRole('option', { name: 'ipv4-pool-2' }).click()
  await expect(attachPool.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'ipv4-pool-2',
  )
  await attachPool.getByRole('button', { name: 'Attach' }).click()
  await expect(attachPool).toBeHidden()
  const pools = panel.getByRole('table', { name: `IP pools of ${gateway}` })
  await expect(pools.getByRole('row').filter({ hasText: 'ipv4-pool-2' })).toBeVisible()

  // attach an address, checked with the IP validator first
  await panel.getByRole('button', { name: 'Attach IP address' }).click()
  const attachAddress = page.getByRole('dialog', { name: 'Attach IP address' })
  await attachAddress.getByRole('textbox', { name: 'Name', exact: true }).fill('fixed-egress')
  const address = attachAddress.getByRole('textbox', { name: 'IP address' })
  await address.fill('198.51.100')
  await attachAddress.getByRole('button', { name: 'Attach' }).click()
  await expect(attachAddress.getByText('Not a valid IP address')).toBeVisible()
  await address.fill('198.51.100.77')
  await attachAddress.getByRole('button', { name: 'Attach' }).click()
  await expect(attachAddress).toBeHidden()
  const addresses = panel.getByRole('table', { name: `IP addresses of ${gateway}` })
  await expect(addresses.getByRole('row').filter({ hasText: 'fixed-egress' })).toContainText(
    '198.51.100.77',
  )

  // deleting it while a pool is attached is refused by the API, which says why
  await panel.getByRole('button', { name: 'Delete internet gateway' }).click()
  let confirm = page.getByRole('alertdialog', { name: 'Delete internet gateway' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Could not delete internet gateway')).toBeVisible()
  await expect(
    page.getByText(
      'Ip pools referencing this gateway exist. To perform a cascading delete set the cascade option',
    ),
  ).toBeVisible()
  await expect(panel).toBeVisible()

  // closed, the panel leaves the list, which counts what is attached
  await panel.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/internet-gateways`)
  const listRow = rowOf(page, gateway)
  await expect(listRow.getByRole('cell').nth(2)).toHaveText('1')
  await expect(listRow.getByRole('cell').nth(3)).toHaveText('1')
  await listRow.getByRole('link', { name: gateway }).click()

  // detach both, each confirmed
  await panel.getByRole('button', { name: 'Detach IP pool ipv4-pool-2' }).click()
  confirm = page.getByRole('alertdialog', { name: 'Detach IP pool' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(panel.getByRole('heading', { name: 'No IP pools' })).toBeVisible()
  await panel.getByRole('button', { name: 'Detach IP address fixed-egress' }).click()
  confirm = page.getByRole('alertdialog', { name: 'Detach IP address' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(panel.getByRole('heading', { name: 'No IP addresses' })).toBeVisible()

  // now it goes, and the panel with it
  await panel.getByRole('button', { name: 'Delete internet gateway' }).click()
  confirm = page.getByRole('alertdialog', { name: 'Delete internet gateway' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/internet-gateways`)
  await expect(panel).toBeHidden()
  await expect(listRow).toBeHidden()
  await expect(rowOf(page, 'default')).toBeVisible()
})
