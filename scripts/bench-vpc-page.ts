// Big-VPC benchmark: a VPC with 200 firewall rules and 100 subnets. In Debian's
// Chromium it measures the bare VPC URL until its first tab (firewall rules)
// shows rows, with the API requests and their rounds (one round: every request
// starts together, none waits for another's answer), then how long the rules
// table takes to sort, filter and page on the client (the API returns the
// whole set at once). Run after `npm run build`:
//   npx tsx scripts/bench-vpc-page.ts            (demo latency 200–400 ms)
//   MOCK_LATENCY_MS=0 npx tsx scripts/bench-vpc-page.ts
import type { Page } from '@playwright/test'
import {
  RUNS,
  apiSession,
  launch,
  median,
  signedInPage,
  startServer,
  summary,
  timed,
} from './bench-kit'

const RULES = 200
const SUBNETS = 100
const project = 'mock-project'
const vpc = 'bench-vpc'
const q = `project=${project}&vpc=${vpc}`

const ruleName = (i: number) => `rule-${String(i).padStart(3, '0')}`

async function seedBigVpc() {
  const api = await apiSession()
  await api('POST', `/v1/vpcs?project=${project}`, {
    name: vpc,
    description: 'benchmark',
    dns_name: vpc,
  })
  for (let i = 0; i < SUBNETS; i++) {
    await api('POST', `/v1/vpc-subnets?${q}`, {
      name: `subnet-${i}`,
      description: '',
      ipv4_block: `10.${100 + Math.floor(i / 250)}.${i % 250}.0/24`,
    })
  }
  const rules = Array.from({ length: RULES }, (_, i) => ({
    name: ruleName(i),
    description: `rule ${i}`,
    status: i % 7 === 0 ? 'disabled' : 'enabled',
    direction: i % 2 ? 'inbound' : 'outbound',
    action: i % 3 ? 'allow' : 'deny',
    // priorities run against the names, so sorting by name reorders the table
    priority: 65535 - i * 300,
    targets: [{ type: 'subnet', value: `subnet-${i % SUBNETS}` }],
    filters: {
      hosts: [{ type: 'ip_net', value: `192.168.${i}.0/24` }],
      protocols: [{ type: 'tcp' }],
      ports: [String(1000 + i), `${2000 + i}-${2100 + i}`],
    },
  }))
  await api('PUT', `/v1/vpc-firewall-rules?${q}`, { rules })
}

async function clientTimings(page: Page) {
  const table = page.getByRole('table')
  // the header has two rows (Filters groups its columns): the body's rows are the second group's
  const bodyRows = table.getByRole('rowgroup').nth(1).getByRole('row')
  const firstBody = () => bodyRows.first()
  // sort by name: the first row becomes rule-000 (the lowest priority comes last)
  let t0 = performance.now()
  await table.getByRole('button', { name: /^Name/ }).click()
  await firstBody()
    .filter({ hasText: ruleName(0) })
    .waitFor()
  const sort = performance.now() - t0

  t0 = performance.now()
  await page.getByRole('searchbox', { name: 'Filter rules' }).fill(ruleName(123))
  // one row left: the one filtered for
  await bodyRows.filter({ hasText: ruleName(123) }).waitFor()
  await bodyRows.nth(1).waitFor({ state: 'detached' })
  const filter = performance.now() - t0
  await page.getByRole('searchbox', { name: 'Filter rules' }).fill('')

  t0 = performance.now()
  await page.getByRole('button', { name: /next/i }).click()
  await firstBody()
    .filter({ hasNotText: ruleName(0) })
    .waitFor()
  const paging = performance.now() - t0
  return { sort, filter, paging }
}

async function main() {
  const stopServer = await startServer()
  await seedBigVpc()
  const browser = await launch()
  const first: number[] = []
  const rounds: number[] = []
  const requests: number[] = []
  const sort: number[] = []
  const filter: number[] = []
  const paging: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const { page, close } = await signedInPage(browser)
    // the highest priority number comes last: rows by priority start with rule-199
    const r = await timed(page, `/projects/${project}/vpcs/${vpc}`, () =>
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ hasText: ruleName(RULES - 1) })
        .waitFor(),
    )
    first.push(r.ms)
    rounds.push(r.rounds)
    requests.push(r.requests)
    const c = await clientTimings(page)
    sort.push(c.sort)
    filter.push(c.filter)
    paging.push(c.paging)
    await close()
  }
  await browser.close()
  await stopServer()

  console.log(`bench: VPC ${vpc} with ${RULES} firewall rules and ${SUBNETS} subnets, ${RUNS} runs`)
  console.log(
    `bench: VPC page to its first tab's rows ${summary(first)}, API requests ${median(requests)}, API rounds ${median(rounds)} (max ${Math.max(...rounds)})`,
  )
  console.log(
    `bench: rules table on the client: sort ${summary(sort)}, filter ${summary(filter)}, next page ${summary(paging)}`,
  )
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e)
    process.exit(1)
  },
)
