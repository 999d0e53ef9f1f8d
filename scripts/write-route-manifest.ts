// Writes out/route-manifest.json after `next build` from the exported HTML
// files, and fails the build if a route of the table has no exported page.
import { readdirSync, writeFileSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { buildManifest } from '../lib/route-manifest'
import { routes } from '../lib/routes'

const outDir = process.argv[2] ?? 'out'

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return e.name === '_next' ? [] : htmlFiles(p)
    return e.name.endsWith('.html') ? [relative(outDir, p).split('\\').join('/')] : []
  })
}

if (!existsSync(outDir)) throw new Error(`${outDir}/ not found: run next build first`)
const manifest = buildManifest(htmlFiles(outDir))
const patterns = new Set(manifest.routes.map((r) => r.pattern))
const missing = Object.values(routes)
  .map((r) => r.pattern)
  .filter((p) => !patterns.has(p))
if (missing.length > 0) {
  throw new Error(`Routes without an exported page: ${missing.join(', ')}`)
}
writeFileSync(join(outDir, 'route-manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
console.log(`route manifest: ${manifest.routes.length} routes → ${outDir}/route-manifest.json`)
