// Lighthouse mobile performance (the default mobile settings, simulated throttling) on the
// pages issue 18 names: projects, instances, an instance, disks and a VPC's firewall rules,
// each a median of BENCH_RUNS (3) cold loads, signed in, at the demo's 200-400 ms latency.
// Lighthouse is the copy `../shared/tools` installs for its measure tool (its run.sh runs
// `npm ci` there), so the project carries no second one. Run after `npm run build`:
//   npm run bench:lighthouse
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium'
import { PORT, RUNS, base, median, startServer } from './bench-kit'

const PAGES = [
  '/projects',
  '/projects/mock-project/instances',
  '/projects/mock-project/instances/db1/storage',
  '/projects/mock-project/disks',
  '/projects/mock-project/vpcs/mock-vpc/firewall-rules',
]
const TARGET = 98

type Lhr = {
  categories: { performance: { score: number | null } }
  audits: Record<string, { numericValue?: number }>
}
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr }>

async function loadLighthouse(): Promise<LighthouseFn> {
  const entry = resolve('../shared/tools/node_modules/lighthouse/core/index.js')
  if (!existsSync(entry)) {
    throw new Error(`no Lighthouse at ${entry}: run \`npm ci\` in ../shared/tools first`)
  }
  return ((await import(pathToFileURL(entry).href)) as { default: LighthouseFn }).default
}

async function main() {
  const lighthouse = await loadLighthouse()
  const stop = await startServer({ MOCK_LATENCY_MS: process.env.MOCK_LATENCY_MS ?? '200-400' })
  const debugPort = PORT + 1000
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'))
  // Lighthouse opens its tab in the browser's default context: a persistent one, signed in
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
  })
  const scores: number[] = []
  try {
    const signIn = await context.request.post(`${base}/v1/login/acme/local`, {
      data: { username: 'fleet-admin', password: 'oxide-demo' },
    })
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`)
    console.log(`bench: Lighthouse mobile, median of ${RUNS} (each run: score, LCP, TBT, CLS)`)
    for (const path of PAGES) {
      const runs: { score: number; lcp: number; tbt: number; cls: number }[] = []
      for (let i = 0; i < RUNS; i++) {
        // the HTTP cache is cleared before each run, cookies are kept (Lighthouse's defaults)
        const { lhr } = await lighthouse(base + path, {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        })
        const value = (audit: string) => lhr.audits[audit]?.numericValue ?? NaN
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
        })
      }
      const score = median(runs.map((r) => r.score))
      scores.push(score)
      const each = runs
        .map(
          (r) =>
            `${r.score} (${Math.round(r.lcp)} ms, ${Math.round(r.tbt)} ms, ${r.cls.toFixed(3)})`,
        )
        .join(', ')
      console.log(`bench: ${path.padEnd(52)} ${String(score).padStart(3)}   ${each}`)
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
    await stop()
  }
  const below = PAGES.filter((_, i) => scores[i] < TARGET)
  console.log(
    `bench: lighthouse lowest ${Math.min(...scores)}; ${below.length ? `below ${TARGET}: ${below.join(', ')}` : `every page ≥ ${TARGET}`}`,
  )
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
