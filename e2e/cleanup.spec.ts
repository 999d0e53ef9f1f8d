import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { newDisk, newProject } from './disk-setup'
import { expect, signIn, test, uniqueName } from './fixtures'

const PROJECT = 'mock-project'
const DAY = 86_400_000

type Wire = Record<string, unknown> & { name: string }

/** Every item of a project's list, as the API answers it, following `next_page`. */
async function listAll(request: APIRequestContext, path: string, project: string) {
  const items: Wire[] = []
  let token: string | undefined
  do {
    const query = new URLSearchParams({ project, limit: '100' })
    if (token) query.set('page_token', token)
    const res = await request.get(`${path}?${query}`)
    expect(res.status()).toBe(200)
    const page = (await res.json()) as { items: Wire[]; next_page?: string | null }
    items.push(...page.items)
    token = page.next_page ?? undefined
  } while (token)
  return items
}

/** What the API says each list of the cleanup page should hold, at its default thresholds. */
async function expected(request: APIRequestContext, project: string) {
  const now = Date.now()
  const disks = await listAll(request, '/v1/disks', project)
  const ips = await listAll(request, '/v1/floating-ips', project)
  const instances = await listAll(request, '/v1/instances', project)
  return {
    disks: disks
      .filter((d) => (d.state as { state: string }).state === 'detached')
      .map((d) => d.name)
      .sort(),
    ips: ips
      .filter((f) => !f.instance_id)
      .map((f) => f.name)
      .sort(),
    stopped: instances
      .filter(
        (i) =>
          i.run_state === 'stopped' &&
          now - Date.parse(i.time_run_state_updated as string) > 7 * DAY,
      )
      .map((i) => i.name)
      .sort(),
  }
}

