// Image upload benchmark: in Debian's Chromium, uploads a 256 MiB raw file
// through the console's upload panel and prints the throughput (wall time from
// clicking Upload to the image existing) and the browser's peak memory.
// Run after `npm run build`:
//   npm run bench:upload                       (starts its own mock server, 0 ms latency)
//   npm run bench:upload -- http://localhost:4000   (against a running server)
// BENCH_PORT picks the port of the server it starts, BENCH_UPLOAD_MIB the file size.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type APIRequestContext, type CDPSession } from 'playwright'

const MiB = 1024 ** 2
const SIZE_MIB = Number(process.env.BENCH_UPLOAD_MIB ?? 256)
const PORT = Number(process.env.BENCH_PORT ?? 4310)
const given = process.argv[2]
const base = (given ?? `http://localhost:${PORT}`).replace(/\/$/, '')
const SAMPLE_MS = 200

let server: ChildProcess | undefined
const stopServer = () => {
  if (!server?.pid) return
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
process.on('exit', stopServer)

function startServer() {
  server = spawn('npx', ['tsx', 'mocks/server.ts'], {
    env: { ...process.env, PORT: String(PORT), MOCK_LATENCY_MS: '0', OUT_DIR: 'out' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
}

async function answers() {
  try {
    return (await fetch(`${base}/v1/ping`)).status < 500
  } catch {
    return false
  }
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    if (await answers()) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`no server at ${base}`)
}

/** Pseudo-random bytes, each 512 KiB chunk starting non-zero, so no chunk is skipped as empty. */
async function writeImage(path: string, bytes: number) {
  const out = createWriteStream(path)
  const piece = 16 * MiB
  for (let done = 0; done < bytes; done += piece) {
    const buf = randomBytes(Math.min(piece, bytes - done))
    for (let i = 0; i < buf.length; i += 512 * 1024) buf[i] |= 1
    if (!out.write(buf)) await new Promise<void>((r) => out.once('drain', () => r()))
  }
  await new Promise<void>((resolve, reject) =>
    out.end((e?: Error | null) => (e ? reject(e) : resolve())),
  )
}

/** Pids of this process's descendants whose command is Chromium. */
async function browserPids(): Promise<number[]> {
  const parent = new Map<number, number>()
  const comm = new Map<number, string>()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8')
      // `pid (comm) state ppid …`: comm may hold spaces, so split after the last ')'
      const close = stat.lastIndexOf(')')
      comm.set(Number(entry), stat.slice(stat.indexOf('(') + 1, close))
      parent.set(Number(entry), Number(stat.slice(close + 2).split(' ')[1]))
    } catch {
      // exited meanwhile
    }
  }
  const mine = new Set([process.pid])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, ppid] of parent) {
      if (!mine.has(pid) && mine.has(ppid)) {
        mine.add(pid)
        grew = true
      }
    }
  }
  return [...mine].filter((pid) => /chrom/i.test(comm.get(pid) ?? ''))
}

