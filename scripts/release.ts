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
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { isAbsolute, join, relative, resolve } from 'node:path'

import { Api } from '../lib/api/__generated__/Api'
import { BundleLayoutError, byBytes, checkLayout } from './bundle-layout'

class ReleaseError extends Error {}

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
  if (!(error instanceof ReleaseError || error instanceof BundleLayoutError)) throw error
  console.error(`release: ${error.message}`)
  process.exitCode = 1
}
