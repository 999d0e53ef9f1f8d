import { newProject, newStoppedInstance } from './disk-setup'
import { expect, signIn, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await signIn(page, 'silo-admin')
})

// InstanceNetworkInterfaceUpdate resets transit_ips to [] when a body leaves them out
test('renaming a network interface keeps its transit IPs', async ({ page }) => {
  const project = await newProject(page, 'nicupd')
  await newStoppedInstance(page, project, 'vm')
  const created = await page.request.post(`/v1/network-interfaces?project=${project}&instance=vm`, {
    data: { name: 'nic-t', description: 'transit', vpc_name: 'default', subnet_name: 'default' },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const transitIps = ['10.9.0.0/16', '192.168.50.0/24']
  const set = await page.request.put(`/v1/network-interfaces/${id}`, {
    data: { name: 'nic-t', description: 'transit', primary: false, transit_ips: transitIps },
  })
  expect(set.status()).toBe(200)

  await page.goto(`/projects/${project}/instances/vm/networking`)
  await page.getByRole('button', { name: 'Actions for nic-t' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const panel = page.getByRole('dialog', { name: 'Edit network interface' })
  await panel.getByLabel('Name').fill('nic-renamed')
  const update = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().includes(`/v1/network-interfaces/${id}`),
  )
  await panel.getByRole('button', { name: 'Update network interface' }).click()
  expect((await update).postDataJSON()).toEqual({
    name: 'nic-renamed',
    description: 'transit',
    primary: false,
    transit_ips: transitIps,
  })
  await expect(page.getByText('Network interface nic-renamed updated')).toBeVisible()

  const after = await page.request.get(`/v1/network-interfaces/${id}`)
  expect(await after.json()).toMatchObject({ name: 'nic-renamed', transit_ips: transitIps })
})
