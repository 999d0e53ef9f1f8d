// Big-project benchmark: seeds mock-project with 2,000 extra instances, then in
// Debian's Chromium measures how long the instances list takes to show its
// first rows and how many API requests it makes, and how soon the create form's
// image picker answers in that project (each section of the form fills in as its
// own list arrives). Run after `npm run build`:
//   npx tsx scripts/bench-instances.ts            (demo latency 200–400 ms)
//   MOCK_LATENCY_MS=0 npx tsx scripts/bench-instances.ts
import { spawn } from 'node:child_process'
import { chromium, type Page } from 'playwright'

const PORT = Number(process.env.BENCH_PORT ?? 4300)
const COUNT = Number(process.env.BENCH_INSTANCES ?? 2000)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const base = `http://localhost:${PORT}`
const project = 'mock-project'

const server = spawn('npx', ['tsx', 'mocks/server.ts'], {
  env: { ...process.env, PORT: String(PORT), MOCK_INSTANCES: String(COUNT), OUT_DIR: 'out' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
})
const stopServer = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM')
  } catch {
    // already gone
  }
}
process.on('exit', stopServer)

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

async function main() {
  await waitForServer()
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  })
  const list: number[] = []
  const listRequests: number[] = []
  const form: number[] = []
  const formRequests: number[] = []
  const picker: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL: base })
    const signIn = await context.request.post('/v1/login/acme/local', {
      data: { username: 'fleet-admin', password: 'oxide-demo' },
    })
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`)
    const page = await context.newPage()
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
    await context.close()
  }
  await browser.close()
  const total = await countInstances()
  console.log(`bench: ${total} instances in ${project}, ${RUNS} runs, cold page load each`)
  console.log(
    `bench: instances list first rows ${summary(list)}, API requests ${median(listRequests)}`,
  )
  console.log(
    `bench: create form image picker ready ${summary(form)}, API requests ${median(formRequests)}`,
  )
  console.log(`bench: image picker open and filtered ${summary(picker)}`)
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
  () => {
    stopServer()
    process.exit(0)
  },
  (e: unknown) => {
    console.error(e)
    stopServer()
    process.exit(1)
  },
)
