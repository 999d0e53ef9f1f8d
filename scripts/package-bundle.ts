// Turns Next's export in out/ into the bundle the platform serves (run by `npm run build`):
// out/index.html, the only file at the root, and everything else under out/assets/ with an
// extension the platform serves and a name that changes with its content (it caches assets
// for a year), with a gzipped copy beside each script, stylesheet and source map.
//   npx tsx scripts/package-bundle.ts [out]
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, extname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { fillBootPreload, pagePreloads } from './boot-preload'
import { BundleLayoutError, checkLayout, extensionOf, GZIPPED_EXTENSIONS } from './bundle-layout'
import { readBuildOutput, scriptsOf } from './page-chunks'

const outDir = process.argv[2] ?? 'out'
const assetsDir = join(outDir, 'assets')
const indexFile = join(outDir, 'index.html')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    return e.isDirectory() ? filesUnder(p) : [p]
  })
}

const fail = (message: string): never => {
  console.error(`package-bundle: ${message}`)
  process.exit(1)
}

if (!existsSync(indexFile)) fail(`${indexFile} is missing: run next build first`)
let html = readFileSync(indexFile, 'utf8')

// Next's chunks: their URLs already carry the /assets prefix (next.config's assetPrefix)
rmSync(assetsDir, { recursive: true, force: true })
mkdirSync(assetsDir)
renameSync(join(outDir, '_next'), join(assetsDir, '_next'))

// the boot preload learns each page's scripts from this build (the floor of
// scripts/bench-floor.ts has none)
const bootPreload = join(outDir, 'boot-preload.js')
if (existsSync(bootPreload)) {
  const entry = new Set(scriptsOf(html).map((src) => src.replace(/^\/assets\/_next\//, '')))
  const preloads = pagePreloads(readBuildOutput(), entry)
  for (const { file, body } of preloads) {
    mkdirSync(dirname(join(assetsDir, file)), { recursive: true })
    writeFileSync(join(assetsDir, file), body)
  }
  writeFileSync(bootPreload, fillBootPreload(readFileSync(bootPreload, 'utf8'), preloads))
}

// public/ is copied to the root as it is: give each file a content-hashed name under assets/
for (const file of filesUnder('public')) {
  const path = relative('public', file).split('\\').join('/')
  const body = readFileSync(join(outDir, path))
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12)
  const ext = extname(path)
  const hashed = `${path.slice(0, -ext.length)}.${hash}${ext}`
  mkdirSync(dirname(join(assetsDir, hashed)), { recursive: true })
  writeFileSync(join(assetsDir, hashed), body)
  const before = html
  html = html.replaceAll(`"/${path}"`, `"/assets/${hashed}"`)
  if (html === before) fail(`index.html doesn't reference public/${path}`)
}
writeFileSync(indexFile, html)

// the per-route HTML and the rest: the platform serves none of it, and nothing needs it
for (const entry of readdirSync(outDir)) {
  if (entry !== 'index.html' && entry !== 'assets') {
    rmSync(join(outDir, entry), { recursive: true, force: true })
  }
}

let zipped = 0
for (const file of filesUnder(assetsDir)) {
  const ext = extensionOf(file)
  if (!ext || !GZIPPED_EXTENSIONS.has(ext)) continue
  writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }))
  zipped++
}

try {
  const { files } = checkLayout(outDir)
  console.log(
    `bundle: ${outDir}/index.html and ${files.length - 1} files under ${outDir}/assets/ ` +
      `(${zipped} of them .gz)`,
  )
} catch (error) {
  if (!(error instanceof BundleLayoutError)) throw error
  fail(error.message)
}
