// The stack's floor, and the console measured against it in the same run (issue 28). The
// floor is the smallest page this stack makes: a projects list through TanStack Query in a
// TanStack Table, with a query client as its only provider (scripts/floor-app), built in a
// temporary folder from this project's packages with its own next.config.mjs and
// postcss.config.mjs and packed by scripts/package-bundle.ts, as `npm run build` does. A mock
// server at the demo's latency serves each bundle: the console at localhost, the floor at
// 127.0.0.1 (another host, so each keeps its own session cookie). Pages are measured in turn,
// each round visiting every page, so a busy spell of the machine falls on all of them:
//   - JS loaded (gzip), time to content and until filled: LOADS cold loads, signed in;
//   - main-thread time: RUNS cold loads under a trace with the V8 CPU profiler on, summing
//     the renderer main thread's top-level tasks until the network is quiet (the last run's
//     trace of each page is kept for DevTools' Performance panel);
//   - Lighthouse mobile score and TBT: RUNS runs.
// It prints medians, each page's ratio to the floor, and a last line with the goals; it
// exits non-zero when one fails. Run after `npm run build`:
//   npm run bench:floor
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { DATA_ROW, PORT, RUNS, base, launch, median, startServer } from './bench-kit'
import { openLighthouse, type LighthouseRun } from './lighthouse-kit'
import { mainThreadMs } from './trace-main-thread'

const LOADS = Math.max(RUNS, 5)
const LATENCY = process.env.MOCK_LATENCY_MS ?? '200-400'
const FLOOR_PORT = PORT + 1
const floorBase = `http://127.0.0.1:${FLOOR_PORT}`
const TRACES = join(tmpdir(), 'bench-floor-traces')

/**
 * What a page is held to (issue 39's goals): list pages ≤ 1.35× the floor's JS, an instance
 * page and forms 1.6×; content within 150 ms of the floor's (a form's first field within 300 ms,
 * issue 48); main thread ≤ 1.5× the floor's;
 * a Lighthouse score at most 8 below it. TBT is printed beside the score it is part of.
 */
type Kind = 'floor' | 'list' | 'instance' | 'form'
const JS_RATIO: Record<Kind, number> = { floor: 1, list: 1.35, instance: 1.6, form: 1.6 }
const CONTENT_PLUS_MS = 150
/** a form's first field ready to type (issue 48), its pickers filling in after */
const FORM_CONTENT_PLUS_MS = 300
const contentGoal = (kind: Kind) => (kind === 'form' ? FORM_CONTENT_PLUS_MS : CONTENT_PLUS_MS)
const SCORE_MINUS = 8
const MAIN_THREAD_RATIO = 1.5

type Target = { name: string; origin: string; path: string; kind: Kind }
const TARGETS: Target[] = [
  { name: 'floor', origin: floorBase, path: '/projects', kind: 'floor' },
  { name: 'projects', origin: base, path: '/projects', kind: 'list' },
  { name: 'instances', origin: base, path: '/projects/mock-project/instances', kind: 'list' },
  {
    name: 'an instance',
    origin: base,
    path: '/projects/mock-project/instances/db1/storage',
    kind: 'instance',
  },
  { name: 'disks', origin: base, path: '/projects/mock-project/disks', kind: 'list' },
  {
    name: 'firewall rules',
    origin: base,
    path: '/projects/mock-project/vpcs/mock-vpc/firewall-rules',
    kind: 'list',
  },
  {
    name: 'create instance',
    origin: base,
    path: '/projects/mock-project/instances-new',
    kind: 'form',
  },
]

/** Builds the floor as `npm run build` builds the console; returns its folder. */
function buildFloor(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'))
  cpSync('scripts/floor-app', dir, { recursive: true })
  for (const file of ['next.config.mjs', 'postcss.config.mjs']) cpSync(file, join(dir, file))
  mkdirSync(join(dir, 'public'))
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true }))
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir')
  const steps = [
    [resolve('node_modules/next/dist/bin/next'), 'build', '--webpack'],
    [resolve('node_modules/tsx/dist/cli.mjs'), resolve('scripts/package-bundle.ts'), 'out'],
  ]
  for (const args of steps) {
    const run = spawnSync(process.execPath, args, {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    })
    if (run.status !== 0) {
      throw new Error(
        `floor build failed (${args.slice(1).join(' ')}):\n${run.stdout}${run.stderr}`,
      )
    }
  }
  return dir
}

