import type { Page } from '@playwright/test'
import { report, wcagViolations } from './axe'
import { DEMO_PASSWORD, expect, signIn, test, uniqueName } from './fixtures'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const searchBox = (page: Page) => palette(page).getByRole('combobox')
/** A result, named by its name and, after a comma, its project or where it is. */
const option = (page: Page, name: string, where: string) =>
  palette(page).getByRole('option', { name: new RegExp(`^${name}\\s*, ${where}$`) })

/**
 * Every project's lists, a few requests at a time: on a busy machine that takes longer than
 * one expectation's usual wait, and the line saying how far it has got is what a person
 * watches meanwhile.
 */
const SEARCH_TIMEOUT = 60_000

/** Types into the palette and waits until every list it reads has answered. */
async function search(page: Page, text: string) {
  await searchBox(page).fill(text)
  await expect(palette(page).getByRole('status')).not.toContainText('Searching', {
    timeout: SEARCH_TIMEOUT,
  })
}

test('Ctrl-K finds an instance by part of its name and by its id, and Enter goes there', async ({
  page,
}) => {
  await signIn(page, 'collaborator')
  // names are matched in the current project's lists first (and a few others)
  await page.goto('/projects/mock-project/disks')
  await expect(page.getByRole('heading', { name: 'Disks', exact: true })).toBeVisible()

  await page.keyboard.press('Control+k')
  await expect(palette(page)).toBeVisible()
  await expect(searchBox(page)).toBeFocused()
  await page.keyboard.type('db')
  const db1 = option(page, 'db1', 'mock-project')
  await expect(db1).toBeVisible()
  await expect(palette(page).getByRole('group', { name: 'Instances' })).toContainText('db1')
  // the arrows move to it: other tests running alongside may add instances that match too
  await expect(palette(page).getByRole('option', { selected: true })).toHaveCount(1)
  for (let i = 0; i < 20 && (await db1.getAttribute('aria-selected')) !== 'true'; i++) {
    await page.keyboard.press('ArrowDown')
  }
  await expect(db1).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  // the instance's page opens on its first tab
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances\/db1(\/storage)?$/)
  await expect(palette(page)).toBeHidden()

  const view = await page.request.get('/v1/instances/db1?project=mock-project')
  expect(view.status()).toBe(200)
  const { id } = (await view.json()) as { id: string }

  // an id is looked up directly, from anywhere
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
  await page.keyboard.press('Control+k')
  await expect(searchBox(page)).toBeFocused()
  await search(page, id)
  const byId = option(page, 'db1', 'mock-project')
  await expect(byId).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  // the instance's page opens on its first tab
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances\/db1(\/storage)?$/)
})

test('the Search button opens the palette; pages and create actions are found', async ({
  page,
}) => {
  await signIn(page, 'collaborator')
  await page.goto('/projects/mock-project/instances')
  await expect(page.getByRole('heading', { name: 'Instances', exact: true })).toBeVisible()

  const button = page.getByRole('button', { name: 'Search', exact: true })
  await expect(button).toHaveAttribute('aria-keyshortcuts', /Control\+K/)
  await button.click()
  await expect(palette(page)).toBeVisible()
  await searchBox(page).fill('Floating IPs')
  const pageOption = option(page, 'Floating IPs', 'mock-project')
  await expect(pageOption).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/projects/mock-project/floating-ips')

  await page.keyboard.press('Control+k')
  // arrows move the choice among the create actions
  await search(page, 'New')
  const options = palette(page).getByRole('option')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowUp')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
  await searchBox(page).fill('New instance')
  const action = option(page, 'New instance', 'mock-project')
  await expect(action).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/projects/mock-project/instances-new')

  // Escape, Cancel and Close (spec §2) each close it, and nothing happens
  for (const dismiss of [
    () => page.keyboard.press('Escape'),
    () => palette(page).getByRole('button', { name: 'Cancel' }).click(),
    () => palette(page).getByRole('button', { name: 'Close' }).click(),
  ]) {
    await page.keyboard.press('Control+k')
    await expect(palette(page)).toBeVisible()
    await searchBox(page).fill('Floating IPs')
    await dismiss()
    await expect(palette(page)).toBeHidden()
    await expect(page).toHaveURL('/projects/mock-project/instances-new')
  }
  // what was typed is gone at the next opening
  await page.keyboard.press('Control+k')
  await expect(searchBox(page)).toHaveValue('')
})

