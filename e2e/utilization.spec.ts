import type { Utilization } from '@/lib/api/__generated__/Api'
import { formatBytes } from '@/lib/core/format/bytes'
import { compactNumber } from '@/lib/core/format/number'
import { expect, signIn, test } from './fixtures'

const METRICS = ['cpus_provisioned', 'ram_provisioned', 'virtual_disk_space_provisioned']

test('utilization: quota meters match the API, a chart per metric, and a time range', async ({
  page,
}) => {
  await signIn(page, 'silo-admin')
  // the API's answer to the page itself, in its wire form (snake_case): other tests change
  // the silo's provisioning meanwhile, so a read of our own could already differ
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/utilization')
  // the page asks for the three metrics over the last hour
  const firstRound = METRICS.map((m) =>
    page.waitForRequest((r) => new URL(r.url()).pathname === `/v1/metrics/${m}`),
  )
  await page.goto('/utilization')
  await expect(page.getByRole('heading', { level: 1, name: 'Utilization' })).toBeVisible()
  const res = await answer
  expect(res.status()).toBe(200)
  const wire = (await res.json()) as {
    capacity: Record<keyof Utilization['capacity'], number>
    provisioned: Record<keyof Utilization['provisioned'], number>
  }
  const hourStarts = (await Promise.all(firstRound)).map(
    (r) => new URL(r.url()).searchParams.get('start_time') ?? '',
  )

  const expected = [
    ['vCPUs', compactNumber(wire.provisioned.cpus), compactNumber(wire.capacity.cpus), 'cpus'],
    ['Memory', formatBytes(wire.provisioned.memory), formatBytes(wire.capacity.memory), 'memory'],
    [
      'Storage',
      formatBytes(wire.provisioned.storage),
      formatBytes(wire.capacity.storage),
      'storage',
    ],
  ] as const
  for (const [label, used, quota, key] of expected) {
    const cap = wire.capacity[key]
    const pct = cap > 0 ? Math.floor((wire.provisioned[key] / cap) * 100) : 0
    const meter = page.getByRole('meter', { name: label, exact: true })
    await expect(meter).toHaveAttribute('aria-valuetext', `${used} of ${quota} (${pct}%)`)
    await expect(meter).toHaveAttribute('aria-valuenow', String(Math.min(pct, 100)))
    await expect(page.getByText(`${used} provisioned of ${quota} quota`)).toBeVisible()
  }

  // a chart per metric, each drawing its series
  for (const label of ['vCPUs', 'Memory', 'Storage']) {
    const chart = page.getByRole('img', { name: new RegExp(`^${label} provisioned chart`) })
    await expect(chart).toBeVisible()
    await expect(chart.locator('.recharts-area')).toHaveCount(1)
  }

  // a longer range asks again for all three, from a week back
  const weekRound = METRICS.map((m) =>
    page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname === `/v1/metrics/${m}` &&
        new URL(r.url()).searchParams.get('start_time') !== hourStarts[0],
    ),
  )
  await page.getByLabel('Time range').selectOption({ label: 'Last week' })
  for (const req of await Promise.all(weekRound)) {
    const q = new URL(req.url()).searchParams
    const span = Date.parse(q.get('end_time') ?? '') - Date.parse(q.get('start_time') ?? '')
    expect(span).toBe(7 * 24 * 3_600_000)
    expect(Date.parse(q.get('start_time') ?? '')).toBeLessThan(Date.parse(hourStarts[0]))
  }
  await expect(page.getByRole('img', { name: /^Storage provisioned chart/ })).toBeVisible()
})
