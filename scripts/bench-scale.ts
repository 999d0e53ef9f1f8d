// Scale benchmark: the console's lists over the demo seed, then over a big one
// (2,000 instances, 1,000 images, 1,000 disks and 200 firewall rules in
// mock-project, 100,000 audit-log entries; the MOCK_* knobs of
// mocks/seed/knobs.ts). In Debian's Chromium, for each page, cold each run: the
// time until its first rows show (median of the runs), the API requests and
// rounds until then (one round: every request starts together, none waits
// for another's answer), and the API requests until the page goes quiet (row
// lookups included). The last line says whether every page showed its rows
// after one round and no page asked for more at scale. Run after `npm run build`:
//   npm run bench:scale                          (demo latency 200–400 ms)
//   MOCK_LATENCY_MS=0 npm run bench:scale
//   BENCH_SCALE=0.1 npm run bench:scale          (a tenth of each in the big seed)
import type { Browser, Page } from '@playwright/test'
import {
  BIG_SEED,
  DATA_ROW,
  RUNS,
  apiSession,
  launch,
  median,
  signedInPage,
  startServer,
  watchApi,
} from './bench-kit'

const project = 'mock-project'

const PAGES: { name: string; url: string }[] = [
  { name: 'projects', url: '/projects' },
  { name: 'instances', url: `/projects/${project}/instances` },
  { name: 'disks', url: `/projects/${project}/disks` },
  { name: 'images', url: `/projects/${project}/images` },
  { name: 'snapshots', url: `/projects/${project}/snapshots` },
  { name: 'firewall rules', url: `/projects/${project}/vpcs/default/firewall-rules` },
  { name: 'audit log', url: '/system/audit-log?range=7d' },
  // forwards to its storage tab, whose first row is the boot disk
  { name: 'instance db1', url: `/projects/${project}/instances/db1` },
]

/**
 * Notes in the page the moment the first data row enters the document, so
 * that requests the same render starts (lookups for the rows' cells) count
 * as after the rows. A string: tsx would wrap a function in a helper the page lacks.
 */
const noteFirstRow = `new MutationObserver((_, observer) => {
  if (!document.querySelector(${JSON.stringify(DATA_ROW)})) return
  window.benchFirstRow = Date.now()
  observer.disconnect()
}).observe(document, { childList: true, subtree: true, attributes: true })`

async function firstRowAt(page: Page) {
  await page.locator(DATA_ROW).first().waitFor({ timeout: 30_000 })
  const handle = await page.waitForFunction(
    () => (window as unknown as { benchFirstRow?: number }).benchFirstRow,
  )
  return (await handle.jsonValue()) as number
}

type Figures = {
  ms: number[]
  requests: number[]
  rounds: number[]
  total: number[]
  /** the requests of the last run until quiet, to name what grew */
  paths: string[]
}

async function measure(browser: Browser, url: string): Promise<Figures> {
  const f: Figures = { ms: [], requests: [], rounds: [], total: [], paths: [] }
  for (let run = 0; run < RUNS; run++) {
    const { page, close } = await signedInPage(browser)
    await page.setViewportSize({ width: 1400, height: 900 })
    await page.addInitScript(noteFirstRow)
    const api = watchApi(page)
    const t0 = Date.now()
    await page.goto(url)
    const shown = await firstRowAt(page)
    f.ms.push(shown - t0)
    const before = api.snapshot(shown)
    f.requests.push(before.requests)
    f.rounds.push(before.rounds)
    await api.quiet()
    const after = api.snapshot()
    f.total.push(after.requests)
    f.paths = after.paths
    api.stop()
    await close()
  }
  return f
}

