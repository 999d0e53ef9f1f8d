// `npm run dev`: the console and its API on one origin, http://localhost:4000 (env PORT),
// listening on 127.0.0.1 only (env HOST to choose another address).
//
//   browser ──► this server ─┬─► next dev (pages, assets, HMR)
//                            └─► the API: API and auth paths (scripts/dev-proxy-paths.mjs)
//
// The API is the mock server (mocks/server.ts), which this script starts on port 4001 (env
// MOCK_PORT) and stops when it exits, or, when OXIDE_API_URL names a rack (e.g.
// https://oxide.sys.rack.example.com), that rack. For a rack the proxy presents the rack's
// own host name and verifies its TLS certificate (OXIDE_INSECURE=1 skips that for a
// self-signed one), and rewrites the session cookie so the browser keeps it for localhost.
// WebSocket upgrades (the serial console) follow the same split as plain requests. API requests
// and upgrades from another site's page are refused (scripts/dev-proxy-origin.mjs).
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createProxyMiddleware } from 'http-proxy-middleware'
import next from 'next'

import { consoleUrl, listenHost, originVerdict, ownOrigins } from './dev-proxy-origin.mjs'
import { insecureSetCookie, isApiRequest, localLocation } from './dev-proxy-paths.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.PORT || 4000)
const host = listenHost(process.env)
const mockPort = Number(process.env.MOCK_PORT || 4001)
const remoteUrl = process.env.OXIDE_API_URL?.trim() || ''
const insecure = process.env.OXIDE_INSECURE === '1'
// This server speaks plain HTTP, so a cookie marked Secure by an HTTPS rack must lose the
// flag here or the browser drops it.
const localIsHttps = false

