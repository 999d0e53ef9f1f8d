import { STATUS_CODES, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { authenticate } from '../access/auth'
import { db, type Instance } from '../store/db'
import { normalizeErrorResponse } from './error-body'
import { errorResponse, forbidden, invalidRequest, unauthorized } from './errors'
import { settleInstances } from '../handlers/instance-rules'
import { lookupInstance } from '../access/lookup'
import { SERIAL_CONSOLE_STATES, SerialConsoleSession } from '../handlers/serial-console'

/**
 * `GET /v1/instances/{instance}/serial-console/stream` as a WebSocket
 * (the contract's `x-dropshot-websocket`): the HTTP server's `upgrade`
 * requests land here. A refused upgrade gets an ordinary HTTP error answer,
 * with the API's JSON error body, on the raw socket; an accepted one talks
 * to a `SerialConsoleSession` in binary frames until the instance stops.
 */

const STREAM_PATH = /^\/v1\/instances\/([^/]+)\/serial-console\/stream$/

/** How often an open console looks at its instance's run state. */
const WATCH_MS = 500

function headersOf(req: IncomingMessage) {
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k.startsWith(':')) continue
    headers.set(k, Array.isArray(v) ? v.join(', ') : v)
  }
  return headers
}

/** A cookie-carrying upgrade from another site's page is not the console's (CSWSH). */
function crossOrigin(req: IncomingMessage) {
  const origin = req.headers.origin
  if (!origin) return false
  try {
    return new URL(origin).host !== req.headers.host
  } catch {
    return true
  }
}

/** The instance whose console an upgrade asks for; throws an error Response to refuse. */
function acceptUpgrade(req: IncomingMessage, origin: string): Instance {
  const url = new URL(req.url ?? '/', origin)
  const match = STREAM_PATH.exec(url.pathname)
  if (!match) throw errorResponse(404, 'NotFound', 'Not Found')
  if (req.method !== 'GET') throw errorResponse(405, 'MethodNotAllowed', 'Method Not Allowed')
  if (crossOrigin(req)) throw forbidden()
  const actor = authenticate(new Request(url, { headers: headersOf(req) }))
  if (!actor) throw unauthorized()
  let key: string
  try {
    key = decodeURIComponent(match[1])
  } catch {
    throw invalidRequest('bad parameter in URL path: instance: invalid percent-encoding')
  }
  const mostRecent = url.searchParams.get('most_recent')
  if (mostRecent !== null && !/^\d+$/.test(mostRecent)) {
    throw invalidRequest('unable to parse query string: most_recent: invalid digit found in string')
  }
  settleInstances()
  const project = url.searchParams.get('project') || undefined
  const { row } = lookupInstance(actor, { instance: key, project })
  if (!SERIAL_CONSOLE_STATES.includes(row.run_state)) {
    throw invalidRequest(`instance "${row.name}" is ${row.run_state}: no serial console`)
  }
  return row
}

async function refuse(socket: Duplex, res: Response) {
  const answer = await normalizeErrorResponse(res)
  const body = Buffer.from(await answer.arrayBuffer())
  const head = [
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}`,
    'Content-Type: application/json',
    `Content-Length: ${body.length}`,
    'Cache-Control: no-store',
    'X-Mock-Api: 1',
    'Connection: close',
    '',
    '',
  ].join('\r\n')
  socket.end(Buffer.concat([Buffer.from(head), body]))
}

const bytesOf = (data: RawData) =>
  Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)

function serve(ws: WebSocket, instance: Instance) {
  const session = new SerialConsoleSession({
    hostname: instance.hostname,
    send: (bytes) => {
      if (ws.readyState === ws.OPEN) ws.send(bytes, { binary: true })
    },
  })
  session.boot()
  let last = instance.run_state
  // the guest follows its instance: a reboot replays the boot, a stop hangs up
  const watch = setInterval(() => {
    settleInstances()
    const now = db.instances.find((i) => i.id === instance.id)
    const state = now?.run_state
    if (!state || !SERIAL_CONSOLE_STATES.includes(state)) {
      session.powerOff()
      ws.close(1000, `instance ${state ?? 'deleted'}`)
    } else if (state === 'rebooting' && last !== 'rebooting') {
      session.reboot()
    }
    last = state ?? last
  }, WATCH_MS)
  ws.on('message', (data) => session.input(bytesOf(data)))
  ws.on('close', () => {
    clearInterval(watch)
    session.close()
  })
}

/**
 * The server's `upgrade` listener; `origin` resolves request targets.
 * `hangUp` ends every open console, so that the server can close.
 */
export function createUpgradeHandler(origin: string) {
  const wss = new WebSocketServer({ noServer: true })
  const hangUp = () => wss.clients.forEach((ws) => ws.terminate())
  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => {})
    let instance: Instance
    try {
      instance = acceptUpgrade(req, origin)
    } catch (err) {
      if (!(err instanceof Response)) console.error('mock: serial console upgrade failed', err)
      const res =
        err instanceof Response ? err : errorResponse(500, 'Internal', 'Internal Server Error')
      void refuse(socket, res)
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => serve(ws, instance))
  }
  return { onUpgrade, hangUp }
}