/**
 * Runs in the page from its first script on: notes `performance.now()` (time since the
 * navigation started) when the content is in, and when the page is filled. A list's content
 * is its first data row, and it is then filled. A form's content is its heading and its
 * first field ready to type in (issue 48: the name is typed while the pickers' lists load);
 * it is filled when nothing is loading or busy. A string, not a function: tsx names a
 * function's inner functions with a helper the page doesn't have.
 */
function noteContent(kind: Kind) {
  const isIn =
    kind === 'form'
      ? `!!document.querySelector('main h1') &&
         !!document.querySelector('main form input:is([type="text"], :not([type])):not([disabled])')`
      : `!!document.querySelector(${JSON.stringify(DATA_ROW)})`
  const isFilled =
    kind === 'form'
      ? `!!document.querySelector('main form') &&
         ![...document.querySelectorAll('[role="status"]')].some((e) => /^Loading/.test(e.textContent.trim())) &&
         !document.querySelector('[class~="motion-safe:animate-pulse"].bg-muted') &&
         !document.querySelector('[aria-busy="true"]')`
      : 'true'
  return `(() => {
    const check = () => {
      if (window.contentAt === undefined && ${isIn}) window.contentAt = performance.now()
      if (window.contentAt !== undefined && ${isFilled}) window.filledAt = performance.now()
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })()`
}

type Load = { jsKB: number; contentMs: number; filledMs: number; mainThreadMs: number }

/** One cold load, signed in: JS and time to content, or (`traced`) main-thread time. */
async function coldLoad(browser: Browser, target: Target, traced: boolean): Promise<Partial<Load>> {
  const context = await browser.newContext({ baseURL: target.origin })
  try {
    const signIn = await context.request.post('/v1/login/acme/local', {
      data: { username: 'fleet-admin', password: 'oxide-demo' },
    })
    if (!signIn.ok()) throw new Error(`sign-in at ${target.origin} failed: ${signIn.status()}`)
    const page = await context.newPage()
    if (traced) {
      await browser.startTracing(page, {
        categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-v8.cpu_profiler'],
      })
      await page.goto(target.path)
      await page.waitForLoadState('networkidle')
      const trace = await browser.stopTracing()
      mkdirSync(TRACES, { recursive: true })
      writeFileSync(join(TRACES, `${target.name.replaceAll(' ', '-')}.json`), trace)
      return { mainThreadMs: mainThreadMs(JSON.parse(trace.toString('utf8')), target.origin) }
    }
    const sizes: Promise<number>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      sizes.push(
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      )
    })
    await page.addInitScript({ content: noteContent(target.kind) })
    await page.goto(target.path)
    type Noted = { contentAt?: number; filledAt?: number }
    await page.waitForFunction(() => (window as Noted).filledAt !== undefined)
    const { contentAt, filledAt } = await page.evaluate(() => {
      const { contentAt, filledAt } = window as Noted
      return { contentAt, filledAt }
    })
    const [contentMs, filledMs] = [contentAt!, filledAt!]
    await page.waitForLoadState('networkidle')
    const jsKB = (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024
    return { jsKB, contentMs, filledMs }
  } finally {
    await context.close()
  }
}

type Figures = Load & { score: number; tbt: number }

const ratio = (x: number, floor: number) => `${(x / floor).toFixed(2)}×`
const signed = (n: number) => `${n >= 0 ? '+' : '−'}${Math.abs(Math.round(n))}`