/** What the seed holds, asked of the API, for the heading. */
async function seedSize() {
  const api = await apiSession()
  const count = async (path: string) => {
    let n = 0
    let token: string | null = null
    do {
      const sep = path.includes('?') ? '&' : '?'
      const page: { items: unknown[]; next_page: string | null } = await api(
        'GET',
        `${path}${sep}limit=1000${token ? `&page_token=${token}` : ''}`,
      )
      n += page.items.length
      token = page.next_page
    } while (token)
    return n
  }
  const rules: { rules: unknown[] } = await api(
    'GET',
    `/v1/vpc-firewall-rules?project=${project}&vpc=default`,
  )
  return (
    `${await count(`/v1/instances?project=${project}`)} instances, ` +
    `${await count(`/v1/images?project=${project}`)} images, ` +
    `${await count(`/v1/disks?project=${project}`)} disks, ` +
    `${rules.rules.length} rules on the default VPC`
  )
}

async function runSeed(env: Record<string, string>) {
  const stop = await startServer(env)
  const size = await seedSize()
  const browser = await launch()
  const figures: Figures[] = []
  for (const p of PAGES) figures.push(await measure(browser, p.url))
  await browser.close()
  await stop()
  return { size, figures }
}

/** The requests that only the big seed made, counted by endpoint. */
function grown(demo: string[], big: string[]) {
  const left = new Map<string, number>()
  for (const p of demo) left.set(p, (left.get(p) ?? 0) + 1)
  const extra = new Map<string, number>()
  for (const p of big) {
    const n = left.get(p) ?? 0
    if (n > 0) {
      left.set(p, n - 1)
      continue
    }
    // the endpoint without the query and the resource's name: /v1/instances/…/external-ips
    const parts = p.split('?')[0].split('/')
    const endpoint = parts.length > 4 ? [...parts.slice(0, 3), '…', ...parts.slice(4)] : parts
    const key = endpoint.join('/')
    extra.set(key, (extra.get(key) ?? 0) + 1)
  }
  return [...extra].map(([endpoint, n]) => `${n} × ${endpoint}`)
}

const pad = (s: string, n: number) => s.padEnd(n)

async function main() {
  const demo = await runSeed({})
  const big = await runSeed(BIG_SEED)
  const audit = `${BIG_SEED.MOCK_AUDIT_ENTRIES} audit-log entries`
  console.log(`bench: demo seed: ${demo.size}, 30 audit-log entries`)
  console.log(`bench: big seed: ${big.size}, ${audit}`)
  console.log(
    `bench: ${RUNS} runs a page, cold load each, latency ${process.env.MOCK_LATENCY_MS ?? '200-400'} ms; ` +
      'figures are medians, demo → big',
  )
  console.log(
    `bench: ${pad('page', 15)}${pad('first rows', 20)}${pad('requests before', 17)}` +
      `${pad('rounds', 10)}requests until quiet`,
  )
  const multiRound: string[] = []
  const moreRequests: string[] = []
  PAGES.forEach((p, i) => {
    const d = demo.figures[i]
    const b = big.figures[i]
    const ms = `${Math.round(median(d.ms))} → ${Math.round(median(b.ms))} ms`
    console.log(
      `bench: ${pad(p.name, 15)}${pad(ms, 20)}` +
        `${pad(`${median(d.requests)} → ${median(b.requests)}`, 17)}` +
        `${pad(`${median(d.rounds)} → ${median(b.rounds)}`, 10)}` +
        `${median(d.total)} → ${median(b.total)}`,
    )
    if (Math.max(...d.rounds, ...b.rounds) > 1) multiRound.push(p.name)
    if (median(b.total) > median(d.total) || median(b.requests) > median(d.requests)) {
      moreRequests.push(p.name)
      const extra = grown(d.paths, b.paths)
      if (extra.length) console.log(`bench:   only at scale: ${extra.join(', ')}`)
    }
  })
  const rounds =
    multiRound.length === 0
      ? 'every page showed its first rows after one API round'
      : `more than one API round in some run: ${multiRound.join(', ')}`
  const requests =
    moreRequests.length === 0
      ? 'no page made more API requests at scale'
      : `more API requests at scale: ${moreRequests.join(', ')}`
  console.log(`bench: ${rounds}; ${requests}`)
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e)
    // the exit handler stops a server still running
    process.exit(1)
  },
)
