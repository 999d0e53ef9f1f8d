// Big-project benchmark: seeds mock-project with 2,000 extra instances, then in
// Debian's Chromium measures how long the instances list takes to show its
// first rows and how many API requests it makes, and how soon the create form's
// image picker answers in that project (each section of the form fills in as its
// own list arrives). The disks list is measured twice, with the 2,000 instances
// and with the normal seed (14), as its requests should not grow with the
// project's instances. Run after `npm run build`:
//   npx tsx scripts/bench-instances.ts            (demo latency 200–400 ms)
//   MOCK_LATENCY_MS=0 npx tsx scripts/bench-instances.ts
import { spawn } from 'node:child_process'
import { chromium, type Browser, type Page } from 'playwright'

const PORT = Number(process.env.BENCH_PORT ?? 4300)
const COUNT = Number(process.env.BENCH_INSTANCES ?? 2000)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const base = `http://localhost:${PORT}`
const project = 'mock-project'

/** A mock server with `instances` extra instances in mock-project; resolves to its stop. */
async function startServer(instances: number) {
  const server = spawn('npx', ['tsx', 'mocks/server.ts'], {
    env: { ...process.env, PORT: String(PORT), MOCK_INSTANCES: String(instances), OUT_DIR: 'out' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.on('exit', stop)
  const exited = new Promise((r) => server.once('exit', r))
  await waitForServer()
  return async () => {
    stop()
    await exited
    await waitForServerGone()
    process.off('exit', stop)
  }
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/v1/ping`)).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('mock server did not start')
}

/** The port free again, so the next server can take it. */
async function waitForServerGone() {
  for (let i = 0; i < 60; i++) {
    try {
      await fetch(`${base}/v1/ping`)
    } catch {
      return
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('mock server did not stop')
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const summary = (xs: number[]) =>
  `median ${Math.round(median(xs))} ms (min ${Math.round(Math.min(...xs))}, max ${Math.round(Math.max(...xs))})`

/** Time from navigation until `ready` resolves, and the API requests made meanwhile. */
async function timed(page: Page, url: string, ready: () => Promise<unknown>) {
  let requests = 0
  const count = (r: { url(): string }) => {
    if (new URL(r.url()).pathname.startsWith('/v1/')) requests++
  }
  page.on('request', count)
  const t0 = performance.now()
  await page.goto(url)
  await ready()
  const ms = performance.now() - t0
  page.off('request', count)
  return { ms, requests }
}

async function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  })
}

/** A fresh signed-in page, so every run loads cold. */
async function signedInPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: base })
  const signIn = await context.request.post('/v1/login/acme/local', {
    data: { username: 'fleet-admin', password: 'oxide-demo' },
  })
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`)
  return { page: await context.newPage(), close: () => context.close() }
}

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
  let stopServer = await startServer(COUNT)
  let browser = await launch()
  const list: number[] = []
  const listRequests: number[] = []
  const form: number[] = []
  const formRequests: number[] = []
  const picker: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const { page, close } = await signedInPage(browser)
    const r = await timed(page, `/projects/${project}/instances`, () =>
      page.getByRole('row').nth(1).waitFor(),
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
  stopServer = await startServer(0)
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
  const login = await fetch(`${base}/v1/login/acme/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'fleet-admin', password: 'oxide-demo' }),
  })
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
  let n = 0
  let token: string | null = null
  do {
    const q = new URLSearchParams({
      project,
      limit: '1000',
      ...(token ? { page_token: token } : {}),
    })
    const page = (await (
      await fetch(`${base}/v1/instances?${q}`, { headers: { cookie } })
    ).json()) as {
      items: unknown[]
      next_page: string | null
    }
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
