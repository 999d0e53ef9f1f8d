// Lighthouse mobile runs (the default mobile settings, simulated throttling) in Debian's
// Chromium, signed in. Lighthouse is the copy `../shared/tools` installs for its measure tool
// (its run.sh runs `npm ci` there), so the project carries no second one.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium'

type Lhr = {
  categories: { performance: { score: number | null } }
  audits: Record<string, { numericValue?: number }>
}
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr }>

export type LighthouseRun = { score: number; lcp: number; tbt: number; cls: number }

async function loadLighthouse(): Promise<LighthouseFn> {
  const entry = resolve('../shared/tools/node_modules/lighthouse/core/index.js')
  if (!existsSync(entry)) {
    throw new Error(`no Lighthouse at ${entry}: run \`npm ci\` in ../shared/tools first`)
  }
  return ((await import(pathToFileURL(entry).href)) as { default: LighthouseFn }).default
}

/**
 * A browser for Lighthouse, signed in as fleet-admin at each of `origins` (mock servers).
 * Each run clears the HTTP cache and keeps cookies (Lighthouse's defaults), so it loads cold.
 */
export async function openLighthouse(origins: string[], debugPort: number) {
  const lighthouse = await loadLighthouse()
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'))
  // Lighthouse opens its tab in the browser's default context: a persistent one
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
  })
  const close = async () => {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
  try {
    for (const origin of origins) {
      const signIn = await context.request.post(`${origin}/v1/login/acme/local`, {
        data: { username: 'fleet-admin', password: 'oxide-demo' },
      })
      if (!signIn.ok()) throw new Error(`sign-in at ${origin} failed: ${signIn.status()}`)
    }
  } catch (e) {
    await close()
    throw e
  }
  return {
    async run(url: string): Promise<LighthouseRun> {
      const { lhr } = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      const value = (audit: string) => lhr.audits[audit]?.numericValue ?? NaN
      return {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
      }
    },
    close,
  }
}
