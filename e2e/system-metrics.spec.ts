import { expect } from '@playwright/test'
import { signIn, test } from './fixtures'

test('explore a metric: pick a timeseries, run its query, read the chart and table, reload the link', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/system/silos')
  await page.getByRole('navigation').getByRole('link', { name: 'Metrics' }).click()
  await expect(page).toHaveURL('/system/metrics')
  await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible()

  // the schemas, filtered by name
  const schemas = page.getByRole('list', { name: 'Timeseries schemas' })
  await page.getByRole('searchbox', { name: 'Filter timeseries' }).fill('temperature')
  await expect(schemas.getByRole('button')).toHaveCount(1)
  await schemas.getByRole('button', { name: 'hardware_component:temperature' }).click()

  // its starting query runs, and the URL holds it with the range
  const editor = page.getByRole('textbox', { name: 'OxQL query' })
  await expect(editor).toHaveValue(
    'get hardware_component:temperature | filter timestamp >= @now() - 1h | align mean_within(1m)',
  )
  await expect(page).toHaveURL(/\/system\/metrics\?query=get\+hardware_component.*&range=1h$/)
  await expect(page.getByText('Units: degrees_celsius')).toBeVisible()
  const chart = page.getByRole('img', { name: /^Query result chart\./ })
  await expect(chart).toBeVisible()
  await expect(chart.locator('.recharts-line')).toHaveCount(8)
  await expect(page.getByText(/The chart draws the first 8 timeseries of \d+/)).toBeVisible()
  const table = page.getByRole('table', { name: 'Query result points' })
  await expect(table.getByRole('columnheader', { name: 'sensor' })).toBeVisible()
  await expect(table.getByRole('cell', { name: 'cpu', exact: true }).first()).toBeVisible()
  await expect(table.getByRole('cell', { name: /°C$/ }).first()).toBeVisible()

  // edited to one sled's cpu sensor and a longer range, then run
  const sleds = await page.request.get('/v1/system/hardware/sleds?limit=1')
  const [sled] = ((await sleds.json()) as { items: { baseboard: { serial: string } }[] }).items
  const serial = sled.baseboard.serial
  await editor.fill(
    `get hardware_component:temperature | filter timestamp >= @now() - 1h && sensor == 'cpu' && chassis_serial == '${serial}' | align mean_within(1m)`,
  )
  await page.getByRole('button', { name: 'Run query' }).click()
  await expect(page.getByText(/The chart draws/)).toBeHidden()
  await page.getByLabel('Time range').selectOption({ label: 'Last 6 hours' })
  const sixHours = `get hardware_component:temperature | filter timestamp >= @now() - 6h && sensor == 'cpu' && chassis_serial == '${serial}' | align mean_within(5m)`
  await expect(editor).toHaveValue(sixHours)
  await expect(page).toHaveURL(/range=6h$/)
  await expect(table.getByRole('cell', { name: 'dimm0', exact: true })).toHaveCount(0)
  // one timeseries: named by its table, 72 five-minute means
  const legend = page.getByRole('list', { name: 'Legend' })
  await expect(legend.getByRole('listitem')).toHaveText(['hardware_component:temperature'])
  await expect(page.getByText(/^\d+ points in 1 timeseries$/)).toHaveText(/^7[23] points/)

  // the URL reloads the same view
  await page.reload()
  await expect(editor).toHaveValue(sixHours)
  await expect(page.getByLabel('Time range')).toHaveValue('6h')
  await expect(chart).toBeVisible()
  await expect(legend.getByRole('listitem')).toHaveText(['hardware_component:temperature'])
  await expect(table.getByRole('cell', { name: serial, exact: true }).first()).toBeVisible()

  // Back returns to the hour's query
  await page.goBack()
  await expect(page).toHaveURL(/range=1h$/)
  await expect(editor).toHaveValue(sixHours.replace('6h', '1h').replace('(5m)', '(1m)'))
})

test('a query the API refuses shows its message in place and keeps what was typed', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/system/metrics')
  const editor = page.getByRole('textbox', { name: 'OxQL query' })
  const typo = 'get virtual_machine:vcpu_usage | fliter timestamp > @now() - 1h'
  await editor.fill(typo)
  await editor.press('Control+Enter')
  const refused = page.getByRole('alert').filter({ hasText: 'The query was refused' })
  await expect(refused).toContainText('Error at 1:34')
  await expect(refused).toContainText('expected one of "align", "filter"')
  await expect(editor).toHaveValue(typo)

  await editor.fill('get no_such:timeseries')
  await page.getByRole('button', { name: 'Run query' }).click()
  await expect(refused).toContainText('Timeseries not found for: no_such:timeseries')
  await expect(editor).toHaveValue('get no_such:timeseries')
})

test('users who are not fleet viewers get the API’s 403', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const res = await page.request.get('/v1/system/timeseries/schemas')
  expect(res.status()).toBe(403)
  await page.goto('/system/metrics')
  await expect(
    page.getByRole('heading', { name: /not authorized|Forbidden|access/i }).first(),
  ).toBeVisible()
})
