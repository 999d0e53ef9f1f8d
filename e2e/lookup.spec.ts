import { randomUUID } from 'node:crypto'
import { expect, signIn, test, uniqueName } from './fixtures'

test('instance lookup: an id goes to its project, anything else is not found', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const project = uniqueName('lookup')
  const p = await page.request.post('/v1/projects', { data: { name: project, description: '' } })
  expect(p.status()).toBe(201)
  const created = await page.request.post(`/v1/instances?project=${project}`, {
    data: {
      name: 'vm-1',
      description: '',
      hostname: 'vm-1',
      memory: 2 ** 30,
      ncpus: 1,
      start: false,
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }

  for (const path of [`/lookup/instances/${id}`, `/lookup/i/${id}`]) {
    await page.goto(path)
    // the instance page opens on its storage tab
    await expect(page).toHaveURL(`/projects/${project}/instances/vm-1/storage`)
    await expect(page.getByRole('link', { name: project, exact: true }).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'vm-1' })).toBeVisible()
  }

  for (const path of [`/lookup/instances/${randomUUID()}`, '/lookup/i/not-a-uuid']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  }
})
