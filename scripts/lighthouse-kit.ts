// Lighthouse mobile runs (the default mobile settings, simulated throttling) in Debian's
// Chromium, signed in. Lighthouse is a devDependency pinned to 12.x: 13 needs Node 22.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium'

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
      const result = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      // undefined only when asked to gather without auditing, which these runs never do
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
      const { lhr } = result
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
