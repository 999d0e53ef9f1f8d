import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { getResponse } from 'msw'
import { createRouter, type Router } from './transport/api-routes'
import { recordAudit } from './store/audit'
import { authenticate, authenticateWithMethod, SESSION_COOKIE } from './access/auth'
import {
  CHAOS_EXEMPT,
  chaosFailure,
  delay,
  parseChaos,
  parseLatency,
  type Latency,
} from './knobs/chaos'
import { API_VERSION } from './transport/contract-document'
import { db } from './store/db'
import { edgeModeFromEnv, edgeResponse, unpadRequest, unpadUrl } from './seed/edge-data'
import { normalizeErrorResponse } from './transport/error-body'
import { errorResponse, invalidRequest, newRequestId } from './transport/errors'
import { contractOperationId } from './handlers'
import { withHeaders } from './transport/security-headers'
import { DEFAULT_SILO, DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from './seed'
import { createUpgradeHandler } from './transport/serial-console-stream'
import { createStaticHandler } from './transport/static-files'
import { keepRawBody } from './transport/raw-body'
import { contentTypeError, overNexusLimits, prepareRequest } from './transport/request-body'

/**
 * The mock server: the API of the contract, answered by the generated msw
 * handlers over the in-memory database, and the console's bundle as the
 * platform serves it (`transport/static-files.ts`); the serial console's WebSocket
 * stream is served beside them.
 *
 *   PORT             port to listen on (default 4000), on localhost (IPv4 and IPv6)
 *   OUT_DIR          the console's bundle: index.html and assets/ (default `out`, relative to the cwd)
 *   MOCK_LATENCY_MS  `200-400` (default), a fixed number, or `0`
 *   MOCK_CHAOS       fraction of API calls to fail at random (default 0)
 *   MOCK_INSTANCES   extra instances in mock-project (default 0)
 *   MOCK_IMAGES, MOCK_DISKS  extra project images and detached disks in mock-project (default 0)
 *   MOCK_FIREWALL_RULES      extra rules on mock-project's default VPC, at most 1024 in all (default 0)
 *   MOCK_AUDIT_ENTRIES       audit-log entries seeded over the past week (default 30)
 *   MOCK_TRANSITION_MS       each hop of an instance's state (default `2000-4000`; `0`: at once)
 *   MOCK_DISK_TRANSITION_MS  a disk's creating, attaching and detaching, a snapshot's
 *                            creating (default 500)
 *   MOCK_SESSION_IDLE_S      a session unused this long ends (default 28800: 8 hours)
 *   MOCK_SESSION_ABSOLUTE_S  a session this old ends, used or not (default 86400: 24 hours)
 *   MOCK_EDGE                `1`: answers at the contract's edges (seed/edge-data.ts): names at 63
 *                            characters, integers at their maximum, optional fields absent,
 *                            repeated items, unknown strings, far-off timestamps (default off)
 */

export type AppOptions = {
  outDir?: string
  latency?: Latency
  chaos?: number
  /** answer GETs at the contract's edges (`MOCK_EDGE=1`, seed/edge-data.ts) */
  edge?: boolean
  /** the origin API requests are resolved against, e.g. http://localhost:4000 */
  origin?: string
}

/** Operations a caller may use without credentials. */
const PUBLIC_OPERATIONS = new Set([
  'loginLocal',
  'loginSaml',
  'logout',
  'deviceAuthRequest',
  'deviceAccessToken',
  // a health check, unauthenticated in Nexus too
  'ping',
])

/** Responses to these are the OAuth protocol's, not Nexus's error shape. */
const OAUTH_OPERATIONS = new Set(['deviceAuthRequest', 'deviceAccessToken'])

export function isApiRequest(method: string, pathname: string) {
  if (pathname.startsWith('/v1/') || pathname.startsWith('/experimental/')) return true
  const read = method === 'GET' || method === 'HEAD'
  return !read && (pathname.startsWith('/login/') || pathname.startsWith('/device/'))
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD'

export function createApp(options: AppOptions = {}) {
  const router: Router = createRouter()
  const serveStatic = createStaticHandler(options.outDir ?? process.env.OUT_DIR ?? 'out', {
    signedIn: (request) => authenticate(request) !== undefined,
    silo: DEFAULT_SILO,
  })
  const latency = options.latency ?? parseLatency(process.env.MOCK_LATENCY_MS)
  const chaos = options.chaos ?? parseChaos(process.env.MOCK_CHAOS)
  const edge = options.edge ?? edgeModeFromEnv()

  async function runOperation(
    request: Request,
    operation: string,
    handler: Router['routes'][number]['handler'],
  ) {
    try {
      const prepared = await prepareRequest(request, contractOperationId(operation))
      const overLimit = await overNexusLimits(prepared)
      if (overLimit) return overLimit
      const res = await getResponse([handler], prepared, { baseUrl: new URL(request.url).origin })
      // msw's own matching disagreed with ours: treat the path as unknown
      return res ?? errorResponse(404, 'NotFound', 'Not Found')
    } catch (err) {
      if (err instanceof SyntaxError) {
        // Dropshot's words, before the parser's reason
        return invalidRequest(`unable to parse JSON body: ${err.message}`)
      }
      if (err instanceof Response) return err
      console.error(`mock: ${operation} failed`, err)
      return errorResponse(500, 'Internal', 'Internal Server Error')
    }
  }

  async function handleApi(asked: Request, sourceIp: string): Promise<Response> {
    const started = new Date()
    // edge mode answers with names padded to 63 characters, and takes them back here
    const request = edge ? await unpadRequest(asked) : asked
    const { pathname } = new URL(request.url)
    const match = router.match(request.method, pathname)
    if (match.kind === 'unknown-path') return errorResponse(404, 'NotFound', 'Not Found')
    if (match.kind === 'wrong-method') {
      const res = errorResponse(405, 'MethodNotAllowed', 'Method Not Allowed')
      res.headers.set('Allow', match.allowed.join(', '))
      return res
    }
    // as in Nexus, a client built for another contract is refused before its body or
    // credentials are looked at: it would misread whatever came back
    const version = request.headers.get('api-version')
    if (version !== null && version !== API_VERSION) {
      return invalidRequest(
        `unsupported API version ${JSON.stringify(version)}: this server speaks ${API_VERSION}`,
      )
    }
    const { operation, handler } = match.route
    await delay(latency)
    if (chaos > 0 && !CHAOS_EXEMPT.has(operation) && Math.random() < chaos) {
      return chaosFailure()
    }
    // a body of the wrong type is refused before credentials are looked at, as in Nexus
    const wrongType = contentTypeError(request, contractOperationId(operation))
    if (wrongType) return wrongType
    const auth = authenticateWithMethod(request)
    const actor = auth?.actor
    if (!actor && !PUBLIC_OPERATIONS.has(operation)) {
      return errorResponse(401, 'Unauthorized', 'credentials missing or invalid')
    }

    let res = await runOperation(request, operation, handler)
    if (!OAUTH_OPERATIONS.has(operation)) res = await normalizeErrorResponse(res)
    if (edge) res = await edgeResponse(request.method, contractOperationId(operation), res)

    if (isWrite(request.method) && !OAUTH_OPERATIONS.has(operation)) {
      const errorBody =
        res.status >= 400
          ? ((await res.clone().json()) as {
              error_code?: string
              message?: string
              request_id?: string
            })
          : undefined
      const requestId = errorBody?.request_id ?? newRequestId()
      recordAudit({
        operationId: contractOperationId(operation),
        request,
        actor: actor ?? actorFromLogin(res),
        authMethod: auth?.method ?? null,
        status: res.status,
        started,
        sourceIp,
        requestId,
        errorBody,
      })
      // as in Nexus, the answer names its request, so a client can find it in the log
      const headers = new Headers(res.headers)
      headers.set('x-request-id', requestId)
      res = new Response(res.body, { status: res.status, statusText: res.statusText, headers })
    }
    return res
  }

  /** The user a successful login just created a session for. */
  function actorFromLogin(res: Response) {
    const cookie = res.headers.get('set-cookie')
    const token = cookie?.startsWith(`${SESSION_COOKIE}=`) ? cookie.split(';')[0].split('=')[1] : ''
    if (!token) return undefined
    return authenticate(
      new Request('http://localhost/', { headers: { cookie: `${SESSION_COOKIE}=${token}` } }),
    )
  }

  /** The whole server as a Fetch function: what the tests call in-process. */
  async function handle(request: Request, sourceIp = '127.0.0.1'): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (isApiRequest(request.method, pathname)) {
      const res = await handleApi(request, sourceIp)
      return withHeaders(res, { 'X-Mock-Api': '1', 'Cache-Control': 'no-store' })
    }
    return withHeaders(await serveStatic(request))
  }

  return { handle, router }
}

export type App = ReturnType<typeof createApp>

const MAX_BODY_BYTES = 32 * 1024 * 1024

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new Error('request body too large'))
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolveBody(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/**
 * What was read, as a stream over the same memory: a Request given bytes copies them,
 * which for the hundreds of half-MiB bulk writes of an upload (read from the listener's
 * Buffer, never through the Request) was a copy and its garbage per write for nothing. A
 * handler that reads the body reads it from here as it would any other.
 */
const streamOf = (buf: Buffer) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(buf.buffer as ArrayBuffer, buf.byteOffset, buf.length))
      controller.close()
    },
  })

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/

