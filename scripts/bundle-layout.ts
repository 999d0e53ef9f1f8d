// The layout the platform (Oxide Nexus) serves a console from, checked by the build
// (scripts/package-bundle.ts) and again before a release is packed (scripts/release.ts):
// out/index.html alone at the root, everything else under out/assets/ with an extension Nexus
// serves, a .gz beside every script, stylesheet and source map, and every /assets/ URL of
// index.html in the bundle.
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gunzipSync } from 'node:zlib'

export const ALLOWED_EXTENSIONS = new Set([
  'css',
  'html',
  'js',
  'map',
  'png',
  'svg',
  'txt',
  'webp',
  'woff',
  'woff2',
])
// Nexus serves these precompressed when the browser accepts gzip; the rest are either already
// compressed (images, fonts) or too small to matter.
export const GZIPPED_EXTENSIONS = new Set(['css', 'js', 'map'])

export class BundleLayoutError extends Error {}

/** Byte order, as tar and the C locale sort paths. */
export function byBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b))
}

/** The part of a file name after its last dot; case-sensitive, as Nexus matches it. */
export function extensionOf(name: string): string | undefined {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1) : undefined
}

export type Tree = { files: string[]; dirs: string[] }

/** Every file and directory under `root`, as posix paths relative to it. */
function walk(root: string, problems: string[]): Tree {
  const tree: Tree = { files: [], dirs: [] }
  const visit = (rel: string) => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name
      // A symlink would be packed as a link (or followed out of the bundle), and Nexus
      // neither expects nor should follow one.
      if (entry.isSymbolicLink()) problems.push(`${path}: is a symlink`)
      else if (entry.isDirectory()) {
        tree.dirs.push(path)
        visit(path)
      } else if (entry.isFile()) tree.files.push(path)
      else problems.push(`${path}: is neither a file nor a directory`)
    }
  }
  visit('')
  // Sorted so that the problems come out in the same order on every machine.
  tree.files.sort(byBytes)
  tree.dirs.sort(byBytes)
  return tree
}

/**
 * Same-origin URLs in index.html's src= and href= attributes, without query or fragment: each
 * must be a file under /assets/ (the platform serves no other).
 */
function assetReferences(html: string): string[] {
  const urls: string[] = []
  // The lookbehind keeps data-src= and the like out: only real src/href attributes load files.
  const attribute = /(?<![\w-])(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi
  for (const match of html.matchAll(attribute)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').trim()
    if (value.startsWith('/') && !value.startsWith('//')) urls.push(value.replace(/[?#].*$/, ''))
  }
  return urls
}

/** Checks the layout Nexus expects and returns the bundle's tree; throws listing every problem. */
export function checkLayout(outDir: string): Tree {
  if (!existsSync(outDir)) {
    throw new BundleLayoutError(`${outDir}/ not found: run \`npm run build\` first`)
  }
  const rootStat = lstatSync(outDir)
  if (rootStat.isSymbolicLink()) throw new BundleLayoutError(`${outDir}: is a symlink`)
  if (!rootStat.isDirectory()) throw new BundleLayoutError(`${outDir}: is not a directory`)
  const problems: string[] = []
  const { files, dirs } = walk(outDir, problems)
  if (files.length === 0 && dirs.length === 0 && problems.length === 0) {
    throw new BundleLayoutError(`${outDir}/ is empty: run \`npm run build\` first`)
  }
  const fileSet = new Set(files)

  for (const dir of dirs) {
    if (!dir.includes('/') && dir !== 'assets') {
      problems.push(`${dir}/: unexpected directory at the root (only index.html and assets/)`)
    }
  }
  if (!fileSet.has('index.html')) problems.push('index.html: missing')
  if (!dirs.includes('assets')) problems.push('assets/: missing')

  for (const file of files) {
    if (!file.includes('/')) {
      if (file !== 'index.html') {
        problems.push(`${file}: unexpected file at the root (only index.html belongs there)`)
      }
      continue
    }
    // The directory it is in was reported above; its every file would only bury that.
    if (!file.startsWith('assets/')) continue
    const ext = extensionOf(posix.basename(file))
    if (ext === 'gz') {
      const original = file.slice(0, -'.gz'.length)
      const originalExt = extensionOf(posix.basename(original))
      if (!fileSet.has(original) || !originalExt || !GZIPPED_EXTENSIONS.has(originalExt)) {
        problems.push(`${file}: not beside a .js, .css or .map file it could be the gzip of`)
      }
      continue
    }
    if (!ext || !ALLOWED_EXTENSIONS.has(ext)) {
      problems.push(
        `${file}: extension ${ext ? `.${ext}` : '(none)'} is not allowed ` +
          `(only ${[...ALLOWED_EXTENSIONS].map((e) => `.${e}`).join(', ')})`,
      )
      continue
    }
    if (!GZIPPED_EXTENSIONS.has(ext)) continue
    if (!fileSet.has(`${file}.gz`)) {
      problems.push(`${file}: ${file}.gz is missing`)
      continue
    }
    let unzipped: Buffer
    try {
      unzipped = gunzipSync(readFileSync(join(outDir, `${file}.gz`)))
    } catch (error) {
      problems.push(`${file}.gz: does not gunzip (${(error as Error).message})`)
      continue
    }
    if (!unzipped.equals(readFileSync(join(outDir, file)))) {
      problems.push(`${file}.gz: does not gunzip to ${file}`)
    }
  }

  if (fileSet.has('index.html')) {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8')
    for (const url of new Set(assetReferences(html))) {
      let path: string
      try {
        path = posix.normalize(decodeURIComponent(url)).slice(1)
      } catch {
        problems.push(`index.html: references ${url}, which is not a valid URL path`)
        continue
      }
      // normalize() resolves `..`, so a reference can't reach outside assets/ unnoticed.
      if (!path.startsWith('assets/')) {
        problems.push(`index.html: references ${url}, which points outside assets/`)
      } else if (!fileSet.has(path)) {
        problems.push(`index.html: references ${url}, but ${path} is not in the bundle`)
      }
    }
  }

  if (problems.length > 0) {
    const shown = problems.slice(0, 40).map((p) => `  ${p}`)
    if (problems.length > shown.length) shown.push(`  … and ${problems.length - shown.length} more`)
    throw new BundleLayoutError(`${outDir}/ is not the layout Nexus serves:\n${shown.join('\n')}`)
  }
  return { files, dirs }
}
