// The npm registry these machines reach serves only the Linux builds of
// platform-specific optional packages (e.g. @next/swc-darwin-arm64 is a 404),
// so `npm install` writes a lock without the others and `npm ci` then refuses
// it as out of sync. This adds the missing optional entries with the os/cpu
// their names give; npm skips them on other platforms without fetching, and
// elsewhere npm resolves them as usual. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs'

const file = 'package-lock.json'
const lock = JSON.parse(readFileSync(file, 'utf8'))
const packages = lock.packages

const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
]
const CPU = [
  'arm64',
  'x64',
  'arm',
  'ia32',
  'loong64',
  'ppc64',
  'riscv64',
  's390x',
  'mips64el',
  'wasm32',
]

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.find((p) => CPU.includes(p))
  if (!os || !cpu) return undefined
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : undefined
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) }
}

let added = 0
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`
    const nested = path ? `${path}/node_modules/${dep}` : key
    if (packages[key] || packages[nested]) continue
    const platform = platformOf(dep)
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue
    packages[key] = { version: range, optional: true, ...platform }
    added++
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
lock.packages = sorted
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n')
console.log(`complete-lockfile: added ${added} platform-specific optional entries`)
