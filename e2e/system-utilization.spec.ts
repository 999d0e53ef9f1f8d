import { formatBytes } from '@/lib/core/format/bytes'
import { compactNumber } from '@/lib/core/format/number'
import { expect, signIn, test } from './fixtures'

type Counts = { cpus: number; memory: number; storage: number }
type WireSled = {
  policy: { kind: string }
  usable_hardware_threads: number
  usable_physical_ram: number
}
type WireSiloUtilization = { silo_name: string; provisioned: Counts; allocated: Counts }

const TiB = 1024 ** 4
const METRICS = ['cpus_provisioned', 'ram_provisioned', 'virtual_disk_space_provisioned']

test('system utilization: capacity from the sleds, storage planning, per silo and charts', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  // the page's own answers, in wire form: other tests add sleds and provision meanwhile
  const path = (r: { url(): string }) => new URL(r.url()).pathname
  const sledsAnswer = page.waitForResponse((r) => path(r) === '/v1/system/hardware/sleds')
  const silosAnswer = page.waitForResponse((r) => path(r) === '/v1/system/utilization/silos')
  const charts = METRICS.map((m) =>
    page.waitForRequest((r) => path(r) === `/v1/system/metrics/${m}`),
  )
  await page.goto('/system/utilization')
  await expect(page.getByRole('heading', { level: 1, name: 'Utilization' })).toBeVisible()
  const sleds = ((await (await sledsAnswer).json()) as { items: WireSled[] }).items
  const silos = ((await (await silosAnswer).json()) as { items: WireSiloUtilization[] }).items
  await Promise.all(charts)

  const inService = sleds.filter((s) => s.policy.kind === 'in_service')
  const sum = (f: (c: Counts) => number) => silos.reduce((n, s) => n + f(s.provisioned), 0)
  const threads = inService.reduce((n, s) => n + s.usable_hardware_threads, 0)
  const ram = inService.reduce((n, s) => n + s.usable_physical_ram, 0)
  // spec §9: sleds × 32 TiB × 70% × 0.909, as the unit-tested capacity.ts reckons it
  const usable = Math.floor(inService.length * 32 * TiB * 0.7 * 0.909)
  const provisionedStorage = sum((c) => c.storage)

  const meters = [
    ['vCPUs', compactNumber(sum((c) => c.cpus)), compactNumber(threads)],
    ['Memory', formatBytes(sum((c) => c.memory)), formatBytes(ram)],
    ['Storage', formatBytes(provisionedStorage), formatBytes(usable)],
  ] as const
  for (const [label, used, capacity] of meters) {
    const meter = page.getByRole('meter', { name: label, exact: true })
    await expect(meter).toHaveAttribute('aria-valuetext', new RegExp(`^${used} of ${capacity} `))
    await expect(page.getByText(`${used} provisioned of ${capacity} capacity`)).toBeVisible()
  }

  // the planning figures, step by step
  const planning = page.getByRole('region', { name: 'Storage capacity planning' })
  await expect(
    planning.getByText(
      `${formatBytes(inService.length * 32 * TiB)} (${inService.length} × 32 TiB)`,
    ),
  ).toBeVisible()
  await expect(planning.getByText(`${formatBytes(usable)} (raw × 70% × 0.909)`)).toBeVisible()
  await expect(
    planning.getByText(formatBytes(usable - provisionedStorage), { exact: true }),
  ).toBeVisible()

  // each silo against its quota, named by a link to its page
  const acme = silos.find((s) => s.silo_name === 'acme')!
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'acme' }) })
  await expect(row.getByRole('link', { name: 'acme' })).toHaveAttribute(
    'href',
    '/system/silos/acme',
  )
  await expect(
    row.getByText(
      `${compactNumber(acme.provisioned.cpus)} / ${compactNumber(acme.allocated.cpus)}`,
    ),
  ).toBeVisible()

  // a chart per resource of the fleet's provisioning over time
  for (const title of ['vCPUs provisioned', 'Memory provisioned', 'Storage provisioned']) {
    await expect(page.getByRole('img', { name: new RegExp(`^${title} chart`) })).toBeVisible()
  }
})
