import { expect, type Page } from '@playwright/test'
import { signIn, test, uniqueName } from './fixtures'
import { openRowMenu, rowOf } from './rows'

/** Setup through the API as the signed-in user: a fresh project and a stopped instance in it. */
async function newProjectWithStoppedInstance(page: Page) {
  const project = uniqueName('fip')
  const made = await page.request.post('/v1/projects', { data: { name: project, description: '' } })
  expect(made.status()).toBe(201)
  const instance = uniqueName('web')
  const res = await page.request.post(`/v1/instances?project=${project}`, {
    data: {
      name: instance,
      description: '',
      hostname: instance,
      memory: 2 ** 30,
      ncpus: 1,
      start: false,
    },
  })
  expect(res.status()).toBe(201)
  return { project, instance }
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'silo-admin')
})

test('create a floating IP, attach it, see it on the instance, detach, refused then allowed delete', async ({
  page,
}) => {
  const { project, instance } = await newProjectWithStoppedInstance(page)
  const fip = uniqueName('fip')

  // the project's side navigation leads to the empty list, which offers the first one
  await page.goto(`/projects/${project}/instances`)
  await page.getByRole('navigation').getByRole('link', { name: 'Floating IPs' }).click()
  await expect(page.getByRole('heading', { name: 'No floating IPs' })).toBeVisible()
  await page.getByRole('link', { name: 'New floating IP' }).first().click()
  await expect(page).toHaveURL(`/projects/${project}/floating-ips-new`)

  const panel = page.getByRole('dialog', { name: 'Create floating IP' })
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(fip)
  // the silo's default pool is already chosen
  await expect(panel.getByRole('combobox', { name: 'IP pool' })).toContainText('(default)')

  // an explicit address is checked with the IP validator before anything is sent
  await panel.getByRole('radio', { name: /A specific address/ }).check()
  await panel.getByRole('textbox', { name: 'IP address' }).fill('10.0.0')
  await panel.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(panel.getByText('Not a valid IP address')).toBeVisible()

  // back to any free address of the pool
  await panel.getByRole('radio', { name: /Any free address/ }).check()
  await panel.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(`/projects/${project}/floating-ips`)
  const row = rowOf(page, fip)
  await expect(row).toBeVisible()
  // cells after the row's select box: IP, pool, attached to
  const ip = (await row.getByRole('cell').nth(2).innerText()).trim()
  expect(ip).toMatch(/^[0-9a-f.:]+$/)
  // the pool is named, not shown as an id
  await expect(row.getByRole('cell').nth(3)).not.toHaveText(/^[0-9a-f-]{36}$/)
  await expect(row.getByRole('cell').nth(3)).not.toBeEmpty()
  await expect(row.getByRole('cell').nth(4)).toHaveText('—')

  // attach it to the stopped instance (listed once it has left creating)
  await openRowMenu(page, fip, 'Attach')
  const modal = page.getByRole('dialog', { name: 'Attach floating IP' })
  await modal.getByRole('combobox', { name: 'Instance' }).click()
  await page.getByRole('option', { name: instance }).click()
  await modal.getByRole('button', { name: 'Attach' }).click()
  await expect(modal).toBeHidden()
  const attachedLink = row.getByRole('link', { name: instance })
  await expect(attachedLink).toBeVisible()

  // deleting it while attached is refused by the API, which says why
  await openRowMenu(page, fip, 'Delete')
  let confirm = page.getByRole('alertdialog', { name: 'Delete floating IP' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Could not delete floating IP')).toBeVisible()
  await expect(
    page.getByText('Floating IP cannot be deleted while attached to an instance'),
  ).toBeVisible()
  await expect(row).toBeVisible()

  // the instance's networking tab lists it among its external IPs
  await attachedLink.click()
  await expect(page).toHaveURL(new RegExp(`/projects/${project}/instances/${instance}`))
  await page.goto(`/projects/${project}/instances/${instance}/networking`)
  const externalIps = page.getByRole('table', { name: 'External IPs' })
  await expect(externalIps.getByRole('row').filter({ hasText: fip })).toContainText(ip)

  // detach, confirmed
  await page.goto(`/projects/${project}/floating-ips`)
  await openRowMenu(page, fip, 'Detach')
  confirm = page.getByRole('alertdialog', { name: 'Detach floating IP' })
  await expect(confirm).toContainText(`instance ${instance}`)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(row.getByRole('cell').nth(4)).toHaveText('—')
  await expect(row.getByRole('link', { name: instance })).toBeHidden()

  // and now it can be deleted
  await openRowMenu(page, fip, 'Delete')
  confirm = page.getByRole('alertdialog', { name: 'Delete floating IP' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(row).toBeHidden()
  await expect(page.getByRole('heading', { name: 'No floating IPs' })).toBeVisible()
})

test('edit a floating IP: rename it and change its description', async ({ page }) => {
  const { project } = await newProjectWithStoppedInstance(page)
  const fip = uniqueName('fip')
  const res = await page.request.post(`/v1/floating-ips?project=${project}`, {
    data: { name: fip, description: 'before' },
  })
  expect(res.status()).toBe(201)

  await page.goto(`/projects/${project}/floating-ips`)
  await openRowMenu(page, fip, 'Edit')
  await expect(page).toHaveURL(`/projects/${project}/floating-ips/${fip}/edit`)
  const panel = page.getByRole('dialog', { name: 'Edit floating IP' })
  await expect(panel.getByLabel('Description')).toHaveValue('before')
  const renamed = `${fip}-b`
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed)
  await panel.getByLabel('Description').fill('after')
  await panel.getByRole('button', { name: 'Update floating IP' }).click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(`/projects/${project}/floating-ips`)
  await expect(rowOf(page, renamed)).toBeVisible()
  await expect(rowOf(page, fip)).toBeHidden()

  const view = await page.request.get(`/v1/floating-ips/${renamed}?project=${project}`)
  expect(await view.json()).toMatchObject({ name: renamed, description: 'after' })
})

test("the instance's attach dialog names each floating IP's pool, and finds them by it", async ({
  page,
}) => {
  const { project, instance } = await newProjectWithStoppedInstance(page)
  const second = uniqueName('fip-second')
  const usual = uniqueName('fip-usual')
  for (const [name, pool] of [
    [second, 'ipv4-pool-2'],
    [usual, undefined],
  ] as const) {
    const res = await page.request.post(`/v1/floating-ips?project=${project}`, {
      data: { name, description: '', ...(pool ? { pool } : {}) },
    })
    expect(res.status()).toBe(201)
  }

  await page.goto(`/projects/${project}/instances/${instance}/networking`)
  await page.getByRole('button', { name: 'Attach floating IP' }).click()
  const modal = page.getByRole('dialog', { name: 'Attach floating IP' })
  await modal.getByRole('combobox', { name: 'Floating IP' }).click()
  await expect(
    page.getByRole('option', { name: new RegExp(`^${usual}.*pool default`) }),
  ).toBeVisible()
  // typing the pool's name finds the floating IPs from it
  await page.getByPlaceholder('Search…').fill('ipv4-pool-2')
  await expect(page.getByRole('option', { name: new RegExp(usual) })).toBeHidden()
  await page.getByRole('option', { name: new RegExp(`^${second}.*pool ipv4-pool-2`) }).click()
  await expect(modal.getByRole('combobox', { name: 'Floating IP' })).toHaveText(second)
  await modal.getByRole('button', { name: 'Attach' }).click()
  await expect(modal).toBeHidden()
  await expect(
    page.getByRole('table', { name: 'External IPs' }).getByRole('row').filter({ hasText: second }),
  ).toBeVisible()
})
