// JavaScript per page: every route of the route table (its sample URL in
// e2e/route-samples.ts), loaded cold in Debian's Chromium, with the gzip size
// of every script it loads until the network is quiet: the scripts its HTML
// names, the code it loads on mount and the pages Next prefetches. The issue's
// line is 200 KB a page. Run after `npm run build`:
//   npm run bench:js
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { ROUTE_SAMPLES, fillSample } from '../e2e/route-samples'
import { apiSession, launch, signedInPage, startServer } from './bench-kit'

const LIMIT_KB = 200

async function jsLoaded(browser: Browser, url: string) {
  const { page, close } = await signedInPage(browser)
  const sizes = new Map<string, Promise<number>>()
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    sizes.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    )
  })
  try {
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    const gzip = (await Promise.all(sizes.values())).reduce((a, b) => a + b, 0)
    return { files: sizes.size, kb: gzip / 1024 }
  } finally {
    await close()
  }
}

async function main() {
  const stop = await startServer()
  const browser = await launch()
  try {
    const api = await apiSession()
    const [db1, sleds] = await Promise.all([
      api<{ id: string }>('GET', '/v1/instances/db1?project=mock-project'),
      api<{ items: { id: string }[] }>('GET', '/v1/system/hardware/sleds?limit=1'),
    ])
    const rows: { key: string; url: string; files: number; kb: number }[] = []
    for (const [key, sample] of Object.entries(ROUTE_SAMPLES)) {
      const url = fillSample(sample, { db1: db1.id, sled: sleds.items[0].id })
      rows.push({ key, url, ...(await jsLoaded(browser, url)) })
    }
    rows.sort((a, b) => b.kb - a.kb)
    console.log('bench: page                               scripts  JS loaded (gzip)')
    for (const r of rows) {
      console.log(
        `bench: ${r.key.padEnd(34)} ${String(r.files).padStart(7)}  ${r.kb.toFixed(1)} KB`,
      )
    }
    const over = rows.filter((r) => r.kb > LIMIT_KB)
    const most = rows[0]
    console.log(
      `bench: ${rows.length} pages; the most ${most.kb.toFixed(1)} KB (${most.key}); ` +
        (over.length
          ? `over ${LIMIT_KB} KB: ${over.map((r) => r.key).join(', ')}`
          : `none over ${LIMIT_KB} KB`),
    )
  } finally {
    await browser.close()
    await stop()
  }
}

void main()
