// Spec §2: a refresh that fails keeps the page, what was typed into it and a live connection;
// only a first load without data may show the error page. The instance's polls are answered
// 503, as Nexus answers when it is overloaded, while the page holds work in progress.
import type { Page, Route } from '@playwright/test'
import { GiB, newProject } from './disk-setup'
import { expect, signIn, test } from './fixtures'

const UNAVAILABLE = {
  status: 503,
  contentType: 'application/json',
  body: JSON.stringify({
    request_id: 'e2e-refresh-failure',
    error_code: 'ServiceUnavailable',
    message: 'Service Unavailable',
  }),
}

/**
 * Routes the instance's view: the first answer comes from the server (reporting `firstState`
 * when given, so the page certainly polls); every later one (the page's polls) waits until
 * `outage()` is called and is then answered 503 until `recover()`.
 */
async function breakPolls(page: Page, instance: string, firstState?: string) {
  let failing = true
  let startOutage = () => {}
  const outageStarted = new Promise<void>((resolve) => (startOutage = resolve))
  let answered = 0
  await page.route(
    (url) => url.pathname === `/v1/instances/${instance}`,
    async (route: Route) => {
      if (route.request().method() !== 'GET') return route.fallback()
      if (answered++ === 0) {
        if (!firstState) return route.fallback()
        const real = await route.fetch()
        return route.fulfill({
          response: real,
          json: { ...(await real.json()), run_state: firstState },
        })
      }
      await outageStarted
      return failing ? route.fulfill(UNAVAILABLE) : route.fallback()
    },
  )
  return {
    /** Starts the outage; resolves once the page has had its first 503. */
    outage: async () => {
      const answered503 = page.waitForResponse(
        (r) => new URL(r.url()).pathname === `/v1/instances/${instance}` && r.status() === 503,
      )
      startOutage()
      await answered503
    },
    recover: () => {
      failing = false
    },
  }
}

async function newInstance(page: Page, project: string, start: boolean) {
  const res = await page.request.post(`/v1/instances?project=${project}`, {
    data: { name: 'vm', description: '', hostname: 'vm', memory: GiB, ncpus: 1, start },
  })
  expect(res.status()).toBe(201)
}

test('a poll answered 503 keeps the instance page and the open create-disk panel', async ({
  page,
}) => {
  await signIn(page, 'silo-admin')
  const project = await newProject(page, 'refresh')
  // the page's first look finds the instance still `creating` (however slow this machine is,
  // the first answer says so), so it polls
  const polls = await breakPolls(page, 'vm', 'creating')
  await newInstance(page, project, false)

  await page.goto(`/projects/${project}/instances/vm/storage`)
  await expect(page.getByText('creating', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Create new disk' }).click()
  const panel = page.getByRole('dialog', { name: 'Create disk' })
  await panel.getByLabel('Name').fill('typed-before-the-outage')

  await polls.outage()
  // the modal panel hides the page behind it from the accessibility tree, not from sight
  const behindPanel = { includeHidden: true }
  await expect(page.getByRole('heading', { name: 'vm', ...behindPanel })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Instance sections', ...behindPanel }),
  ).toBeVisible()
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
  await expect(panel).toBeVisible()
  await expect(panel.getByLabel('Name')).toHaveValue('typed-before-the-outage')
  await expect(
    page.getByText(/^Couldn’t refresh this instance: Service Unavailable\./),
  ).toBeVisible()

  // the next poll goes through: the notice leaves, the state moves on, the panel stays
  polls.recover()
  await expect(page.getByText(/^Couldn’t refresh/)).toHaveCount(0, { timeout: 60_000 })
  await expect(page.getByText('stopped', { exact: true })).toBeVisible()
  await expect(panel.getByLabel('Name')).toHaveValue('typed-before-the-outage')
  // and what was typed still gets where it was going
  await panel.getByRole('button', { name: 'Create disk' }).click()
  await expect(page.getByText('Disk typed-before-the-outage created and attached')).toBeVisible()
  await expect(panel).toBeHidden()
  await expect(
    page.getByRole('table', { name: 'Other disks' }).getByText('typed-before-the-outage'),
  ).toBeVisible()
})

test('a poll answered 503 leaves the serial console connected', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, 'silo-admin')
  const project = await newProject(page, 'refresh')
  await newInstance(page, project, true)
  await page.goto(`/projects/${project}/instances/vm/storage`)
  const badge = (state: string) => page.getByText(state, { exact: true }).first()
  await expect(badge('running')).toBeVisible({ timeout: 30_000 })

  // a rebooting instance has a console and is polled; the look after the reboot goes through
  const polls = await breakPolls(page, 'vm')
  await page.getByRole('button', { name: 'Actions' }).click()
  await page.getByRole('menuitem', { name: 'Reboot' }).click()
  await expect(badge('rebooting')).toBeVisible()
  await page.getByRole('button', { name: 'Actions' }).click()
  await page.getByRole('menuitem', { name: 'Serial console' }).click()
  const status = page.getByRole('status').filter({ hasText: /Connect|Disconnect/ })
  await expect(status).toHaveText('Connected')

  await polls.outage()
  await expect(status).toHaveText('Connected')
  await expect(page.getByRole('textbox', { name: 'Serial console of vm' })).toBeVisible()
  await expect(
    page.getByText(/^Couldn’t refresh the instance's state: Service Unavailable\./),
  ).toBeVisible()

  polls.recover()
  await expect(page.getByText(/^Couldn’t refresh/)).toHaveCount(0, { timeout: 60_000 })
  await expect(badge('running')).toBeVisible()
  await expect(status).toHaveText('Connected')
})