async function main() {
  console.log('bench: building the floor (scripts/floor-app) with next build --webpack')
  const floorDir = buildFloor()
  const stopConsole = await startServer({ MOCK_LATENCY_MS: LATENCY })
  const stopFloor = await startServer(
    { MOCK_LATENCY_MS: LATENCY, OUT_DIR: join(floorDir, 'out') },
    FLOOR_PORT,
  )
  const loads = new Map<Target, Partial<Load>[]>(TARGETS.map((t) => [t, []]))
  const lighthouseRuns = new Map<Target, LighthouseRun[]>(TARGETS.map((t) => [t, []]))
  try {
    // first, so a missing Lighthouse stops the run before the loads
    const lighthouse = await openLighthouse([base, floorBase], PORT + 1000)
    try {
      const browser = await launch()
      try {
        for (let i = 0; i < LOADS; i++) {
          for (const t of TARGETS) loads.get(t)!.push(await coldLoad(browser, t, false))
        }
        for (let i = 0; i < RUNS; i++) {
          for (const t of TARGETS) loads.get(t)!.push(await coldLoad(browser, t, true))
        }
      } finally {
        await browser.close()
      }
      for (let i = 0; i < RUNS; i++) {
        for (const t of TARGETS) {
          lighthouseRuns.get(t)!.push(await lighthouse.run(t.origin + t.path))
        }
      }
    } finally {
      await lighthouse.close()
    }
  } finally {
    await stopConsole()
    await stopFloor()
    rmSync(floorDir, { recursive: true, force: true })
  }

  const of = (t: Target, key: keyof Load) =>
    median(loads.get(t)!.flatMap((l) => (l[key] === undefined ? [] : [l[key]!])))
  const figures = new Map<Target, Figures>(
    TARGETS.map((t) => {
      const lh = lighthouseRuns.get(t)!
      return [
        t,
        {
          jsKB: of(t, 'jsKB'),
          contentMs: of(t, 'contentMs'),
          filledMs: of(t, 'filledMs'),
          mainThreadMs: of(t, 'mainThreadMs'),
          score: median(lh.map((r) => r.score)),
          tbt: median(lh.map((r) => r.tbt)),
        },
      ]
    }),
  )
  const floor = figures.get(TARGETS[0])!
  console.log(
    `bench: medians of ${LOADS} cold loads (JS, content), ${RUNS} traced loads (main thread) ` +
      `and ${RUNS} Lighthouse mobile runs, at ${LATENCY} ms latency`,
  )
  console.log(
    `bench: ${'page'.padEnd(16)} ${'JS (gzip)'.padEnd(17)} ${'content'.padEnd(15)} ` +
      `${'filled'.padEnd(15)} ${'score'.padEnd(9)} ${'TBT'.padEnd(16)} main thread`,
  )
  for (const t of TARGETS) {
    const f = figures.get(t)!
    const isFloor = t === TARGETS[0]
    const cols = [
      `${f.jsKB.toFixed(1)} KB ${isFloor ? '' : ratio(f.jsKB, floor.jsKB)}`.padEnd(17),
      `${Math.round(f.contentMs)} ms ${isFloor ? '' : signed(f.contentMs - floor.contentMs)}`.padEnd(
        15,
      ),
      `${Math.round(f.filledMs)} ms ${isFloor ? '' : signed(f.filledMs - floor.filledMs)}`.padEnd(
        15,
      ),
      `${f.score} ${isFloor ? '' : `(${signed(f.score - floor.score)})`}`.padEnd(9),
      `${Math.round(f.tbt)} ms ${isFloor ? '' : ratio(f.tbt, floor.tbt)}`.padEnd(16),
      `${Math.round(f.mainThreadMs)} ms ${isFloor ? '' : ratio(f.mainThreadMs, floor.mainThreadMs)}`,
    ]
    console.log(`bench: ${t.name.padEnd(16)} ${cols.join(' ')}`)
  }
  console.log(`bench: traces (open in DevTools' Performance panel): ${TRACES}`)

  const pages = TARGETS.slice(1)
  const goals: { name: string; misses: string[] }[] = [
    {
      name: 'JS',
      misses: pages
        .filter((t) => figures.get(t)!.jsKB > JS_RATIO[t.kind] * floor.jsKB)
        .map((t) => `${t.name} ${ratio(figures.get(t)!.jsKB, floor.jsKB)} > ${JS_RATIO[t.kind]}×`),
    },
    {
      name: 'content',
      misses: pages
        .filter((t) => figures.get(t)!.contentMs > floor.contentMs + contentGoal(t.kind))
        .map((t) => `${t.name} ${signed(figures.get(t)!.contentMs - floor.contentMs)} ms`),
    },
    {
      name: 'score',
      misses: pages
        .filter((t) => figures.get(t)!.score < floor.score - SCORE_MINUS)
        .map((t) => `${t.name} ${signed(figures.get(t)!.score - floor.score)}`),
    },
    {
      name: 'main thread',
      misses: pages
        .filter((t) => figures.get(t)!.mainThreadMs > MAIN_THREAD_RATIO * floor.mainThreadMs)
        .map((t) => `${t.name} ${ratio(figures.get(t)!.mainThreadMs, floor.mainThreadMs)}`),
    },
  ]
  const failed = goals.filter((g) => g.misses.length)
  console.log(
    `bench: goals: ${goals
      .map((g) => (g.misses.length ? `${g.name} ✗ (${g.misses.join(', ')})` : `${g.name} ✓`))
      .join('; ')}`,
  )
  if (failed.length) process.exitCode = 1
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
