import { gzipSync } from 'node:zlib'
import { launch, signedInPage, startServer } from './bench-kit.ts'
const stop = await startServer({ OUT_DIR: process.env.OD ?? 'out' })
const browser = await launch()
for (const url of (process.env.URLS ?? '/projects').split(',')) {
  const { page, close } = await signedInPage(browser)
  const sizes = new Map<string, Promise<number>>()
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return
    sizes.set(r.url(), r.body().then((b) => gzipSync(b).length, () => 0))
  })
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  let total = 0
  console.log('==', url)
  for (const [u, p] of sizes) { const n = await p; total += n; console.log((n / 1024).toFixed(1).padStart(7), u.replace(/^.*\/chunks\//, '')) }
  console.log((total / 1024).toFixed(1).padStart(7), 'TOTAL')
  await close()
}
await browser.close(); await stop()
