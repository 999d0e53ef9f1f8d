import { expect, signIn, test } from './fixtures'

test('metrics tab: cpu, disk and network charts with data, and a time range', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/projects/mock-project/instances/db1/metrics')
  // the metrics tab opens on cpu
  await expect(page).toHaveURL(/\/instances\/db1\/metrics\/cpu$/)
  const metrics = page.getByRole('navigation', { name: 'Metrics' })
  await expect(metrics.getByRole('link', { name: 'CPU' })).toHaveAttribute('aria-current', 'page')
  const cpu = page.getByRole('img', { name: /^vCPU time by state chart/ })
  await expect(cpu).toBeVisible()
  // the chart draws one area per vCPU state
  await expect(cpu.locator('.recharts-area')).toHaveCount(4)
  await expect(page.getByText(/^Latest \(.*\): emulation \d+\.\d%, idle/)).toBeVisible()

  await metrics.getByRole('link', { name: 'Disk' }).click()
  await expect(page).toHaveURL(/\/metrics\/disk$/)
  for (const title of ['Bytes read', 'Bytes written', 'Reads', 'Writes']) {
    await expect(page.getByRole('img', { name: new RegExp(`^${title} chart`) })).toBeVisible()
  }

  await metrics.getByRole('link', { name: 'Network' }).click()
  await expect(page.getByRole('img', { name: /^Bytes received chart/ })).toBeVisible()

  // the range is kept across tabs and changes what is asked for
  const asked = page.waitForRequest(
    (r) => r.url().includes('/v1/timeseries/query') && /@now\(\) - 7d/.test(r.postData() ?? ''),
  )
  await page.getByLabel('Time range').selectOption({ label: 'Last week' })
  await asked
  await expect(page.getByRole('img', { name: /^Packets sent chart/ })).toBeVisible()
  await metrics.getByRole('link', { name: 'CPU' }).click()
  await expect(page.getByLabel('Time range')).toHaveValue('7d')
})

test('each chart has current, average and peak cards for the range', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/projects/mock-project/instances/db1/metrics/cpu')
  const cards = page.getByLabel('Busy vCPU time over the range')
  await expect(cards).toBeVisible()
  const figure = async (name: string) => {
    const card = cards.locator('div').filter({ has: page.getByText(name, { exact: true }) })
    return Number((await card.getByRole('definition').textContent())!.replace('%', ''))
  }
  const [current, average, peak] = [
    await figure('Current'),
    await figure('Average'),
    await figure('Peak'),
  ]
  expect(peak).toBeGreaterThanOrEqual(average)
  expect(peak).toBeGreaterThanOrEqual(current)
  // busy is every state but idle: the latest shares, as the chart's caption gives them
  const latest = await page.getByText(/^Latest \(/).textContent()
  const shares = Object.fromEntries(
    [...latest!.matchAll(/(\w+) (\d+\.\d)%/g)].map(([, state, share]) => [state, Number(share)]),
  )
  expect(current).toBeCloseTo(100 - shares.idle, 0)

  await page
    .getByRole('navigation', { name: 'Metrics' })
    .getByRole('link', { name: 'Disk' })
    .click()
  for (const title of ['Bytes read', 'Bytes written', 'Reads', 'Writes']) {
    const disk = page.getByLabel(`${title} over the range`)
    await expect(disk.getByText('Current', { exact: true })).toBeVisible()
    await expect(disk.getByText('Peak', { exact: true })).toBeVisible()
  }
})