/**
 * The Node side: IncomingMessage → Request → app → ServerResponse. API answers are
 * gzipped when welcome; the console's files never are here, as the platform sends
 * only the `.gz` files of the bundle compressed.
 */
export function createListener(app: App, origin: string) {
  return async function listener(req: IncomingMessage, res: ServerResponse) {
    try {
      const headers = new Headers()
      for (const [k, v] of Object.entries(req.headers)) {
        if (v === undefined || k.startsWith(':')) continue
        headers.set(k, Array.isArray(v) ? v.join(', ') : v)
      }
      const method = req.method ?? 'GET'
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
      let url: URL
      try {
        url = new URL(req.url ?? '/', origin)
      } catch {
        url = new URL('/', origin)
      }
      // a stream body is read one way only, which Node's Request asks to be told
      const init: RequestInit & { duplex: 'half' } = {
        method,
        headers,
        body: body && body.length > 0 ? streamOf(body) : undefined,
        duplex: 'half',
      }
      const request = new Request(new URL(url.pathname + url.search, origin), init)
      if (body && body.length > 0) keepRawBody(request, body)
      const response = await app.handle(request, req.socket.remoteAddress ?? '127.0.0.1')
      const compress = isApiRequest(method, url.pathname)
      await writeResponse(req, res, response, { head: method === 'HEAD', compress })
    } catch (err) {
      console.error('mock: request failed', err)
      if (!res.headersSent) {
        const fallback = withHeaders(errorResponse(400, 'InvalidRequest', (err as Error).message))
        await writeResponse(req, res, fallback, { head: false, compress: false })
      } else res.end()
    }
  }
}

