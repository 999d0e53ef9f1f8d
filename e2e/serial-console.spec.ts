import type { Page, WebSocketRoute } from '@playwright/test'
import { expect, signIn, test, uniqueName } from './fixtures'

/** A fresh project with one instance, made through the API as the signed-in user. */
async function projectWithInstance(page: Page, start: boolean) {
  const project = uniqueName('serial')
  const instance = 'vm-1'
  const hostname = uniqueName('host').slice(0, 30).replace(/-+$/, '')
  const p = await page.request.post('/v1/projects', { data: { name: project, description: '' } })
  expect(p.status()).toBe(201)
  const i = await page.request.post(`/v1/instances?project=${project}`, {
    data: { name: instance, description: '', hostname, memory: 2 ** 30, ncpus: 1, start },
  })
  expect(i.status()).toBe(201)
  return { project, instance, hostname }
}

test('serial console: boot log, login prompt, and typing at the terminal', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const { project, instance, hostname } = await projectWithInstance(page, true)
  await page.goto(`/projects/${project}/instances/${instance}/serial-console`)
  await expect(page.getByRole('heading', { name: 'Serial Console' })).toBeVisible()

  // the instance is still starting: the console shows up once it runs (the mock takes 2–4 s)
  const screen = page.locator('.xterm-rows')
  await expect(screen).toContainText('Booting from Hard Disk...', { timeout: 30_000 })
  await expect(screen).toContainText(`${hostname} login:`)
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()
  await expect(page.getByText('running', { exact: true })).toBeVisible()

  const terminal = page.getByRole('textbox', { name: `Serial console of ${instance}` })
  await terminal.focus()
  await page.keyboard.type('ubuntu')
  await page.keyboard.press('Enter')
  await expect(screen).toContainText('Password:')
  await page.keyboard.type('not-checked')
  await page.keyboard.press('Enter')
  await expect(screen).toContainText(`ubuntu@${hostname}:~$`)
  // what is typed at the password prompt is not echoed
  await expect(screen).not.toContainText('not-checked')
  await page.keyboard.type('whoami')
  await page.keyboard.press('Enter')
  await expect(screen).toContainText(/whoami\s*ubuntu/)

  // Tab goes to the shell, Shift+Tab gets the keyboard out of the terminal
  await page.keyboard.press('Tab')
  await expect(terminal).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(terminal).not.toBeFocused()

  await page.getByRole('link', { name: 'Back to instance' }).click()
  await expect(page).toHaveURL(`/projects/${project}/instances/${instance}/storage`)

  // and back again, from the action menu and from the connect tab
  await page.getByRole('button', { name: 'Actions' }).click()
  await page.getByRole('menuitem', { name: 'Serial console' }).click()
  await expect(page).toHaveURL(`/projects/${project}/instances/${instance}/serial-console`)
  await page.goto(`/projects/${project}/instances/${instance}/connect`)
  await page.getByRole('link', { name: 'Open the serial console' }).click()
  await expect(page).toHaveURL(`/projects/${project}/instances/${instance}/serial-console`)
  await expect(screen).toContainText(`${hostname} login:`)
})

test('serial console: a dropped connection can be reconnected; a stop hangs up', async ({
  page,
}) => {
  // between the page and the mock, so the test can cut the line
  const server: WebSocketRoute[] = []
  await page.routeWebSocket(/\/serial-console\/stream/, (ws) => {
    server.push(ws.connectToServer())
  })
  await signIn(page, 'silo-admin')
  const { project, instance, hostname } = await projectWithInstance(page, true)
  await page.goto(`/projects/${project}/instances/${instance}/serial-console`)
  const screen = page.locator('.xterm-rows')
  await expect(screen).toContainText(`${hostname} login:`, { timeout: 30_000 })
  await page.getByRole('textbox', { name: `Serial console of ${instance}` }).focus()
  await page.keyboard.type('before-the-drop')
  await expect(screen).toContainText('before-the-drop')

  await server[server.length - 1].close()
  const status = page.getByRole('status').filter({ hasText: /Connect|Disconnect/ })
  await expect(status).toHaveText('Disconnected')
  await page.getByRole('button', { name: 'Reconnect' }).click()
  await expect(status).toHaveText('Connected')
  // a new connection starts from a clean screen
  await expect(screen).toContainText(`${hostname} login:`)
  await expect(screen).not.toContainText('before-the-drop')

  // the mock hangs up when the instance stops; the page then says why there is no console
  const stop = await page.request.post(`/v1/instances/${instance}/stop?project=${project}`)
  expect(stop.status()).toBe(202)
  await expect(page.getByText(/The serial console is available when/)).toBeVisible()
  await expect(page.getByText('stopped', { exact: true })).toBeVisible({ timeout: 30_000 })
})

test('serial console: the CLI command dialog copies the command', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, 'silo-admin')
  const { project, instance } = await projectWithInstance(page, false)
  await page.goto(`/projects/${project}/instances/${instance}/serial-console`)

  await page.getByRole('button', { name: 'CLI command' }).click()
  const dialog = page.getByRole('dialog', { name: 'CLI command' })
  const command = `oxide instance serial console --project ${project} --instance ${instance}`
  await expect(dialog.getByText(command)).toBeVisible()
  await dialog.getByRole('button', { name: 'Copy command' }).click()
  await expect(dialog.getByText('Copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('serial console: a stopped instance has none', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const { project, instance } = await projectWithInstance(page, false)
  await page.goto(`/projects/${project}/instances/${instance}/serial-console`)

  await expect(
    page.getByText(
      'The serial console is available when the instance is running, rebooting, migrating, or repairing.',
    ),
  ).toBeVisible()
  await expect(page.getByText('stopped', { exact: true })).toBeVisible()
  await expect(page.getByRole('textbox', { name: `Serial console of ${instance}` })).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Connect' })).toHaveCount(0)
})