/** Parses OXIDE_API_URL to its origin, or exits with a message saying what is wrong. */
function remoteOrigin(value) {
  let url
  try {
    url = new URL(value)
  } catch {
    fail(`OXIDE_API_URL is not a URL: ${value}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    fail(`OXIDE_API_URL must be an http(s) URL: ${value}`)
  }
  if (url.pathname !== '/' || url.search) {
    console.warn(`dev: OXIDE_API_URL path and query are ignored; using ${url.origin}`)
  }
  return url.origin
}

function fail(message) {
  console.error(`dev: ${message}`)
  process.exit(1)
}

const remote = remoteUrl ? remoteOrigin(remoteUrl) : null
const target = remote ?? `http://127.0.0.1:${mockPort}`
const own = ownOrigins(port, host)

/** The Origin to present upstream, or null when the request must be refused. */
function checkOrigin(req) {
  const verdict = originVerdict(req.headers.origin, { own, remote })
  if (!verdict.allow) {
    console.warn(`dev: refused ${req.method} ${req.url} from origin ${req.headers.origin}`)
    return null
  }
  return verdict
}

/** The refusal, worded the way the API reports errors. */
function refusalBody(req) {
  return JSON.stringify({
    error_code: 'Forbidden',
    message: `The dev proxy only forwards API requests from its own origin, not ${req.headers.origin}`,
    request_id: randomUUID(),
  })
}

// ---------------------------------------------------------------------------------------------
// The mock server, as a child process: what `npx tsx mocks/server.ts` runs, but started as
// `node --import tsx mocks/server.ts`, a single process without npm's and tsx's wrappers.
// It stays in our process group, so whatever stops the group (Ctrl-C in a terminal,
// Playwright's SIGKILL of a webServer) stops it too, and killing it alone really stops it:
// a SIGTERM to `npm exec` leaves tsx and its node running.

/** @type {import('node:child_process').ChildProcess | null} */
let mock = null
let shuttingDown = false

function startMock() {
  mock = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(mockPort) },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  mock.on('error', (err) => fail(`could not start the mock server: ${err.message}`))
  mock.on('exit', (code, signal) => {
    mock = null
    if (shuttingDown) return
    console.error(
      `dev: the mock server stopped (${signal ?? `exit code ${code}`}); stopping the dev server`,
    )
    shutdown(1)
  })
}

function stopMock() {
  if (mock?.exitCode === null && mock.signalCode === null) mock.kill('SIGTERM')
}

/** Resolves once something accepts connections on the port, or after `timeoutMs`. */
async function waitForPort(portToCheck, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !shuttingDown) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(portToCheck, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

// ---------------------------------------------------------------------------------------------
// The API proxy.

/** Answers a failed proxy request the way the API reports errors, instead of crashing. */
function onProxyError(err, req, res) {
  const requestId = randomUUID()
  const code = /** @type {NodeJS.ErrnoException} */ (err).code
  let reason = code ?? err.message
  if (remote && !insecure && /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/.test(String(code))) {
    reason += ' (a self-signed certificate? OXIDE_INSECURE=1 skips the check)'
  }
  const where = remote ? `the rack at ${remote}` : `the mock server at ${target}`
  console.error(`dev: ${req.method} ${req.url} → ${where} failed: ${reason} (${requestId})`)
  // For a WebSocket upgrade `res` is the client's socket: all we can do is close it.
  if (!(res instanceof http.ServerResponse)) {
    res?.destroy?.()
    return
  }
  if (res.headersSent) {
    res.destroy()
    return
  }
  const body = JSON.stringify({
    error_code: 'BadGateway',
    message: `The dev proxy could not reach ${where}: ${reason}`,
    request_id: requestId,
  })
  res.writeHead(502, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  })
  res.end(body)
}

/**
 * Makes the API's answers work on this origin. Cookies: the domain is dropped by
 * `cookieDomainRewrite` (a host-only cookie for localhost); here `Secure` is dropped when this
 * origin is plain HTTP, and with it `SameSite=None`, which browsers refuse without `Secure`.
 * Redirects: a rack sending the browser to its own origin (e.g. a 303 after a SAML login) is
 * made relative, so the browser stays here.
 */
function onProxyRes(proxyRes) {
  const cookies = proxyRes.headers['set-cookie']
  if (cookies && !localIsHttps) proxyRes.headers['set-cookie'] = insecureSetCookie(cookies)
  if (remote && proxyRes.headers.location) {
    proxyRes.headers.location = localLocation(proxyRes.headers.location, remote)
  }
}

/** @param {import('node:http').ClientRequest} proxyReq @param {import('node:http').IncomingMessage} req */
function presentOrigin(proxyReq, req) {
  const verdict = originVerdict(req.headers.origin, { own, remote })
  if (verdict.allow && verdict.origin) proxyReq.setHeader('origin', verdict.origin)
}

const apiProxy = createProxyMiddleware({
  target,
  pathFilter: (pathname, req) => isApiRequest(req.method, pathname),
  // Upgrades are routed by our own 'upgrade' listener below and handed to apiProxy.upgrade;
  // with `ws: true` the middleware would also subscribe to the server by itself.
  ws: false,
  // The mock sees the browser's Host (localhost:4000) and builds its URLs with it; a rack
  // needs its own name for TLS (SNI) and routing.
  changeOrigin: Boolean(remote),
  secure: !insecure,
  cookieDomainRewrite: { '*': '' },
  on: {
    // The browser sends this origin; a rack checking Origin expects its own. Requests from
    // other origins were refused before they got here.
    proxyReq: presentOrigin,
    proxyReqWs: presentOrigin,
    proxyRes: onProxyRes,
    error: onProxyError,
  },
})

// ---------------------------------------------------------------------------------------------
// next dev, as a custom server.

// Next attaches its own upgrade listener (HMR at /_next/hmr) to `httpServer` at the first
// request it handles, by default to the real server, where it would also see the API's
// upgrades. Handing it a private emitter instead lets the listener below choose who gets an
// upgrade. (app.getUpgradeHandler() does not help here: in dev it reaches the page server's
// handleUpgrade(), which is a no-op; HMR lives in the router server's handler.)
const nextUpgrades = new EventEmitter()

const app = next({
  dev: true,
  dir: root,
  hostname: 'localhost',
  port,
  // The same bundler as `npm run build` (see the README on why the export uses webpack).
  webpack: true,
  httpServer: /** @type {import('node:http').Server} */ (/** @type {unknown} */ (nextUpgrades)),
})
const handle = app.getRequestHandler()

const server = http.createServer((req, res) => {
  if (isApiRequest(req.method, req.url) && !checkOrigin(req)) {
    const body = refusalBody(req)
    res.writeHead(403, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    })
    res.end(body)
    return
  }
  apiProxy(req, res, () => {
    handle(req, res).catch((err) => {
      console.error('dev: next failed on', req.url, err)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('Internal error in next dev; see the dev server log.')
    })
  })
})

server.on('upgrade', (req, socket, head) => {
  socket.on('error', () => {})
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
  if (isApiRequest(req.method, pathname)) {
    if (!checkOrigin(req)) {
      const body = refusalBody(req)
      socket.end(
        `HTTP/1.1 403 Forbidden\r\ncontent-type: application/json\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      )
      return
    }
    apiProxy.upgrade(req, socket, head)
  } else if (nextUpgrades.listenerCount('upgrade') > 0) {
    nextUpgrades.emit('upgrade', req, socket, head)
  } else {
    // Next has not handled a request yet, so nothing of it is listening; the client retries.
    socket.destroy()
  }
})

// ---------------------------------------------------------------------------------------------
// Start and stop.

function shutdown(code = 0) {
  if (shuttingDown) return
  shuttingDown = true
  stopMock()
  server.close()
  server.closeAllConnections()
  // next dev can take a moment to wind down its watchers; don't wait on it for long.
  const timer = setTimeout(() => process.exit(code), 3000)
  timer.unref()
  app
    .close()
    .catch(() => {})
    .finally(() => process.exit(code))
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (shuttingDown) process.exit(1) // a second Ctrl-C: don't wait
    shutdown(0)
  })
}
// Whatever way we go, don't leave the mock server behind.
process.on('exit', stopMock)

if (remote) {
  console.log(
    `dev: API → ${remote} (remote rack; TLS ${insecure ? 'NOT verified (OXIDE_INSECURE=1)' : 'verified'})`,
  )
} else {
  console.log(`dev: API → mock server at ${target} (mocks/server.ts via tsx, PORT=${mockPort})`)
  startMock()
}

server.on('error', (err) => fail(`cannot listen on ${host}:${port}: ${err.message}`))

await app.prepare()
server.listen(port, host, () => {
  console.log(`dev: console and API at ${consoleUrl(port, host)} (listening on ${host})`)
})

if (!remote) {
  if (await waitForPort(mockPort, 60_000)) console.log(`dev: mock server ready on ${target}`)
  else if (!shuttingDown) console.warn(`dev: mock server not answering on ${target} yet`)
}
