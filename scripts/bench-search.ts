// Search benchmark: a silo of 50 more projects of 40 instances each (MOCK_PROJECTS,
// MOCK_PROJECT_INSTANCES), at the demo's latency. From /projects, in Debian's Chromium,
// the palette is opened and `worker-1` typed: an instance of mock-project, which sorts
// after every load-project, so it is among the last lists read. Prints the time from the
// last keystroke to the first result, to worker-1, and to every project searched, and the
// API requests the search made and the most in flight at once. Run after `npm run build`:
//   npx tsx scripts/bench-search.ts            (demo latency 200–400 ms)
//   BENCH_PROJECTS=20 MOCK_LATENCY_MS=0 npx tsx scripts/bench-search.ts
import type { Page } from '@playwright/test'
import { RUNS, launch, median, signedInPage, startServer, summary } from './bench-kit'

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 50)
const INSTANCES = Number(process.env.BENCH_PROJECT_INSTANCES ?? 40)
const QUERY = 'worker-1'

/** The API requests a page sends from now on, and the most of them in flight at once. */
function countRequests(page: Page) {
  let sent = 0
  let inFlight = 0
  let most = 0
  const isApi = (r: { url(): string }) => new URL(r.url()).pathname.startsWith('/v1/')
  const start = (r: { url(): string }) => {
    if (!isApi(r)) return
    sent++
    most = Math.max(most, ++inFlight)
  }
  const end = (r: { url(): string }) => {
    if (isApi(r)) inFlight--
  }
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  return () => {
    page.off('request', start)
    page.off('requestfinished', end)
    page.off('requestfailed', end)
    return { sent, most }
  }
}

async function main() {
  const stopServer = await startServer({
    MOCK_PROJECTS: String(PROJECTS),
    MOCK_PROJECT_INSTANCES: String(INSTANCES),
  })
  const browser = await launch()
  const first: number[] = []
  const target: number[] = []
  const last: number[] = []
  const requests: number[] = []
  const atOnce: number[] = []
  let projects = ''
  for (let run = 0; run < RUNS; run++) {
    const { page, close } = await signedInPage(browser)
    await page.goto('/projects')
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    const dialog = page.getByRole('dialog', { name: 'Search' })
    // the shortcut's listener is attached a moment after the heading shows
    while (!(await dialog.isVisible())) {
      await page.keyboard.press('Control+K')
      await page.waitForTimeout(100)
    }
    const stopCounting = countRequests(page)
    const t0 = performance.now()
    await dialog.getByRole('combobox').fill(QUERY)
    const since = () => performance.now() - t0
    const results = dialog.getByRole('option')
    const status = dialog.getByRole('status')
    await Promise.all([
      results
        .filter({ hasText: /project/ })
        .first()
        .waitFor()
        .then(() => first.push(since())),
      results
        .filter({ hasText: QUERY })
        .first()
        .waitFor()
        .then(() => target.push(since())),
      status
        .filter({ hasText: /(\d+) of \1 projects searched/ })
        .filter({ hasNotText: 'Searching' })
        .waitFor({ timeout: 120_000 })
        .then(() => last.push(since())),
    ])
    projects = (await status.textContent()) ?? ''
    const { sent, most } = stopCounting()
    requests.push(sent)
    atOnce.push(most)
    await close()
  }
  await browser.close()
  await stopServer()
  console.log(
    `bench: search "${QUERY}" from /projects, ${PROJECTS} more projects of ${INSTANCES} instances`,
  )
  console.log(`bench: status at the end: ${projects}`)
  console.log(`bench: API requests ${median(requests)} (at most ${median(atOnce)} at once)`)
  console.log(
    `bench: first result ${summary(first)}, ${QUERY} ${summary(target)}, every project ${summary(last)}`,
  )
}

void main()