/** A list of the page, by its heading. */
const section = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title}`) })

/** The names of the rows a list shows, after looking through all of the project's list. */
async function shownNames(list: Locator) {
  const more = list.getByRole('button', { name: /^Look through more/ })
  while (await more.isVisible()) await more.click()
  await expect(list.getByText(/Looked through \d+ .*, all of them/)).toBeVisible()
  const boxes = list.getByRole('checkbox', { name: /^Select (?!all )/ })
  const labels = await boxes.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
  return labels.map((l) => (l ?? '').replace(/^Select /, '')).sort()
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'silo-admin')
})

test('the project cleanup view lists what the API says is detached, unattached and long stopped', async ({
  page,
}) => {
  // reached from the project's side navigation
  await page.goto(`/projects/${PROJECT}/instances`)
  await page.getByRole('navigation').getByRole('link', { name: 'Cleanup' }).click()
  await expect(page).toHaveURL(`/projects/${PROJECT}/cleanup`)
  await expect(page.getByRole('heading', { level: 1, name: 'Cleanup' })).toBeVisible()

  const disks = section(page, 'Detached disks')
  const ips = section(page, 'Floating IPs attached to nothing')
  const stopped = section(page, 'Long-stopped instances')
  // other tests change the project meanwhile: both sides are read again until they agree
  await expect(async () => {
    const want = await expected(page.request, PROJECT)
    expect(await shownNames(disks)).toEqual(want.disks)
    expect(await shownNames(ips)).toEqual(want.ips)
    expect(await shownNames(stopped)).toEqual(want.stopped)
  }).toPass({ timeout: 30_000 })

  // the seed has some of each, each row saying what it holds, with a total
  await expect(disks.getByRole('row').filter({ hasText: 'data-archive' })).toContainText(
    '100 GiB storage',
  )
  await expect(disks.getByText(/^Total:/)).toBeVisible()
  await expect(ips.getByText('Floating IPs count against no quota', { exact: false })).toBeVisible()
  await expect(stopped.getByRole('row').filter({ hasText: 'dev-sandbox' })).toContainText(
    '2 vCPUs, 4 GiB memory',
  )

  // a shorter age picks at least as many snapshots
  const snapshots = section(page, 'Old snapshots')
  await snapshots.getByLabel('Older than').selectOption('7')
  await expect(snapshots.getByText(/more than 7 days ago/)).toBeVisible()

  // the idle instances read their CPU only once asked
  const idle = section(page, 'Idle running instances')
  await idle.getByRole('button', { name: 'Check the CPU of running instances' }).click()
  await expect(idle.getByText(/Read the CPU of (\d+) of \1 running instances\./)).toBeVisible()
})

test('bulk delete of two detached disks from the cleanup view', async ({ page }) => {
  const project = await newProject(page, 'clean')
  const [a, b] = [uniqueName('spare-a'), uniqueName('spare-b')]
  await newDisk(page, project, a)
  await newDisk(page, project, b)

  await page.goto(`/projects/${project}/cleanup`)
  const disks = section(page, 'Detached disks')
  await expect(disks.getByRole('checkbox', { name: `Select ${a}`, exact: true })).toBeVisible()
  await disks.getByRole('checkbox', { name: `Select ${a}`, exact: true }).check()
  await disks.getByRole('checkbox', { name: `Select ${b}`, exact: true }).check()
  const bar = disks.getByRole('group', { name: 'Selected disks' })
  await expect(bar).toContainText('2 disks selected')
  await bar.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('2 disks')
  await dialog.getByRole('button', { name: 'Confirm' }).click()

  await expect(disks.getByRole('status').filter({ hasText: 'Delete: 2 of 2 done' })).toBeVisible()
  await expect(disks.getByRole('checkbox', { name: `Select ${a}`, exact: true })).toBeHidden()
  await expect(disks.getByRole('checkbox', { name: `Select ${b}`, exact: true })).toBeHidden()
  await expect(disks.getByText('No disks to clean up.')).toBeVisible()
  for (const name of [a, b]) {
    const res = await page.request.get(`/v1/disks/${name}?project=${project}`)
    expect(res.status()).toBe(404)
  }
})

test("the silo's utilization shows each project's cleanup counts, linking to its page", async ({
  page,
}) => {
  await page.goto('/utilization')
  const summary = page.getByRole('region', { name: 'What can be cleaned up' })
  await expect(summary).toBeVisible()
  // the table by project; the lists below it link each row's project too
  const table = summary.getByRole('table', { name: 'What can be cleaned up, by project' })
  const link = table.getByRole('link', { name: PROJECT, exact: true })
  const more = summary.getByRole('button', { name: 'More projects' })
  // the projects come a page at a time: other tests' projects may sort before it
  await expect(async () => {
    if (await more.isVisible()) await more.click()
    await expect(link).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 30_000 })

  // `has` is found inside the row: the link by itself, not through the table
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: PROJECT, exact: true }) })
  await expect(async () => {
    const want = await expected(page.request, PROJECT)
    const cells = row.getByRole('cell')
    await expect(cells.nth(1)).toHaveText(String(want.disks.length), { timeout: 1000 })
    await expect(cells.nth(2)).toHaveText(String(want.ips.length), { timeout: 1000 })
    await expect(cells.nth(4)).toHaveText(String(want.stopped.length), { timeout: 1000 })
  }).toPass({ timeout: 30_000 })

  await link.click()
  await expect(page).toHaveURL(`/projects/${PROJECT}/cleanup`)
})

/** The silo's section on /utilization, its projects paged until each of `projects` is read. */
async function siloSectionWith(page: Page, ...projects: string[]) {
  await page.goto('/utilization')
  const summary = page.getByRole('region', { name: 'What can be cleaned up' })
  const table = summary.getByRole('table', { name: 'What can be cleaned up, by project' })
  const more = summary.getByRole('button', { name: 'More projects' })
  for (const project of projects) {
    const link = table.getByRole('link', { name: project, exact: true })
    // the projects come a page at a time: other tests' projects may sort before it
    await expect(async () => {
      if (await more.isVisible()) await more.click()
      await expect(link).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 30_000 })
    // the project's lists have answered once its counts show
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: project, exact: true }) })
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d+\+?$/)
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d+\+?$/)
  }
  return summary
}

/** The names of a silo list's rows in one project (its Project column's link). */
async function namesIn(list: Locator, project: string) {
  const boxes = list
    .getByRole('row')
    .filter({ has: list.page().getByRole('link', { name: project, exact: true }) })
    .getByRole('checkbox')
  const labels = await boxes.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
  return labels.map((l) => (l ?? '').replace(/^Select /, '')).sort()
}

test("the silo's lists show the detached disks and long-stopped instances the API reports across projects", async ({
  page,
}) => {
  // other tests change the project meanwhile: the section is read afresh until both agree
  await expect(async () => {
    const summary = await siloSectionWith(page, PROJECT)
    const disks = section(summary.page(), 'Detached disks')
    const stopped = section(summary.page(), 'Long-stopped instances')
    await expect(disks.getByText(/^Looked through \d+ projects/)).toBeVisible()
    const want = await expected(page.request, PROJECT)
    expect(await namesIn(disks, PROJECT)).toEqual(want.disks)
    expect(await namesIn(stopped, PROJECT)).toEqual(want.stopped)
  }).toPass({ timeout: 60_000 })

  // each row says its project and what it holds, each list its total
  const disks = section(page, 'Detached disks')
  const stopped = section(page, 'Long-stopped instances')
  const archive = disks
    .getByRole('row')
    .filter({ hasText: 'data-archive' })
    .filter({ has: page.getByRole('link', { name: PROJECT, exact: true }) })
  await expect(archive).toContainText('100 GiB storage')
  await expect(disks.getByText(/^Total:/)).toBeVisible()
  await expect(
    stopped
      .getByRole('row')
      .filter({ hasText: 'dev-sandbox' })
      .filter({ has: page.getByRole('link', { name: PROJECT, exact: true }) }),
  ).toContainText('2 vCPUs, 4 GiB memory')

  // a threshold is chosen as on the project's page
  const snapshots = section(page, 'Old snapshots')
  await snapshots.getByLabel('Older than').selectOption('7')
  await expect(snapshots.getByText(/more than 7 days ago/)).toBeVisible()

  // the Project column leads to the project's cleanup page
  await archive.getByRole('link', { name: PROJECT, exact: true }).click()
  await expect(page).toHaveURL(`/projects/${PROJECT}/cleanup`)
})

test("bulk delete of two detached disks from the silo's lists", async ({ page }) => {
  const project = await newProject(page, 'clean')
  const [a, b] = [uniqueName('silo-spare-a'), uniqueName('silo-spare-b')]
  await newDisk(page, project, a)
  await newDisk(page, project, b)

  await siloSectionWith(page, project)
  const disks = section(page, 'Detached disks')
  const boxA = disks.getByRole('checkbox', { name: `Select ${a}`, exact: true })
  const boxB = disks.getByRole('checkbox', { name: `Select ${b}`, exact: true })
  await expect(boxA).toBeVisible()
  await expect(
    disks
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: `Select ${a}`, exact: true }) }),
  ).toContainText(project)
  await boxA.check()
  await boxB.check()
  const bar = disks.getByRole('group', { name: 'Selected disks' })
  await expect(bar).toContainText('2 disks selected')
  await bar.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('2 disks')
  await dialog.getByRole('button', { name: 'Confirm' }).click()

  await expect(disks.getByRole('status').filter({ hasText: 'Delete: 2 of 2 done' })).toBeVisible()
  await expect(boxA).toBeHidden()
  await expect(boxB).toBeHidden()
  for (const name of [a, b]) {
    const res = await page.request.get(`/v1/disks/${name}?project=${project}`)
    expect(res.status()).toBe(404)
  }
})

test("the silo's bulk delete skips a row in a project where the user's role refuses it", async ({
  page,
}) => {
  // made as silo admin: a project the collaborator holds no role in, and a disk in theirs
  const project = await newProject(page, 'clean')
  const [theirs, ours] = [uniqueName('silo-theirs'), uniqueName('silo-ours')]
  await newDisk(page, project, theirs)
  await newDisk(page, PROJECT, ours)
  await signIn(page, 'collaborator')

  await siloSectionWith(page, project, PROJECT)
  const disks = section(page, 'Detached disks')
  const boxTheirs = disks.getByRole('checkbox', { name: `Select ${theirs}`, exact: true })
  const boxOurs = disks.getByRole('checkbox', { name: `Select ${ours}`, exact: true })
  const bar = disks.getByRole('group', { name: 'Selected disks' })
  const remove = bar.getByRole('button', { name: 'Delete' })

  // only rows the role refuses: the verb is refused, saying why
  await boxTheirs.check()
  await expect(remove).toHaveAttribute('aria-disabled', 'true')
  await expect(remove).toHaveAccessibleDescription(new RegExp(`on project ${project}`))

  // with a row it allows, the verb goes, and the refused row is skipped with the reason
  await boxOurs.check()
  await expect(remove).not.toHaveAttribute('aria-disabled', 'true')
  await remove.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click()
  const status = disks.getByRole('status').filter({ hasText: 'Delete: 1 of 2 done' })
  await expect(status).toBeVisible()
  await expect(status).toContainText(`${theirs}: Needs collaborator on project ${project}`)
  expect((await page.request.get(`/v1/disks/${ours}?project=${PROJECT}`)).status()).toBe(404)
  // the silo admin still sees the skipped disk
  await signIn(page, 'silo-admin')
  expect((await page.request.get(`/v1/disks/${theirs}?project=${project}`)).status()).toBe(200)
})