test('on a VPC’s page the palette goes up to each breadcrumb and offers the VPC’s create actions', async ({
  page,
}) => {
  await signIn(page, 'collaborator')
  await page.goto('/projects/mock-project/vpcs/mock-vpc/subnets')
  await expect(page.getByRole('heading', { name: 'mock-vpc', level: 1 })).toBeVisible()
  await expect(async () => {
    await page.keyboard.press('Control+k')
    await expect(palette(page)).toBeVisible({ timeout: 3000 })
  }).toPass()

  // a create action of a list two levels below the project
  await searchBox(page).fill('new subnet')
  const newSubnet = option(page, 'New subnet', 'mock-project / mock-vpc')
  await expect(newSubnet).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/projects/mock-project/vpcs/mock-vpc/subnets-new')
  await expect(page.getByRole('dialog', { name: 'Create subnet' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL('/projects/mock-project/vpcs/mock-vpc/subnets')

  // one way up to each breadcrumb above the page, outermost first
  await page.keyboard.press('Control+k')
  await searchBox(page).fill('go up')
  const up = palette(page).getByRole('group', { name: 'Go up' }).getByRole('option')
  await expect(up).toHaveText([
    'Go up to Projects',
    /^Go up to mock-project\s*,\s*Project$/,
    'Go up to VPCs',
    /^Go up to mock-vpc\s*,\s*VPC$/,
  ])
  await palette(page).getByRole('option', { name: 'Go up to VPCs', exact: true }).click()
  await expect(page).toHaveURL('/projects/mock-project/vpcs')
  await expect(page.getByRole('heading', { name: 'VPCs', exact: true })).toBeVisible()
})

test('silos and sleds are found by fleet viewers only', async ({ browser }) => {
  // two users each search every project of their silo
  test.slow()
  const asUser = async (username: string) => {
    const page = await (await browser.newContext()).newPage()
    await signIn(page, username)
    await page.goto('/projects')
    await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
    // the shortcut is listened for once the shell's lazy half has loaded, a moment after the
    // page shows: press again until the palette opens, as a person would
    await expect(async () => {
      await page.keyboard.press('Control+k')
      await expect(palette(page)).toBeVisible({ timeout: 3000 })
    }).toPass()
    return page
  }

  const admin = await asUser('fleet-admin')
  await search(admin, 'acme')
  await expect(palette(admin).getByRole('group', { name: 'Silos' })).toContainText('acme')
  await search(admin, 'Silos')
  await expect(option(admin, 'Silos', 'System')).toBeVisible()
  await search(admin, 'BRM')
  await expect(palette(admin).getByRole('group', { name: 'Sleds' })).toBeVisible()

  const user = await asUser('collaborator')
  await search(user, 'acme')
  await expect(palette(user).getByRole('group', { name: 'Silos' })).toHaveCount(0)
  await search(user, 'BRM')
  await expect(palette(user).getByRole('group', { name: 'Sleds' })).toHaveCount(0)
  // nor the system's pages
  await search(user, 'Silos')
  await expect(option(user, 'Silos', 'System')).toHaveCount(0)
})

test('the open palette with results has no WCAG 2.1 A/AA violation', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/projects/mock-project/instances')
  await expect(page.getByRole('heading', { name: 'Instances', exact: true })).toBeVisible()
  await page.keyboard.press('Control+k')
  await search(page, 'i')
  await expect(palette(page).getByRole('group', { name: 'Instances' })).toBeVisible()
  expect(report(await wcagViolations(page, 'search palette', '[role="dialog"]'))).toEqual([])
})

test('every project of the silo is searched: worker-1 is found among 40 projects, and the line says how far the search has got', async ({
  page,
}) => {
  // 40 projects made through the API, then every one searched
  test.slow()
  // a silo of the test's own, with 40 projects and nothing else in it
  await signIn(page, 'fleet-admin')
  const silo = uniqueName('search-silo')
  const created = await page.request.post('/v1/system/silos', {
    data: {
      name: silo,
      description: '',
      discoverable: false,
      identity_mode: 'local_only',
      quotas: { cpus: 4, memory: 8 * 1024 ** 3, storage: 100 * 1024 ** 3 },
      tls_certificates: [],
    },
  })
  expect(created.status()).toBe(201)
  const user = await page.request.post(`/v1/system/identity-providers/local/users?silo=${silo}`, {
    data: { external_id: 'searcher', password: { mode: 'password', value: DEMO_PASSWORD } },
  })
  expect(user.status()).toBe(201)
  const { id: userId } = (await user.json()) as { id: string }
  const policy = await page.request.put(`/v1/system/silos/${silo}/policy`, {
    data: {
      role_assignments: [{ identity_type: 'silo_user', identity_id: userId, role_name: 'admin' }],
    },
  })
  expect(policy.status()).toBe(200)
  const login = await page.request.post(`/v1/login/${silo}/local`, {
    data: { username: 'searcher', password: DEMO_PASSWORD },
  })
  expect(login.status()).toBe(204)

  // 39 projects before the one holding worker-1 in name order, the order they are searched in
  const projects = [
    ...Array.from({ length: 39 }, (_, i) => `p-${String(i + 1).padStart(2, '0')}`),
    'zz-workers',
  ]
  for (const name of projects) {
    const project = await page.request.post('/v1/projects', { data: { name, description: '' } })
    expect(project.status()).toBe(201)
  }
  const instance = await page.request.post('/v1/instances?project=zz-workers', {
    data: {
      name: 'worker-1',
      description: '',
      hostname: 'worker-1',
      ncpus: 1,
      memory: 1024 ** 3,
      start: false,
    },
  })
  expect(instance.status()).toBe(201)

  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
  await expect(async () => {
    await page.keyboard.press('Control+k')
    await expect(palette(page)).toBeVisible({ timeout: 3000 })
  }).toPass()
  await searchBox(page).fill('worker-')
  await expect(option(page, 'worker-1', 'zz-workers')).toBeVisible({ timeout: SEARCH_TIMEOUT })
  await expect(palette(page).getByRole('status')).toHaveText(
    '1 result. 40 of 40 projects searched.',
  )

  // typing more narrows what is shown, without asking the API again
  let asked = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) asked++
  })
  await searchBox(page).fill('worker-1')
  await expect(palette(page).getByRole('status')).toHaveText(
    '1 result. 40 of 40 projects searched.',
  )
  await searchBox(page).fill('worker-12')
  await expect(palette(page).getByRole('status')).toHaveText(/^0 results\./)
  await expect(palette(page).getByText('Nothing found.')).toBeVisible()
  expect(asked).toBe(0)

  await searchBox(page).fill('worker-1')
  await expect(option(page, 'worker-1', 'zz-workers')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/zz-workers\/instances\/worker-1(\/storage)?$/)
})
