// `scripts/release.ts` packs the built bundle for Nexus. No browser page here: these tests run the
// script and look at what it wrote. The main test packs the real out/ (OUT_DIR from the
// environment, if set, points it at another bundle).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'

// Not ./fixtures: its `test` has an automatic check that opens a browser context for every test,
// so this spec, which loads no page, would need Chromium for nothing.
import { expect, test } from '@playwright/test'

const REPO = resolve(__dirname, '..')
const ALLOWED = /\.(css|html|js|map|png|svg|txt|webp|woff|woff2)$/
const GZIPPED = /\.(js|css|map)$/

const tempDirs: string[] = []
function tempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `release-spec-${label}-`))
  tempDirs.push(dir)
  return dir
}
test.afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function release(env: Record<string, string>) {
  // node with tsx's loader, not `npx tsx`: npx's lookup costs more than the script's run
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/release.ts'], {
    cwd: REPO,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

function run(command: string, args: string[], cwd: string, env?: Record<string, string>): string {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  expect(result.status, `${command} ${args.join(' ')}: ${result.stderr}`).toBe(0)
  return result.stdout
}

/** Every file under `root`, as posix paths relative to it. */
function filesUnder(root: string, rel = ''): string[] {
  return readdirSync(join(root, rel), { withFileTypes: true }).flatMap((entry) => {
    const path = rel ? `${rel}/${entry.name}` : entry.name
    return entry.isDirectory() ? filesUnder(root, path) : [path]
  })
}

/** Packs into a fresh directory and returns what it wrote. */
function pack(env: Record<string, string> = {}) {
  const dir = tempDir('out')
  const result = release({ ...env, RELEASE_DIR: dir })
  expect(result.status, result.output).toBe(0)
  const names = readdirSync(dir).sort()
  expect(names).toHaveLength(2)
  const tarball = names.find((n) => n.endsWith('.tar.gz'))
  const checksum = names.find((n) => n.endsWith('.sha256.txt'))
  expect(tarball, names.join(', ')).toBeDefined()
  expect(checksum, names.join(', ')).toBeDefined()
  return { dir, tarball: tarball!, checksum: checksum! }
}

/** A minimal bundle in Nexus's layout: index.html loading one script, with its gzip. */
function fakeOut(): string {
  const out = tempDir('fake')
  const chunk = join(out, 'assets/_next/static/chunks/a.js')
  mkdirSync(dirname(chunk), { recursive: true })
  writeFileSync(
    join(out, 'index.html'),
    '<!DOCTYPE html><html><head></head><body>' +
      '<script src="/assets/_next/static/chunks/a.js" async></script></body></html>\n',
  )
  writeFileSync(chunk, 'console.log("console")\n')
  writeFileSync(`${chunk}.gz`, gzipSync(readFileSync(chunk)))
  return out
}

test('npm run release packs out/ for Nexus, reproducibly', () => {
  const { dir, tarball, checksum } = pack()
  const bytes = readFileSync(join(dir, tarball))
  const sha256 = createHash('sha256').update(bytes).digest('hex')

  run('sha256sum', ['-c', checksum], dir)
  expect(readFileSync(join(dir, checksum), 'utf8')).toBe(`${sha256}  ${tarball}\n`)

  const commit = run('git', ['rev-parse', 'HEAD'], REPO).trim()
  const tree = tempDir('tree')
  run('tar', ['-xzf', join(dir, tarball), '-C', tree], REPO)
  expect(readdirSync(tree).sort()).toEqual(['API_VERSION', 'VERSION', 'assets', 'index.html'])

  const version = readFileSync(join(tree, 'VERSION'), 'utf8')
  expect(version).toMatch(new RegExp(`^${commit}(-dirty)?\\n$`))
  expect(tarball).toBe(`console-${version.trim()}.tar.gz`)
  expect(checksum).toBe(`console-${version.trim()}.sha256.txt`)
  expect(readFileSync(join(tree, 'API_VERSION'), 'utf8')).toBe('20250730.0.0\n')

  const files = new Set(filesUnder(tree))
  for (const file of files) {
    if (!file.startsWith('assets/')) continue
    if (file.endsWith('.gz')) {
      expect(files.has(file.slice(0, -3)), `${file} beside its file`).toBe(true)
      expect(file.slice(0, -3), `${file} is the gzip of a .js/.css/.map`).toMatch(GZIPPED)
      continue
    }
    expect(file, 'allowed extension').toMatch(ALLOWED)
    if (!GZIPPED.test(file)) continue
    expect(files.has(`${file}.gz`), `${file}.gz`).toBe(true)
    const unzipped = gunzipSync(readFileSync(join(tree, `${file}.gz`)))
    expect(unzipped.equals(readFileSync(join(tree, file))), `${file}.gz gunzips to it`).toBe(true)
  }

  const html = readFileSync(join(tree, 'index.html'), 'utf8')
  const referenced = [
    ...html.matchAll(/(?<![\w-])(?:src|href)\s*=\s*["']?(\/assets\/[^"'\s>?#]+)/g),
  ]
  expect(referenced.length, 'index.html loads something from assets/').toBeGreaterThan(0)
  for (const [, url] of referenced) {
    expect(files.has(decodeURIComponent(url).slice(1)), `${url} is in the tarball`).toBe(true)
  }

  // Dates and owners come from the commit, not the machine, and entries are in path order.
  const commitTime = Number(run('git', ['show', '-s', '--format=%ct', 'HEAD'], REPO).trim())
  const stamp = new Date(commitTime * 1000).toISOString().replace('T', ' ').slice(0, 19)
  const listing = run('tar', ['-tvzf', join(dir, tarball), '--full-time'], REPO, { TZ: 'UTC' })
  const paths: string[] = []
  for (const line of listing.trim().split('\n')) {
    const [mode, owner, , date, time, ...rest] = line.split(/\s+/)
    const path = rest.join(' ').replace(/\/$/, '')
    paths.push(path)
    expect(mode, path).toBe(mode.startsWith('d') ? 'drwxr-xr-x' : '-rw-r--r--')
    expect(owner, path).toBe('0/0')
    expect(`${date} ${time}`, path).toBe(stamp)
  }
  expect(paths).toEqual([...paths].sort())

  const again = pack()
  expect(again.tarball).toBe(tarball)
  expect(readFileSync(join(again.dir, again.tarball)).equals(bytes), 'byte-identical').toBe(true)
})

// The fake bundle packs as it is, so each refusal below comes from the one thing it breaks.
test('release packs a minimal bundle in the layout', () => {
  expect(pack({ OUT_DIR: fakeOut() }).tarball).toMatch(/^console-[0-9a-f]{40}(-dirty)?\.tar\.gz$/)
})

const badLayouts: { name: string; breakIt: (out: string) => void; message: RegExp }[] = [
  {
    name: 'a stray file at the root',
    breakIt: (out) => writeFileSync(join(out, 'stray.txt'), 'stray\n'),
    message: /stray\.txt/,
  },
  {
    name: 'a missing .gz',
    breakIt: (out) => rmSync(join(out, 'assets/_next/static/chunks/a.js.gz')),
    message: /a\.js\.gz is missing/,
  },
  {
    name: 'a .gz of other content',
    breakIt: (out) =>
      writeFileSync(join(out, 'assets/_next/static/chunks/a.js.gz'), gzipSync('other')),
    message: /a\.js\.gz: does not gunzip to/,
  },
  {
    name: 'a disallowed extension',
    breakIt: (out) => writeFileSync(join(out, 'assets/notes.md'), 'notes\n'),
    message: /assets\/notes\.md: extension \.md is not allowed/,
  },
  {
    name: 'a symlink',
    breakIt: (out) => symlinkSync('a.js', join(out, 'assets/_next/static/chunks/b.js')),
    message: /chunks\/b\.js: is a symlink/,
  },
  {
    name: 'a reference to a missing asset',
    breakIt: (out) =>
      writeFileSync(join(out, 'index.html'), '<link rel="stylesheet" href="/assets/gone.css">'),
    message: /references \/assets\/gone\.css/,
  },
  {
    name: 'an empty out dir',
    breakIt: (out) => {
      rmSync(join(out, 'index.html'))
      rmSync(join(out, 'assets'), { recursive: true })
    },
    message: /is empty/,
  },
]

for (const { name, breakIt, message } of badLayouts) {
  test(`release refuses ${name}`, () => {
    const out = fakeOut()
    breakIt(out)
    const releaseDir = tempDir('refused')
    const result = release({ OUT_DIR: out, RELEASE_DIR: releaseDir })
    expect(result.status, result.output).not.toBe(0)
    expect(result.output).toMatch(message)
    expect(readdirSync(releaseDir), 'nothing written').toEqual([])
  })
}
