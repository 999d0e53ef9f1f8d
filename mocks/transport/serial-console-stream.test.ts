import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { db, type Instance } from '../store/db'
import { startServer } from '../server'
import { testServer } from '../test-helpers'

let server: Awaited<ReturnType<typeof startServer>>
let cookie: string

beforeAll(async () => {
  const t = testServer()
  cookie = await t.login('fleet-admin')
  server = await startServer(0, { latency: { min: 0, max: 0 }, chaos: 0, outDir: '/nonexistent' })
})
afterAll(async () => {
  await server.close()
})

const projectName = (i: Instance) => db.projects.find((p) => p.id === i.project_id)!.name
const inState = (state: Instance['run_state']) => db.instances.find((i) => i.run_state === state)!

function streamUrl(instance: string, project?: string) {
  const q = new URLSearchParams({ most_recent: '262144', ...(project && { project }) })
  return `ws://localhost:${server.port}/v1/instances/${instance}/serial-console/stream?${q}`
}

type Printed = { text: string; binary: boolean }
type Console = { ws: WebSocket; printed: Printed }
type Refusal = { status: number; body: string }

/** Opens a console, or reports how the upgrade was refused. */
function connect(url: string, headers: Record<string, string> = { cookie }) {
  return new Promise<Console | Refusal>((resolve, reject) => {
    const ws = new WebSocket(url, { headers })
    ws.binaryType = 'nodebuffer'
    // from the start: the first frame may come with the upgrade's answer
    const printed: Printed = { text: '', binary: true }
    ws.on('message', (data: Buffer, isBinary) => {
      printed.text += data.toString()
      printed.binary &&= isBinary
      ws.emit('printed')
    })
    ws.once('open', () => resolve({ ws, printed }))
    ws.once('unexpected-response', (_req, res) => {
      let body = ''
      res.on('data', (c: Buffer) => (body += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    ws.once('error', reject)
  })
}

async function open(url: string) {
  const res = await connect(url)
  if ('status' in res) throw new Error(`refused: ${res.status} ${res.body}`)
  return res
}

async function refused(url: string, headers?: Record<string, string>) {
  const res = await connect(url, headers)
  if ('ws' in res) {
    res.ws.close()
    throw new Error('the console opened')
  }
  return { status: res.status, body: JSON.parse(res.body) as Record<string, string> }
}

/** Waits until what the console printed matches; returns it and starts afresh. */
function readUntil({ ws, printed }: Console, until: RegExp) {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out; got ${printed.text}`)), 5000)
    const check = () => {
      if (!until.test(printed.text)) return
      clearTimeout(timer)
      ws.off('printed', check)
      const text = printed.text
      printed.text = ''
      resolve(text)
    }
    ws.on('printed', check)
    check()
  })
}

describe('serial console stream', () => {
  it('streams the boot log in binary frames and answers at the login prompt', async () => {
    const instance = inState('running')
    const res = await open(streamUrl(instance.name, projectName(instance)))
    const boot = await readUntil(res, /login: $/)
    expect(boot.startsWith('Booting from Hard Disk...\r\n')).toBe(true)
    expect(boot.endsWith(`${instance.hostname} login: `)).toBe(true)
    res.ws.send(Buffer.from('ubuntu\r'))
    expect(await readUntil(res, /Password: $/)).toBe('ubuntu\r\nPassword: ')
    expect(res.printed.binary).toBe(true)
    res.ws.close()
  })

  it('finds the instance by id without a project', async () => {
    const instance = inState('running')
    const res = await open(streamUrl(instance.id))
    expect(await readUntil(res, /login: $/)).toContain('Booting')
    res.ws.close()
  })

  it('refuses without credentials, from another origin, for an unknown or stopped instance', async () => {
    const running = inState('running')
    const url = streamUrl(running.name, projectName(running))
    const anonymous = await refused(url, {})
    expect(anonymous).toMatchObject({ status: 401, body: { error_code: 'Unauthorized' } })

    const foreign = await refused(url, { cookie, origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)

    const missing = await refused(streamUrl('no-such-instance', projectName(running)))
    expect(missing).toMatchObject({ status: 404, body: { error_code: 'ObjectNotFound' } })
    expect(missing.body.request_id).toBeTruthy()

    const stopped = inState('stopped')
    expect(await refused(streamUrl(stopped.name, projectName(stopped)))).toMatchObject({
      status: 400,
      body: { message: `instance "${stopped.name}" is stopped: no serial console` },
    })

    // a name needs its project
    expect((await refused(streamUrl(running.name))).status).toBe(400)
  })

  it('hangs up when the instance stops', async () => {
    const instance = inState('running')
    const res = await open(streamUrl(instance.id))
    await readUntil(res, /login: $/)
    const closed = new Promise<number>((resolve) =>
      res.ws.once('close', (code: number) => resolve(code)),
    )
    instance.run_state = 'stopping'
    expect(await closed).toBe(1000)
    expect(res.printed.text).toContain('reboot: Power down')
    instance.run_state = 'running'
  })
})
