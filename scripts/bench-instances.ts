// Big-project benchmark: seeds mock-project with 2,000 extra instances, then in
// Debian's Chromium measures how long the instances list takes to show its
// first rows and how many API requests it makes, and how soon the create form's
// image picker answers in that project (each section of the form fills in as its
// own list arrives). The disks list is measured twice, with the 2,000 instances
// and with the normal seed (14), as its requests should not grow with the
// project's instances. Run after `npm run build`:
//   npx tsx scripts/bench-instances.ts            (demo latency 200–400 ms)
//   MOCK_LATENCY_MS=0 npx tsx scripts/bench-instances.ts
import type { Browser } from '@playwright/test'
import {
  DATA_ROW,
  RUNS,
  apiSession,
  launch,
  median,
  signedInPage,
  startServer,
  summary,
  timed,
} from './bench-kit'

const COUNT = Number(process.env.BENCH_INSTANCES ?? 2000)
const project = 'mock-project'

/**
 * The disks list until every "Attached to" cell has answered (no placeholder
 * left): the time, the API requests, and how many cells fell back to an id.
 */
async function disksList(browser: Browser) {
  const times: number[] = []
  const requests: number[] = []
  const unnamed: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const { page, close } = await signedInPage(browser)
    const table = page.getByRole('table')
    const r = await timed(page, `/projects/${project}/disks`, async () => {
      // a seeded disk attached to db1, then no loading placeholder left in the table
      await table.getByRole('cell', { name: 'db1-data', exact: true }).waitFor()
      await table.locator('span.bg-muted[aria-hidden]').first().waitFor({ state: 'detached' })
    })
    times.push(r.ms)
    requests.push(r.requests)
    unnamed.push(await table.locator('a[href^="/lookup/instances/"]').count())
    await close()
  }
  return { times, requests, unnamed }
}

const disksLine = (instances: number, d: Awaited<ReturnType<typeof disksList>>) =>
  `bench: disks list with ${instances} instances: ready ${summary(d.times)}, ` +
  `API requests ${median(d.requests)}, attachments shown as an id ${median(d.unnamed)}`

async function main() {
  let stopServer = await startServer({ MOCK_INSTANCES: String(COUNT) })
  let browser = await launch()
  const list: number[] = []
  const listRequests: number[] = []
  const form: number[] = []
  const formRequests: number[] = []
  const picker: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const { page, close } = await signedInPage(browser)
    // a row of data, not one of the placeholder rows shown while loading
    const r = await timed(page, `/projects/${project}/instances`, () =>
      page.locator(DATA_ROW).first().waitFor(),
    )
    list.push(r.ms)
    listRequests.push(r.requests)

    // the create form: ready when its image picker can be opened (the other
    // sections fill in on their own; all their requests start at once)
    const images = page.getByRole('combobox', { name: 'Image' })
    const f = await timed(page, `/projects/${project}/instances-new`, () => images.waitFor())
    form.push(f.ms)
    formRequests.push(f.requests)
    // opening the picker and narrowing it by typing
    const t0 = performance.now()
    await images.click()
    await page.getByPlaceholder('Search…').fill('u')
    await page.getByRole('option').first().waitFor()
    picker.push(performance.now() - t0)
    await close()
  }
  const bigDisks = await disksList(browser)
  const total = await countInstances()
  await browser.close()
  await stopServer()

  // the same disks list over the normal seed
  stopServer = await startServer()
  browser = await launch()
  const smallDisks = await disksList(browser)
  const small = await countInstances()
  await browser.close()
  await stopServer()

  console.log(`bench: ${total} instances in ${project}, ${RUNS} runs, cold page load each`)
  console.log(
    `bench: instances list first rows ${summary(list)}, API requests ${median(listRequests)}`,
  )
  console.log(
    `bench: create form image picker ready ${summary(form)}, API requests ${median(formRequests)}`,
  )
  console.log(`bench: image picker open and filtered ${summary(picker)}`)
  console.log(disksLine(total, bigDisks))
  console.log(disksLine(small, smallDisks))
}

async function countInstances() {
  const api = await apiSession()
  let n = 0
  let token: string | null = null
  do {
    const q: URLSearchParams = new URLSearchParams({
      project,
      limit: '1000',
      ...(token ? { page_token: token } : {}),
    })
    const page: { items: unknown[]; next_page: string | null } = await api(
      'GET',
      `/v1/instances?${q}`,
    )
    n += page.items.length
    token = page.next_page
  } while (token)
  return n
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e)
    // the exit handler stops a server still running
    process.exit(1)
  },
)
