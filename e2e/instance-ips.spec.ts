import type { Page } from '@playwright/test'
import { expect, signIn, test, uniqueName } from './fixtures'

const COUNT = 30
const IP = /^\d{1,3}(\.\d{1,3}){3}$/

/** A project with vm-00 … vm-29 (newest, vm-29, listed first), and vm-00's private address. */
async function projectWithManyInstances(page: Page) {
  const project = uniqueName('ips')
  const made = await page.request.post('/v1/projects', { data: { name: project, description: '' } })
  expect(made.status()).toBe(201)
  for (let n = 0; n < COUNT; n++) {
    const name = `vm-${String(n).padStart(2, '0')}`
    const created = await page.request.post(`/v1/instances?project=${project}`, {
      data: { name, description: '', hostname: name, memory: 2 ** 30, ncpus: 1, start: false },
    })
    expect(created.status()).toBe(201)
  }
  const nics = await page.request.get(`/v1/network-interfaces?project=${project}&instance=vm-00`)
  const firstIp: string = (await nics.json()).items[0].ip
  return { project, firstIp }
}

/** The instances whose interfaces the page has asked for, from its requests. */
function nicLookups(page: Page) {
  const asked = new Set<string>()
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname === '/v1/network-interfaces') asked.add(url.searchParams.get('instance') ?? '')
  })
  return asked
}

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 412, height: 700 } })

  test('the instances list asks for the addresses of the rows in view, then of rows scrolled to', async ({
    page,
  }) => {
    await signIn(page, 'silo-admin')
    const { project } = await projectWithManyInstances(page)
    const asked = nicLookups(page)
    await page.goto(`/projects/${project}/instances`)

    await expect(row(page, 'vm-29').getByText(IP)).toBeVisible()
    // the bottom rows are neither shown nor asked for
    await expect(row(page, 'vm-00').getByText(IP)).toHaveCount(0)
    expect(asked.has('vm-00')).toBe(false)
    expect(asked.size).toBeLessThan(COUNT)

    await row(page, 'vm-00').scrollIntoViewIfNeeded()
    await expect(row(page, 'vm-00').getByText(IP)).toBeVisible()
    expect(asked.has('vm-00')).toBe(true)
  })

  test('a text filter finds an instance by the address of a row not yet scrolled to', async ({
    page,
  }) => {
    await signIn(page, 'silo-admin')
    const { project, firstIp } = await projectWithManyInstances(page)
    await page.goto(`/projects/${project}/instances`)
    await expect(row(page, 'vm-29').getByText(IP)).toBeVisible()

    await page.getByRole('searchbox', { name: 'Filter instances' }).fill(firstIp)
    await expect(page.getByRole('table').getByRole('link')).toHaveText(['vm-00'])
  })
})