/** Sum of the browser processes' PSS (shared pages split between them) and RSS, in bytes. */
async function browserMemory(pids: number[]) {
  let pss = 0
  let rss = 0
  for (const pid of pids) {
    try {
      const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8')
      pss += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024
      rss += Number(/^Rss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024
    } catch {
      // exited meanwhile, or smaps_rollup unavailable
    }
  }
  return { pss, rss }
}

async function jsHeapUsed(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0
}

async function names(api: APIRequestContext, kind: string, project: string) {
  const res = await api.get(`/v1/${kind}?project=${project}&limit=1000`)
  return ((await res.json()) as { items: { name: string }[] }).items.map((i) => i.name)
}

const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`

async function main() {
  if (!given) {
    // a server already there would be measured instead of the one started here
    if (await answers()) throw new Error(`port ${PORT} is in use: pass ${base} to use that server`)
    startServer()
  }
  await waitForServer()
  const dir = await mkdtemp(join(tmpdir(), 'bench-upload-'))
  const file = join(dir, 'bench.raw')
  await writeImage(file, SIZE_MIB * MiB)

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  })
  try {
    const context = await browser.newContext({ baseURL: base })
    const api = context.request
    const signIn = await api.post('/v1/login/acme/local', {
      data: { username: 'fleet-admin', password: 'oxide-demo' },
    })
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`)
    const suffix = randomUUID().slice(0, 8)
    const project = `bench-upload-${suffix}`
    const made = await api.post('/v1/projects', { data: { name: project, description: 'bench' } })
    if (!made.ok()) throw new Error(`project create failed: ${made.status()}`)
    const name = `bench-${suffix}`

    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await page.goto(`/projects/${project}/images-new`)
    const panel = page.getByRole('dialog', { name: 'Upload image' })
    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await panel.getByRole('textbox', { name: 'OS', exact: true }).fill('bench')
    await panel.getByRole('textbox', { name: 'Version', exact: true }).fill('1')
    await panel.getByLabel('Image file').setInputFiles(file)

    const pids = await browserPids()
    const before = { heap: await jsHeapUsed(cdp), ...(await browserMemory(pids)) }
    const peak = { ...before }
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        const [heap, mem] = await Promise.all([jsHeapUsed(cdp), browserMemory(pids)])
        peak.heap = Math.max(peak.heap, heap)
        peak.pss = Math.max(peak.pss, mem.pss)
        peak.rss = Math.max(peak.rss, mem.rss)
        await new Promise((r) => setTimeout(r, SAMPLE_MS))
      }
    })()

    const t0 = performance.now()
    await panel.getByRole('button', { name: 'Upload image' }).click()
    // the image exists: polled through the API beside the page
    for (;;) {
      const res = await api.get(`/v1/images/${name}?project=${project}`)
      if (res.ok()) break
      if (await panel.getByRole('alert').count()) {
        throw new Error(`upload failed: ${await panel.getByRole('alert').innerText()}`)
      }
      await new Promise((r) => setTimeout(r, 50))
    }
    const imageMs = performance.now() - t0
    await panel
      .getByRole('status')
      .getByText(`Image ${name} uploaded.`)
      .waitFor({ timeout: 120_000 })
    const doneMs = performance.now() - t0
    sampling = false
    await sampler

    const leftovers = [
      ...(await names(api, 'disks', project)),
      ...(await names(api, 'snapshots', project)),
    ]
    if (leftovers.length) throw new Error(`temporaries left behind: ${leftovers.join(', ')}`)

    const rate = SIZE_MIB / (imageMs / 1000)
    console.log(`bench: server ${base}${given ? '' : ' (started here, MOCK_LATENCY_MS=0)'}`)
    console.log(
      `bench: load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on this host`,
    )
    console.log(
      `bench: ${SIZE_MIB} MiB uploaded, image made after ${(imageMs / 1000).toFixed(2)} s ` +
        `(panel done, temporaries deleted, after ${(doneMs / 1000).toFixed(2)} s)`,
    )
    console.log(
      `bench: JS heap used ${mib(before.heap)} before, peak ${mib(peak.heap)}; ` +
        `browser processes (${pids.length}) PSS ${mib(before.pss)} before, peak ${mib(peak.pss)}; ` +
        `RSS sum peak ${mib(peak.rss)}`,
    )
    console.log(
      `bench:upload ${SIZE_MIB} MiB at ${rate.toFixed(1)} MiB/s (${(imageMs / 1000).toFixed(2)} s); ` +
        `peak JS heap ${mib(peak.heap)}; peak browser PSS ${mib(peak.pss)}`,
    )
  } finally {
    await browser.close()
    await rm(dir, { recursive: true, force: true })
  }
}

main().then(
  () => {
    stopServer()
    process.exit(0)
  },
  (e: unknown) => {
    console.error(e)
    stopServer()
    process.exit(1)
  },
)
