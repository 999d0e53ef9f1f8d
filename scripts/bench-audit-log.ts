// Audit-log benchmark: the mock seeded with 100,000 entries over the past week;
// in Debian's Chromium, the time until the audit log (last 7 days) shows its
// first rows and the API requests and rounds before them, then a scroll down
// the log that loads page after page: the longest frame and the long tasks
// (over 50 ms) while scrolling, and how many rows are in the document at the
// end (only those near the viewport should be). Run after `npm run build`:
//   npm run bench:audit                         (demo latency 200–400 ms)
//   MOCK_LATENCY_MS=0 npm run bench:audit
import type { Page } from '@playwright/test'
import { RUNS, launch, median, signedInPage, startServer, summary, timed } from './bench-kit'

const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 100_000)
/** pages of 100 to load by scrolling in each run */
const PAGES = Number(process.env.BENCH_AUDIT_PAGES ?? 30)

const loadedCount = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('table[aria-rowcount]')
    return table ? Number(table.getAttribute('aria-rowcount')) - 1 : 0
  })

/** Scrolls with the mouse wheel until `PAGES` pages are loaded; frame and long-task figures. */
async function scrollLoad(page: Page) {
  // as a string: tsx would wrap the named functions in a helper the page lacks
  await page.evaluate(`(() => {
    window.benchFrames = []
    window.benchLong = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.benchLong.push(e.duration)
    }).observe({ type: 'longtask' })
    let last = performance.now()
    requestAnimationFrame(function tick(now) {
      window.benchFrames.push(now - last)
      last = now
      requestAnimationFrame(tick)
    })
  })()`)
  await page.mouse.move(600, 500)
  const t0 = performance.now()
  while ((await loadedCount(page)) < PAGES * 100) {
    await page.mouse.wheel(0, 1500)
    await page.waitForTimeout(30)
    if (performance.now() - t0 > 120_000) throw new Error('scrolling did not load the pages')
  }
  const ms = performance.now() - t0
  const { frames, long, rows } = await page.evaluate(() => {
    const w = window as unknown as { benchFrames: number[]; benchLong: number[] }
    return {
      frames: w.benchFrames,
      long: w.benchLong,
      rows: document.querySelectorAll('tbody tr:not([aria-hidden])').length,
    }
  })
  return { ms, longestFrame: Math.max(...frames.slice(1)), long, rows }
}

async function main() {
  const stopServer = await startServer({ MOCK_AUDIT_ENTRIES: String(ENTRIES) })
  const browser = await launch()
  const first: number[] = []
  const requests: number[] = []
  const rounds: number[] = []
  const scroll: number[] = []
  const frames: number[] = []
  const longTasks: number[] = []
  const longest: number[] = []
  const rows: number[] = []
  const requestsBefore: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const { page, close } = await signedInPage(browser)
    await page.setViewportSize({ width: 1400, height: 900 })
    const table = page.getByRole('table', { name: 'Audit log entries, newest first' })
    // the requests that started before the log's first page answered: the
    // rounds before the rows (the actor names are asked for once rows show)
    let listAnswered = false
    let beforeList = 0
    page.on('request', (req) => {
      if (!listAnswered && new URL(req.url()).pathname.startsWith('/v1/')) beforeList++
    })
    page.on('requestfinished', (req) => {
      if (new URL(req.url()).pathname === '/v1/system/audit-log') listAnswered = true
    })
    const r = await timed(page, '/system/audit-log?range=7d', () =>
      table.getByRole('row').nth(1).waitFor(),
    )
    requestsBefore.push(beforeList)
    first.push(r.ms)
    requests.push(r.requests)
    rounds.push(r.rounds)
    const s = await scrollLoad(page)
    scroll.push(s.ms)
    frames.push(s.longestFrame)
    longTasks.push(s.long.length)
    longest.push(Math.max(0, ...s.long))
    rows.push(s.rows)
    await close()
  }
  await browser.close()
  await stopServer()

  console.log(`bench: audit log of ${ENTRIES} entries, ${RUNS} runs, cold page load each`)
  console.log(
    `bench: first rows ${summary(first)}; API requests started together before the ` +
      `first page answered ${median(requestsBefore)}; by the time rows were ` +
      `seen, ${median(requests)} requests in ${median(rounds)} rounds (the later round: ` +
      `actor names, asked as the rows render)`,
  )
  console.log(`bench: scrolling until ${PAGES * 100} entries are loaded ${summary(scroll)}`)
  console.log(`bench: longest frame while scrolling ${summary(frames)}`)
  console.log(
    `bench: long tasks while scrolling median ${median(longTasks)} ` +
      `(min ${Math.min(...longTasks)}, max ${Math.max(...longTasks)}), ` +
      `longest ${summary(longest)}`,
  )
  console.log(`bench: table rows in the document after scrolling median ${median(rows)}`)
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e)
    // the exit handler stops a server still running
    process.exit(1)
  },
)
