// What the browser benchmarks share: a mock server of their own, Debian's
// Chromium, a signed-in cold page, and figures as median (min, max).
import { spawn } from 'node:child_process'
import { chromium, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium'

export const PORT = Number(process.env.BENCH_PORT ?? 4300)
export const RUNS = Number(process.env.BENCH_RUNS ?? 3)
export const base = `http://localhost:${PORT}`

/** BENCH_SCALE=0.1 seeds a tenth of each, to see which figures follow the data's size. */
const SCALE = Number(process.env.BENCH_SCALE ?? 1)
const scaled = (n: number) => String(Math.round(n * SCALE))

/** The big seed (the MOCK_* knobs of mocks/seed/knobs.ts) the scale benchmarks share. */
export const BIG_SEED = {
  MOCK_INSTANCES: scaled(2000),
  MOCK_IMAGES: scaled(1000),
  MOCK_DISKS: scaled(1000),
  MOCK_FIREWALL_RULES: scaled(200),
  MOCK_AUDIT_ENTRIES: scaled(100_000),
}

/**
 * A mock server (extra env such as MOCK_INSTANCES, or another OUT_DIR) at `port`; resolves to
 * its stop.
 */
export async function startServer(env: Record<string, string> = {}, port = PORT) {
  const origin = `http://localhost:${port}`
  const server = spawn('npx', ['tsx', 'mocks/server.ts'], {
    env: { ...process.env, PORT: String(port), OUT_DIR: 'out', ...env },
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
  await waitForServer(origin)
  return async () => {
    stop()
    await exited
    await waitForServerGone(origin)
    process.off('exit', stop)
  }
}

async function waitForServer(origin: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/v1/ping`)).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('mock server did not start')
}

/** The port free again, so the next server can take it. */
async function waitForServerGone(origin: string) {
  for (let i = 0; i < 60; i++) {
    try {
      await fetch(`${origin}/v1/ping`)
    } catch {
      return
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('mock server did not stop')
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
export const summary = (xs: number[]) =>
  `median ${Math.round(median(xs))} ms (min ${Math.round(Math.min(...xs))}, max ${Math.round(Math.max(...xs))})`

type ApiCall = { path: string; round: number; answered: boolean; at: number }

/**
 * The API requests a page makes, each with its round: a request is one round
 * after the latest API answer that had arrived before it started (requests
 * started together make one round). An upper bound: a request that only starts
 * after an unrelated quick answer (at 0 ms latency, while page code still
 * loads) counts as a later round too.
 */
export function watchApi(page: Page) {
  const isApi = (u: string) => new URL(u).pathname.startsWith('/v1/')
  const answered: { at: number; round: number }[] = []
  const calls = new Map<object, ApiCall>()
  // wall-clock times, to compare with times taken in the page (`Date.now()` there)
  let lastActivity = Date.now()
  const onRequest = (r: { url(): string }) => {
    if (!isApi(r.url())) return
    const now = Date.now()
    lastActivity = now
    const before = answered.filter((a) => a.at <= now).map((a) => a.round)
    const url = new URL(r.url())
    calls.set(r, {
      path: url.pathname + url.search,
      round: 1 + Math.max(0, ...before),
      answered: false,
      at: now,
    })
  }
  const onAnswer = (r: { url(): string }) => {
    const call = calls.get(r)
    if (!call) return
    lastActivity = Date.now()
    call.answered = true
    answered.push({ at: lastActivity, round: call.round })
  }
  page.on('request', onRequest)
  page.on('requestfinished', onAnswer)
  page.on('requestfailed', onAnswer)
  return {
    /** The requests so far (or started before `until`) and the deepest round among them. */
    snapshot: (until = Infinity) => {
      const list = [...calls.values()].filter((c) => c.at < until)
      return {
        requests: list.length,
        rounds: Math.max(0, ...list.map((c) => c.round)),
        paths: list.map((c) => c.path),
      }
    },
    /**
     * Resolves once no API request has been in flight or started for `quietMs`
     * (or after `maxMs`, for a page that keeps polling): what a page asks for
     * after its first rows, such as lookups for the rows' cells.
     */
    async quiet(quietMs = 1500, maxMs = 15_000) {
      const t0 = Date.now()
      for (;;) {
        const inFlight = [...calls.values()].some((c) => !c.answered)
        const now = Date.now()
        if ((!inFlight && now - lastActivity >= quietMs) || now - t0 >= maxMs) return
        await page.waitForTimeout(100)
      }
    },
    stop: () => {
      page.off('request', onRequest)
      page.off('requestfinished', onAnswer)
      page.off('requestfailed', onAnswer)
    },
  }
}

/**
 * Time from navigation until `ready` resolves, and the API requests made
 * meanwhile with their rounds (see `watchApi`).
 */
export async function timed(page: Page, url: string, ready: () => Promise<unknown>) {
  const api = watchApi(page)
  const t0 = performance.now()
  await page.goto(url)
  await ready()
  const ms = performance.now() - t0
  api.stop()
  const { requests, rounds } = api.snapshot()
  return { ms, requests, rounds }
}

/**
 * A list's data row: in a table not loading (its placeholder rows are rows
 * too), with more than one cell (an empty list's message is one), not a spacer.
 */
export const DATA_ROW = 'table:not([aria-busy]) tbody tr:not([aria-hidden]):has(td + td)'

export async function launch() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** A fresh signed-in page, so every run loads cold. */
export async function signedInPage(browser: Browser, origin = base) {
  const context = await browser.newContext({ baseURL: origin })
  const signIn = await context.request.post('/v1/login/acme/local', {
    data: { username: 'fleet-admin', password: 'oxide-demo' },
  })
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`)
  return { page: await context.newPage(), close: () => context.close() }
}

/** The session cookie of fleet-admin, for API calls outside the browser. */
export async function apiSession() {
  const login = await fetch(`${base}/v1/login/acme/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'fleet-admin', password: 'oxide-demo' }),
  })
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
}
