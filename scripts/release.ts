// Packs the built static bundle (out/, from `npm run build`) into the tarball that the platform
// (Oxide Nexus) unpacks into its static directory, plus a sha256sum file to verify it with.
//   npx tsx scripts/release.ts
// OUT_DIR: the bundle to pack (default `out`); RELEASE_DIR: where to write (default `release`).
//
// The bundle's layout is checked first because Nexus serves that directory as it is: a stray
// file would be published, and a missing `.gz` or a broken index.html reference would only
// show up in a browser on a rack.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { isAbsolute, join, posix, relative, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'

import { Api } from '../lib/api/__generated__/Api'

const ALLOWED_EXTENSIONS = new Set([
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
const GZIPPED_EXTENSIONS = new Set(['css', 'js', 'map'])

class ReleaseError extends Error {}

/** The part of a file name after its last dot; case-sensitive, as Nexus matches it. */
function extensionOf(name: string): string | undefined {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1) : undefined
}

type Tree = { files: string[]; dirs: string[] }

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

/** `/assets/...` URLs in index.html's src= and href= attributes, without query or fragment. */
function assetReferences(html: string): string[] {
  const urls: string[] = []
  // The lookbehind keeps data-src= and the like out: only real src/href attributes load files.
  const attribute = /(?<![\w-])(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi
  for (const match of html.matchAll(attribute)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').trim()
    if (value.startsWith('/assets/')) urls.push(value.replace(/[?#].*$/, ''))
  }
  return urls
}

/** Checks the layout Nexus expects and returns the bundle's tree; throws listing every problem. */
function checkLayout(outDir: string): Tree {
  if (!existsSync(outDir)) {
    throw new ReleaseError(`${outDir}/ not found: run \`npm run build\` first`)
  }
  const rootStat = lstatSync(outDir)
  if (rootStat.isSymbolicLink()) throw new ReleaseError(`${outDir}: is a symlink`)
  if (!rootStat.isDirectory()) throw new ReleaseError(`${outDir}: is not a directory`)
  const problems: string[] = []
  const { files, dirs } = walk(outDir, problems)
  if (files.length === 0 && dirs.length === 0 && problems.length === 0) {
    throw new ReleaseError(`${outDir}/ is empty: run \`npm run build\` first`)
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
    throw new ReleaseError(`${outDir}/ is not the layout Nexus serves:\n${shown.join('\n')}`)
  }
  return { files, dirs }
}

function git(args: string[]): string {
  const result = spawnSync('git', args, { encoding: 'utf8' })
  if (result.error) throw new ReleaseError(`git ${args.join(' ')}: ${result.error.message}`)
  if (result.status !== 0) {
    throw new ReleaseError(`git ${args.join(' ')} failed: ${result.stderr.trim()}`)
  }
  return result.stdout
}

/** A pathspec that leaves `dir` out of `git status` when it lies inside the work tree. */
function excludeSpec(dir: string): string[] {
  const rel = relative(process.cwd(), resolve(dir))
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) return []
  return [`:(exclude)${rel.split('\\').join('/')}`]
}

function run(command: string, args: string[], options: SpawnSyncOptions) {
  const result = spawnSync(command, args, { ...options, encoding: 'utf8' })
  if (result.error) throw new ReleaseError(`${command}: ${result.error.message}`)
  if (result.status !== 0) {
    throw new ReleaseError(`${command} failed (exit ${result.status}): ${String(result.stderr)}`)
  }
}

/** Orders paths by their bytes, so the order doesn't depend on a locale. */
function byBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b))
}

function main() {
  const outDir = process.env.OUT_DIR || 'out'
  const releaseDir = process.env.RELEASE_DIR || 'release'

  const tree = checkLayout(outDir)

  const commit = git(['rev-parse', 'HEAD']).trim()
  if (!/^[0-9a-f]{40}$/.test(commit)) {
    throw new ReleaseError(`git rev-parse HEAD gave ${JSON.stringify(commit)}, not a commit`)
  }
  // The tarball's dates come from the commit rather than the clock, so packing the same
  // commit twice gives the same bytes.
  const commitTime = git(['show', '-s', '--format=%ct', 'HEAD']).trim()
  if (!/^\d+$/.test(commitTime)) {
    throw new ReleaseError(`git show gave ${JSON.stringify(commitTime)}, not a commit time`)
  }
  const changes = git([
    'status',
    '--porcelain',
    '--',
    '.',
    ...new Set([
      ...excludeSpec('out'),
      ...excludeSpec('release'),
      ...excludeSpec(outDir),
      ...excludeSpec(releaseDir),
    ]),
  ])
    .split('\n')
    .filter((line) => line.trim() !== '')
  const dirty = changes.length > 0
  const version = dirty ? `${commit}-dirty` : commit
  if (dirty) {
    const shown = changes.slice(0, 10).map((line) => `  ${line}`)
    if (changes.length > shown.length) shown.push(`  … and ${changes.length - shown.length} more`)
    console.error(
      `release: the work tree has uncommitted changes, so the version is ${version}:\n` +
        shown.join('\n'),
    )
  }

  const apiVersion = new Api().apiVersion
  const name = `console-${version}`
  const tarballName = `${name}.tar.gz`

  const staging = mkdtempSync(join(tmpdir(), 'console-release-'))
  try {
    const root = join(staging, 'root')
    cpSync(outDir, root, { recursive: true })
    writeFileSync(join(root, 'VERSION'), `${version}\n`)
    writeFileSync(join(root, 'API_VERSION'), `${apiVersion}\n`)

    // The modes are set on the copy, whatever the umask or out/'s own modes were; tar then
    // records them as they are.
    for (const dir of tree.dirs) chmodSync(join(root, dir), 0o755)
    const files = ['API_VERSION', 'VERSION', ...tree.files]
    for (const file of files) chmodSync(join(root, file), 0o644)
    const sorted = [...files, ...tree.dirs].sort(byBytes)

    // tar packs our own sorted list (NUL-separated, names taken verbatim) without recursing, so
    // the order doesn't depend on tar's or the file system's, and no `./` entry is packed that
    // would reset the static directory's own mode and date when it is unpacked there.
    const listFile = join(staging, 'entries')
    writeFileSync(listFile, sorted.map((e) => `${e}\0`).join(''))
    const tarFile = join(staging, 'console.tar')
    // TAR_OPTIONS and GZIP would add options of their own; the C locale keeps tar's output
    // independent of the machine's.
    const { TAR_OPTIONS: _tarOptions, GZIP: _gzip, ...inherited } = process.env
    const env: NodeJS.ProcessEnv = { ...inherited, LC_ALL: 'C' }
    run(
      'tar',
      [
        '--create',
        `--file=${tarFile}`,
        '--format=gnu',
        `--directory=${root}`,
        '--owner=0',
        '--group=0',
        '--numeric-owner',
        `--mtime=@${commitTime}`,
        '--no-recursion',
        '--null',
        '--verbatim-files-from',
        `--files-from=${listFile}`,
      ],
      { env, stdio: ['ignore', 'ignore', 'pipe'] },
    )

    mkdirSync(releaseDir, { recursive: true })
    const tarballPath = join(releaseDir, tarballName)
    // Written under another name and renamed, so an interrupted run never leaves a truncated
    // tarball that looks finished.
    const partialPath = `${tarballPath}.partial`
    const tarball = spawnSync('gzip', ['-n', '-9', '-c', tarFile], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 1024 * 1024 * 1024,
    })
    if (tarball.error) throw new ReleaseError(`gzip: ${tarball.error.message}`)
    if (tarball.status !== 0) {
      throw new ReleaseError(`gzip failed (exit ${tarball.status}): ${tarball.stderr.toString()}`)
    }
    writeFileSync(partialPath, tarball.stdout)
    renameSync(partialPath, tarballPath)

    const sha256 = createHash('sha256').update(tarball.stdout).digest('hex')
    const checksumPath = join(releaseDir, `${name}.sha256.txt`)
    writeFileSync(checksumPath, `${sha256}  ${tarballName}\n`)

    const size = tarball.stdout.length
    console.log(`tarball:  ${tarballPath}`)
    console.log(`checksum: ${checksumPath}`)
    console.log(`size:     ${size} bytes (${(size / 1024 / 1024).toFixed(2)} MiB)`)
    console.log(`sha256:   ${sha256}`)
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

try {
  main()
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error
  console.error(`release: ${error.message}`)
  process.exitCode = 1
}
