// Image upload benchmark: uploads a 256 MiB raw file through the console's
// upload panel in headless Chromium (Debian's) and prints the throughput (wall
// time from clicking Upload until the image exists) and the browser's peak
// memory. Run after `npm run build`:
//   npm run bench:upload                            (starts its own mock server, 0 ms latency)
//   npm run bench:upload -- http://localhost:4000   (against a server already running)
// BENCH_PORT sets the port of the server it starts, BENCH_UPLOAD_MIB the file size.
// Then it starts a second upload, throttles the CPU 4×, and times the panel's Cancel: from
// the click to its confirmation painted, three times (each answered No), before cancelling it.
// BENCH_CPU_PROFILE=<file.cpuprofile> also records the page's JavaScript over the
// upload with the DevTools Profiler (open it in Chromium's DevTools or speedscope).
//
// The browser is driven over a bare DevTools connection, not Playwright:
// Playwright turns on the DevTools Network domain, which copies every request
// body out of the browser; measured here, that made Chromium spend about four
// times the CPU on an upload and cut the rate by three quarters. Only the
// Runtime, DOM and Performance domains are used, so the figures are a user's.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import { median } from './bench-kit'
import { processTree, usage } from './process-usage'

const MiB = 1024 ** 2
const SIZE_MIB = Number(process.env.BENCH_UPLOAD_MIB ?? 256)
const PORT = Number(process.env.BENCH_PORT ?? 4310)
const given = process.argv[2]
const base = (given ?? `http://localhost:${PORT}`).replace(/\/$/, '')
const SAMPLE_MS = 200
const USER = { username: 'fleet-admin', password: 'oxide-demo' }
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE
/** Cancels clicked (and answered No) during a second upload at 4× CPU */
const CANCEL_TRIES = 3

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const children: ChildProcess[] = []
const stopChildren = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopChildren)

/** Started in its own process group, so stopping it stops its children too. */
function start(
  command: string,
  args: string[],
  { env = process.env, quiet = false }: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
) {
  const child = spawn(command, args, {
    env,
    stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
    detached: true,
  })
  children.push(child)
  return child
}

async function answers() {
  try {
    return (await fetch(`${base}/v1/ping`)).status < 500
  } catch {
    return false
  }
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
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

/** The API from Node, with a session of its own: to watch for the image. */
async function apiSession() {
  const login = await fetch(`${base}/v1/login/acme/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(USER),
  })
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`)
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
  const request = (method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const names = async (kind: string, project: string) => {
    const res = await request('GET', `/v1/${kind}?project=${project}&limit=1000`)
    return ((await res.json()) as { items: { name: string }[] }).items.map((i) => i.name)
  }
  return { request, names }
}

/** A bare DevTools connection to one page. */
async function devtools(url: string) {
  const ws = new WebSocket(url, { perMessageDeflate: false, maxPayload: 256 * MiB })
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  let nextId = 0
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data)) as {
      id?: number
      result?: unknown
      error?: { message: string }
    }
    const w = msg.id === undefined ? undefined : waiting.get(msg.id)
    if (!w) return
    waiting.delete(msg.id!)
    if (msg.error) w.reject(new Error(msg.error.message))
    else w.resolve(msg.result)
  })
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject })
      ws.send(JSON.stringify({ id, method, params }))
    })
  /** Evaluates in the page, awaiting a promise, and returns the value. */
  const evaluate = async <T>(expression: string) => {
    const r = await send<{
      result: { value?: T }
      exceptionDetails?: { exception?: { description?: string }; text: string }
    }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })
    if (r.exceptionDetails) {
      throw new Error(r.exceptionDetails.exception?.description ?? r.exceptionDetails.text)
    }
    return r.result.value as T
  }
  return { send, evaluate, close: () => ws.close() }
}

type Devtools = Awaited<ReturnType<typeof devtools>>

/** Types into a field of the dialog as a person would: focus, then text input. */
async function type(page: Devtools, selector: string, text: string) {
  await page.evaluate(`document.querySelector(${JSON.stringify(selector)}).focus()`)
  await page.send('Input.insertText', { text })
}

/** In-page code for the button of `scope` whose text is `text`. */
const buttonNamed = (scope: string, text: string) =>
  `[...document.querySelectorAll('${scope} button')].find((b) => b.textContent.trim() === '${text}')`

