// Lighthouse mobile runs (the default mobile settings, simulated throttling) in Debian's
// Chromium, signed in. Lighthouse is a devDependency pinned to 12.x: 13 needs Node 22.
// It runs as its own CLI under plain node, not imported: Lighthouse sends some of its
// functions to the page as their source text, and tsx, which runs these scripts, rewrites
// every function it loads with a `__name` helper the page doesn't have.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { chromium } from '@playwright/test'
import type { Result } from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium'

const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js')

export type LighthouseRun = { score: number; lcp: number; tbt: number; cls: number }

/**
 * A browser for Lighthouse, signed in as fleet-admin at each of `origins` (mock servers).
 * Each run clears the HTTP cache and keeps cookies (Lighthouse's defaults), so it loads cold.
 */
export async function openLighthouse(origins: string[], debugPort: number) {
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
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          LIGHTHOUSE_CLI,
          url,
          `--port=${debugPort}`,
          '--output=json',
          '--only-categories=performance',
          '--quiet',
        ],
        { maxBuffer: 256 * 1024 * 1024 },
      )
      const lhr = JSON.parse(stdout) as Result
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
