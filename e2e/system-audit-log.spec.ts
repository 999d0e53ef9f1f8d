import { readFile } from 'node:fs/promises'
import { DEMO_PASSWORD, DEMO_SILO, expect, signIn, test, uniqueName } from './fixtures'

// A project created by a silo user shows in the fleet's audit log with its actor and
// result; the log filters, opens an entry's JSON and exports what it shows.

test('a silo user’s project create is in the audit log, with its JSON and an export', async ({
  page,
  request,
}) => {
  // the silo admin creates a project through the API, as the CLI would
  const login = await request.post(`/v1/login/${DEMO_SILO}/local`, {
    data: { username: 'silo-admin', password: DEMO_PASSWORD },
  })
  expect(login.status()).toBe(204)
  const me = (await (await request.get('/v1/me')).json()) as { display_name: string }
  const name = uniqueName('audited')
  const created = await request.post('/v1/projects', { data: { name, description: '' } })
  expect(created.status()).toBe(201)
  const requestId = created.headers()['x-request-id']
  expect(requestId).toBeTruthy()

  await signIn(page, 'fleet-admin')
  await page.goto('/system/audit-log')
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Last 24 hours' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // the text filter over the loaded entries finds the one request
  await page.getByLabel('Filter loaded entries').fill(requestId)
  const table = page.getByRole('table', { name: 'Audit log entries, newest first' })
  const rows = table.getByRole('row').filter({ hasText: requestId })
  await expect(rows).toHaveCount(1)
  const row = rows.first()
  await expect(row.getByRole('button', { name: 'project_create' })).toBeVisible()
  await expect(row.getByRole('cell', { name: me.display_name })).toBeVisible()
  await expect(row).toContainText('Success 201')
  await expect(row).toContainText('/v1/projects')

  // the result filter: an error-only view leaves this success out
  await page.getByRole('group', { name: 'Result' }).getByRole('button', { name: 'Error' }).click()
  await expect(table.getByRole('row').filter({ hasText: requestId })).toHaveCount(0)
  await page.getByRole('group', { name: 'Result' }).getByRole('button', { name: 'All' }).click()

  // the entry's full JSON, as the API sent it
  await rows.first().getByRole('button', { name: 'project_create' }).click()
  const panel = page.getByRole('dialog', { name: 'Audit log entry' })
  const json = JSON.parse((await panel.getByLabel('Entry JSON').textContent()) ?? '') as {
    operation_id: string
    request_id: string
    result: { kind: string; http_status_code: number }
    actor: { kind: string }
  }
  expect(json).toMatchObject({
    operation_id: 'project_create',
    request_id: requestId,
    result: { kind: 'success', http_status_code: 201 },
    actor: { kind: 'silo_user' },
  })
  await expect(panel.getByRole('button', { name: 'Copy JSON' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  // the export holds the shown (filtered) entries, one JSON entry per line
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON lines' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.jsonl$/)
  const text = await readFile((await download.path())!, 'utf8')
  const lines = text.trimEnd().split('\n')
  expect(lines).toHaveLength(1)
  expect(JSON.parse(lines[0])).toMatchObject({ request_id: requestId })
})

test('the time range lives in the URL, and a custom range needs a start', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/system/audit-log')
  await page.getByRole('button', { name: 'Last 7 days' }).click()
  await expect(page).toHaveURL(/range=7d/)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.getByRole('button', { name: 'Apply custom range' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a start time' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('button', { name: 'Last 24 hours' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('live tail shows a new entry at the top without a reload', async ({ page, request }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/system/audit-log?range=1h')
  await page.getByRole('button', { name: 'Live tail' }).click()
  await expect(page.getByRole('button', { name: 'Live tail' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const login = await request.post(`/v1/login/${DEMO_SILO}/local`, {
    data: { username: 'silo-admin', password: DEMO_PASSWORD },
  })
  const created = await request.post('/v1/projects', {
    data: { name: uniqueName('tailed'), description: '' },
  })
  expect(login.status()).toBe(204)
  const requestId = created.headers()['x-request-id']
  await expect(page.getByRole('row').filter({ hasText: requestId })).toBeVisible({
    timeout: 20_000,
  })
})