const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`

async function main() {
  let server: ChildProcess | undefined
  if (!given) {
    // a server already there would be measured instead of the one started here
    if (await answers()) throw new Error(`port ${PORT} is in use: pass ${base} to use that server`)
    server = start('npx', ['tsx', 'mocks/server.ts'], {
      env: { ...process.env, PORT: String(PORT), MOCK_LATENCY_MS: '0', OUT_DIR: 'out' },
    })
  }
  await waitFor('the server', async () => ((await answers()) ? true : undefined))

  const dir = await mkdtemp(join(tmpdir(), 'bench-upload-'))
  try {
    const file = join(dir, 'bench.raw')
    await writeImage(file, SIZE_MIB * MiB)

    const api = await apiSession()
    const suffix = randomUUID().slice(0, 8)
    const project = `bench-upload-${suffix}`
    const name = `bench-${suffix}`
    const made = await api.request('POST', '/v1/projects', { name: project, description: 'bench' })
    if (!made.ok) throw new Error(`project create failed: ${made.status}`)

    const profile = join(dir, 'profile')
    // its stderr is all D-Bus complaints in a container
    const chromium = start(
      '/usr/bin/chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--remote-debugging-port=0',
        `--user-data-dir=${profile}`,
        'about:blank',
      ],
      { quiet: true },
    )
    const port = await waitFor(
      'Chromium',
      async () => (await readFile(join(profile, 'DevToolsActivePort'), 'utf8')).split('\n')[0],
    )
    const target = await waitFor('a page', async () => {
      const list = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
        type: string
        webSocketDebuggerUrl: string
      }[]
      return list.find((t) => t.type === 'page')
    })
    const page = await devtools(target.webSocketDebuggerUrl)
    await page.send('Performance.enable')
    const ready = (check: string, what: string) =>
      waitFor(what, async () => ((await page.evaluate<boolean>(check)) ? true : undefined))

    // sign in through the login form
    await page.send('Page.navigate', { url: `${base}/login/acme/local` })
    await ready(`!!document.querySelector('input[name=password]')`, 'the login form')
    await type(page, 'input[name=username]', USER.username)
    await type(page, 'input[name=password]', USER.password)
    await page.evaluate(`document.querySelector('button[type=submit]').click()`)
    await ready(`!location.pathname.startsWith('/login')`, 'sign-in')

    const dialog = `[role=dialog]`
    /** Opens the upload panel and fills it in for an image named `image`, ready to upload. */
    const fillPanel = async (image: string) => {
      await page.send('Page.navigate', { url: `${base}/projects/${project}/images-new` })
      await ready(`!!document.querySelector('${dialog} input[type=file]')`, 'the upload panel')
      await type(page, `${dialog} input[name=name]`, image)
      await type(page, `${dialog} input[name=os]`, 'bench')
      await type(page, `${dialog} input[name=version]`, '1')
      const { root } = await page.send<{ root: { nodeId: number } }>('DOM.getDocument')
      const { nodeId } = await page.send<{ nodeId: number }>('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: `${dialog} input[type=file]`,
      })
      await page.send('DOM.setFileInputFiles', { nodeId, files: [file] })
      await ready(
        `document.querySelector('${dialog}').textContent.includes('bench.raw')`,
        'the file to be chosen',
      )
    }
    await fillPanel(name)

    const heap = async () => {
      const { metrics } = await page.send<{ metrics: { name: string; value: number }[] }>(
        'Performance.getMetrics',
      )
      return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0
    }
    const browserPids = await processTree(chromium.pid!)
    const serverPids = server ? await processTree(server.pid!) : []
    const before = { heap: await heap(), ...(await usage(browserPids)) }
    const serverCpu0 = (await usage(serverPids)).cpu
    const peak = { ...before, pssBy: { ...before.pssBy } }
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        const [h, mem] = await Promise.all([heap(), usage(browserPids)])
        peak.heap = Math.max(peak.heap, h)
        peak.pss = Math.max(peak.pss, mem.pss)
        peak.rss = Math.max(peak.rss, mem.rss)
        for (const [kind, bytes] of Object.entries(mem.pssBy)) {
          peak.pssBy[kind] = Math.max(peak.pssBy[kind] ?? 0, bytes)
        }
        await sleep(SAMPLE_MS)
      }
    })()

    if (CPU_PROFILE) {
      await page.send('Profiler.enable')
      await page.send('Profiler.start')
    }
    const t0 = performance.now()
    await page.evaluate(`document.querySelector('${dialog} button[type=submit]').click()`)
    await waitFor(
      'the image',
      async () => {
        const res = await api.request('GET', `/v1/images/${name}?project=${project}`)
        if (res.ok) return true
        const failed = await page.evaluate<string | null>(
          `document.querySelector('${dialog} [role=alert]')?.textContent ?? null`,
        )
        if (failed) throw new Error(`upload failed: ${failed}`)
        return undefined
      },
      30 * 60_000,
    )
    const imageMs = performance.now() - t0
    await ready(
      `document.querySelector('${dialog} [role=status]')?.textContent.includes('uploaded') ?? false`,
      'the panel to finish',
    )
    const doneMs = performance.now() - t0
    if (CPU_PROFILE) {
      const { profile: recorded } = await page.send<{ profile: unknown }>('Profiler.stop')
      await writeFile(CPU_PROFILE, JSON.stringify(recorded))
    }
    sampling = false
    await sampler
    const after = await usage(browserPids)
    const serverCpu = (await usage(serverPids)).cpu - serverCpu0

    // Cancel while an upload runs, at 4× CPU: from the click (its hardware time, as Event
    // Timing gives it) until the confirmation has been painted, CANCEL_TRIES times
    await fillPanel(`${name}-cancelled`)
    await page.evaluate(`document.querySelector('${dialog} button[type=submit]').click()`)
    await ready(
      `Number(document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')) > 0`,
      'the second upload to start',
    )
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const cancelMs: number[] = []
    for (let n = 0; n < CANCEL_TRIES; n++) {
      await sleep(1000)
      const at = await page.evaluate<{ x: number; y: number }>(`(() => {
        window.benchClicks = []
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (e.name === 'pointerdown') window.benchClicks.push(e.startTime)
        }).observe({ type: 'event', durationThreshold: 16 })
        const cancel = ${buttonNamed(dialog, 'Cancel')}
        const r = cancel.getBoundingClientRect()
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 }
      })()`)
      // the confirmation's first paint: the frame after it is in the document
      const shown = page.evaluate<number>(`new Promise((resolve) => {
        const check = () => {
          if (!document.querySelector('[role=alertdialog]')) return requestAnimationFrame(check)
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))
        }
        check()
      })`)
      for (const type of ['mousePressed', 'mouseReleased']) {
        await page.send('Input.dispatchMouseEvent', { type, ...at, button: 'left', clickCount: 1 })
      }
      const paintedAt = await shown
      await sleep(300)
      const clickedAt = await page.evaluate<number>(`window.benchClicks[0] ?? NaN`)
      cancelMs.push(paintedAt - clickedAt)
      // "No": the upload goes on, for the next try
      for (const type of ['keyDown', 'keyUp']) {
        const escape = { key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27 }
        await page.send('Input.dispatchKeyEvent', { type, ...escape })
      }
      await ready(`!document.querySelector('[role=alertdialog]')`, 'the confirmation to close')
    }
    await page.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    // the panel's Cancel, confirmed: the upload stops and its temporaries are deleted
    await page.evaluate(`${buttonNamed(dialog, 'Cancel')}.click()`)
    await ready(`!!document.querySelector('[role=alertdialog]')`, 'the confirmation')
    await page.evaluate(`${buttonNamed('[role=alertdialog]', 'Confirm')}.click()`)
    await ready(`!document.querySelector('${dialog}')`, 'the cancelled upload to clean up')
    page.close()

    const leftovers = [
      ...(await api.names('disks', project)),
      ...(await api.names('snapshots', project)),
    ]
    if (leftovers.length) throw new Error(`temporaries left behind: ${leftovers.join(', ')}`)

    const seconds = imageMs / 1000
    const rate = SIZE_MIB / seconds
    console.log(`bench: server ${base}${given ? '' : ' (started here, MOCK_LATENCY_MS=0)'}`)
    const byKind = Object.entries(after.cpuBy)
      .map(([kind, sec]) => [kind, sec - (before.cpuBy[kind] ?? 0)] as const)
      .filter(([, sec]) => sec >= 0.05)
      .map(([kind, sec]) => `${kind} ${sec.toFixed(1)}`)
      .join(', ')
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')
    console.log(
      `bench: host load average ${load}; CPU seconds: Chromium ` +
        `${(after.cpu - before.cpu).toFixed(1)} (${byKind})` +
        (server ? `, mock server ${serverCpu.toFixed(1)}` : ''),
    )
    console.log(
      `bench: ${SIZE_MIB} MiB, image made after ${seconds.toFixed(2)} s ` +
        `(panel finished, temporaries deleted, after ${(doneMs / 1000).toFixed(2)} s)`,
    )
    console.log(
      `bench: JS heap used ${mib(before.heap)} before, peak ${mib(peak.heap)}; ` +
        `browser processes (${browserPids.length}) PSS ${mib(before.pss)} before, ` +
        `peak ${mib(peak.pss)}; RSS sum peak ${mib(peak.rss)}`,
    )
    const pssByKind = Object.entries(peak.pssBy)
      .map(([kind, bytes]) => `${kind} ${mib(before.pssBy[kind] ?? 0)} → ${mib(bytes)}`)
      .join(', ')
    console.log(`bench: browser PSS by process kind, before → peak: ${pssByKind}`)
    console.log(
      `bench: Cancel during an upload at 4× CPU, click to its confirmation painted: ` +
        `${cancelMs.map((ms) => `${Math.round(ms)} ms`).join(', ')}`,
    )
    console.log(
      `bench:upload ${SIZE_MIB} MiB at ${rate.toFixed(1)} MiB/s (${seconds.toFixed(2)} s); ` +
        `peak JS heap ${mib(peak.heap)}; peak browser PSS ${mib(peak.pss)}; ` +
        `Cancel answered in ${Math.round(median(cancelMs))} ms ` +
        `(worst ${Math.round(Math.max(...cancelMs))})`,
    )
  } finally {
    stopChildren()
    await sleep(500)
    await rm(dir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e)
    stopChildren()
    process.exit(1)
  },
)