async function writeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  { head, compress }: { head: boolean; compress: boolean },
) {
  let body: Buffer = Buffer.from(await response.arrayBuffer())
  const headers = new Map<string, string | string[]>()
  response.headers.forEach((v, k) => headers.set(k, v))
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers.set('set-cookie', cookies)

  const type = response.headers.get('content-type') ?? ''
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  if (compress && accepts && body.length > 1024 && COMPRESSIBLE.test(type)) {
    body = gzipSync(body)
    headers.set('content-encoding', 'gzip')
    headers.set('vary', 'Accept-Encoding')
  }
  if (!head || body.length) headers.set('content-length', String(body.length))
  res.writeHead(response.status, Object.fromEntries(headers))
  res.end(head ? undefined : body)
}

/**
 * Node closes a kept-alive socket after 5 s idle. A client that picks that
 * socket for its next request just as it closes gets ECONNRESET; browsers
 * retry that, Node clients (Playwright's request context, curl scripts) don't.
 * Holding idle sockets for minutes moves the race out of any pause a test
 * or a person makes.
 */
function withLongKeepAlive(server: Server) {
  server.keepAliveTimeout = 10 * 60_000
  return server
}

/** Listen on localhost over IPv4 and, when the host has it, IPv6 too. */
export async function startServer(port: number, options: AppOptions = {}) {
  const listenOn = (server: Server, host: string, p: number) =>
    new Promise<number>((resolveListen, reject) => {
      server.once('error', reject)
      server.listen(p, host, () => resolveListen((server.address() as AddressInfo).port))
    })
  const v4 = withLongKeepAlive(createServer())
  const actualPort = await listenOn(v4, '127.0.0.1', port)
  const origin = options.origin ?? `http://localhost:${actualPort}`
  const app = createApp(options)
  const listener = createListener(app, origin)
  // WebSockets: the serial console stream
  const { onUpgrade: upgrade, hangUp } = createUpgradeHandler(origin)
  const edge = options.edge ?? edgeModeFromEnv()
  const onUpgrade: typeof upgrade = (req, socket, head) => {
    if (edge && req.url) {
      const url = unpadUrl(new URL(req.url, origin))
      req.url = url.pathname + url.search
    }
    upgrade(req, socket, head)
  }
  v4.on('request', listener)
  v4.on('upgrade', onUpgrade)
  const servers = [v4]
  const v6 = withLongKeepAlive(createServer(listener))
  v6.on('upgrade', onUpgrade)
  try {
    await listenOn(v6, '::1', actualPort)
    servers.push(v6)
  } catch {
    // no IPv6 loopback here: IPv4 alone
  }
  return {
    port: actualPort,
    origin,
    app,
    close: () => {
      hangUp()
      return Promise.all(servers.map((s) => new Promise((r) => s.close(r))))
    },
  }
}

async function main() {
  const { fleetAdminToken } = seed()
  const port = Number(process.env.PORT ?? 4000)
  const server = await startServer(port)
  const implemented = server.app.router.routes.filter((r) => r.implemented).length
  console.log(`Mock API and console on http://localhost:${server.port}`)
  console.log(
    `  ${implemented} of ${server.app.router.routes.length} API operations implemented; ` +
      `${db.projects.length} projects, ${db.instances.length} instances`,
  )
  console.log(`  Demo accounts (silo acme, password "${DEMO_PASSWORD}"):`)
  for (const a of DEMO_ACCOUNTS) console.log(`    ${a.username.padEnd(14)} ${a.role}`)
  console.log('  SAML silo globex: POST /login/globex/saml/globex-sso signs in as globex-admin')
  console.log(`  Bearer token of fleet-admin: ${fleetAdminToken}`)
  if (edgeModeFromEnv()) console.log("  MOCK_EDGE: answers at the contract's edges")
}

if (/mocks[\\/]server\.ts$/.test(process.argv[1] ?? '')) {
  main().catch((err) => {
    console.error(err)
    process.exit(1)
  })
}
