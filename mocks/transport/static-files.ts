import { constants } from 'node:fs'
import { lstat, open } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { DEMO_MARKER } from '@/lib/core/demo-marker'
import { errorResponse, invalidRequest } from './errors'

/**
 * The console's bundle, served by the platform's rules (Nexus's console endpoints), so
 * that what works against the mock works on a rack:
 *
 * - `index.html`, the only file taken from the root of the static directory, for the
 *   console's pages: to a signed-in caller, or else a redirect to the silo's login page
 *   that comes back here; the login pages themselves are public;
 * - `GET /login`: straight to the silo's login page, carrying a `redirect_uri`;
 * - `/assets/…`: files under `assets/` of a few extensions, each beside its `.gz` when
 *   it is compressible, never compressed on the fly;
 * - anything else: a 404 in the API's error shape; a known path with another method
 *   than GET (HEAD included, as Dropshot has no implicit HEAD): 405.
 *
 * `index.html` goes out marked as demo mode, which shows the technical-preview banner
 * from the first paint (a real rack serves the same file unmarked).
 */

/** `<html lang="en">` → `<html data-demo lang="en">`: the page's first tag only. */
export function markDemoMode(html: string): string {
  return html.replace(/<html(?=[\s>])/i, `<html ${DEMO_MARKER}`)
}

/** The only extensions Nexus serves under /assets/, each with the media type it goes out as. */
const ASSET_TYPES = new Map<string, string>([
  ['css', 'text/css; charset=utf-8'],
  ['html', 'text/html; charset=utf-8'],
  ['js', 'text/javascript; charset=utf-8'],
  ['map', 'application/json'],
  ['png', 'image/png'],
  ['svg', 'image/svg+xml'],
  ['txt', 'text/plain; charset=utf-8'],
  ['webp', 'image/webp'],
  ['woff', 'font/woff'],
  ['woff2', 'font/woff2'],
])

/** The media type of an asset the platform would serve, or undefined (case-sensitive, as there). */
const assetContentType = (file: string): string | undefined =>
  ASSET_TYPES.get(extname(file).slice(1))

const IMMUTABLE = 'max-age=31536000, immutable'

/** `/projects/{path:.*}` and its kin: the bare prefix, and anything below it. */
const PAGE_PREFIXES = ['/projects', '/settings', '/system', '/lookup']
const PAGE_PATHS = new Set([
  '/',
  '/projects-new',
  '/images',
  '/utilization',
  '/access',
  '/device/verify',
  '/device/success',
])

const isPage = (path: string) =>
  PAGE_PATHS.has(path) || PAGE_PREFIXES.some((p) => path === p || path.startsWith(p + '/'))

/** `/login/{silo}/local` and `/login/{silo}/saml/{provider}`: one whole segment each. */
function isLoginPage(path: string) {
  const s = path.split('/').slice(1)
  if (s[0] !== 'login' || s.some((segment) => segment === '')) return false
  return (s.length === 3 && s[2] === 'local') || (s.length === 4 && s[2] === 'saml')
}

const isAssetPath = (path: string) => path === '/assets' || path.startsWith('/assets/')

/** Whether a request's Accept-Encoding takes gzip, by RFC 9110's rules (q=0 refuses). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false
  let gzip: number | undefined
  let any: number | undefined
  for (const part of header.split(',')) {
    const [coding, ...params] = part.split(';').map((p) => p.trim().toLowerCase())
    let q = 1
    for (const param of params) {
      const m = /^q\s*=\s*([0-9.]+)$/.exec(param)
      if (m) q = Number.isFinite(Number(m[1])) ? Number(m[1]) : 0
    }
    if (coding === 'gzip' || coding === 'x-gzip') gzip = Math.max(gzip ?? 0, q)
    else if (coding === '*') any = q
  }
  return (gzip ?? any ?? 0) > 0
}

/**
 * Whether a `redirect_uri` stays on this server: a path (which has no scheme), but not
 * `//host`, another host to a browser, nor one with a backslash or a control character,
 * which browsers turn into a slash or drop before they read the URL (`/\\evil.example`,
 * `/<TAB>/evil.example`).
 */
export function isRelativeUri(uri: string): boolean {
  const control = [...uri].some((c) => c < ' ' || c === '\x7f')
  return uri.startsWith('/') && !uri.startsWith('//') && !uri.includes('\\') && !control
}

const notFound = () => errorResponse(404, 'NotFound', 'Not Found')

function methodNotAllowed() {
  const res = errorResponse(405, 'MethodNotAllowed', 'Method Not Allowed')
  res.headers.set('Allow', 'GET')
  return res
}

/** What a Response takes as its body (a Buffer typed over any ArrayBufferLike does not). */
type Bytes = Uint8Array<ArrayBuffer>

const redirect = (location: string) =>
  new Response(null, { status: 302, headers: { Location: location } })

/** Read from a file opened without following a symlink, so a link is never served. */
async function readRegularFile(path: string): Promise<Bytes | undefined> {
  let handle
  try {
    handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0))
  } catch {
    return undefined // missing, or a symlink (ELOOP)
  }
  try {
    return (await handle.stat()).isFile() ? await handle.readFile() : undefined
  } finally {
    await handle.close()
  }
}

const bytesResponse = (body: Bytes, headers: Record<string, string>) =>
  new Response(body, { headers: { ...headers, 'Content-Length': String(body.length) } })

async function isRegularFile(path: string) {
  try {
    return (await lstat(path)).isFile()
  } catch {
    return false
  }
}

export type StaticOptions = {
  /** whether the request carries a valid session cookie or bearer token */
  signedIn: (request: Request) => boolean
  /** the silo whose login page a signed-out visitor is sent to */
  silo: string
}

export function createStaticHandler(outDir: string, { signedIn, silo }: StaticOptions) {
  const root = resolve(outDir)
  const assetsRoot = join(root, 'assets')
  const loginPage = `/login/${encodeURIComponent(silo)}/local`
  const toLogin = (redirectUri?: string) =>
    redirectUri === undefined
      ? loginPage
      : `${loginPage}?${new URLSearchParams({ redirect_uri: redirectUri })}`

  // a rebuild while the server runs rewrites the file: kept until its mtime or size moves
  let index: { mtimeMs: number; size: number; body: Bytes } | undefined

  async function indexHtml(): Promise<Response> {
    const file = join(root, 'index.html')
    let handle
    try {
      handle = await open(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0))
    } catch {
      return notFound()
    }
    try {
      // the same open file's stat and contents, so a half-finished rewrite is read again
      const stats = await handle.stat()
      if (!stats.isFile()) return notFound()
      if (!index || index.mtimeMs !== stats.mtimeMs || index.size !== stats.size) {
        const html = await handle.readFile({ encoding: 'utf8' })
        index = { mtimeMs: stats.mtimeMs, size: stats.size, body: Buffer.from(markDemoMode(html)) }
      }
    } finally {
      await handle.close()
    }
    return bytesResponse(index.body, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    })
  }

  /** `a/b.js` (still percent-encoded) → the file under assets/, or undefined. */
  async function assetFile(rest: string): Promise<string | undefined> {
    const segments: string[] = []
    for (const raw of rest.split('/')) {
      let segment: string
      try {
        segment = decodeURIComponent(raw)
      } catch {
        return undefined // malformed percent-encoding
      }
      if (
        segment === '' ||
        segment === '.' ||
        segment === '..' ||
        /[/\\\0]/.test(segment) // an encoded slash or NUL, or a backslash
      ) {
        return undefined
      }
      segments.push(segment)
    }
    if (!assetContentType(segments[segments.length - 1])) return undefined
    // every directory on the way must be a real one, not a link out of assets/
    let dir = assetsRoot
    for (const segment of ['', ...segments.slice(0, -1)]) {
      dir = join(dir, segment)
      try {
        const stats = await lstat(dir)
        if (!stats.isDirectory()) return undefined
      } catch {
        return undefined
      }
    }
    return join(dir, segments[segments.length - 1])
  }

  async function asset(request: Request, rest: string): Promise<Response> {
    const file = await assetFile(rest)
    // a .gz goes out only in place of a file that would be served itself
    if (!file || !(await isRegularFile(file))) return notFound()
    const headers: Record<string, string> = {
      'Content-Type': assetContentType(file)!,
      'Cache-Control': IMMUTABLE,
    }
    const packed = `${file}.gz`
    if (await isRegularFile(packed)) {
      headers.Vary = 'Accept-Encoding'
      if (acceptsGzip(request.headers.get('accept-encoding'))) {
        const gz = await readRegularFile(packed)
        if (gz) return bytesResponse(gz, { ...headers, 'Content-Encoding': 'gzip' })
      }
    }
    const plain = await readRegularFile(file)
    return plain ? bytesResponse(plain, headers) : notFound()
  }

  function login(url: URL): Response {
    const given = url.searchParams.getAll('redirect_uri')
    if (given.length === 0) return redirect(toLogin())
    if (given.length > 1) return invalidRequest('redirect_uri may be given once only')
    const [uri] = given
    if (!isRelativeUri(uri)) {
      return invalidRequest(
        `redirect_uri must be a path on this server, such as /projects, not ${JSON.stringify(uri)}`,
      )
    }
    return redirect(toLogin(uri))
  }

  return async function serveStatic(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const path = url.pathname
    const known = isPage(path) || isLoginPage(path) || path === '/login' || isAssetPath(path)
    if (!known) return notFound()
    if (request.method !== 'GET') return methodNotAllowed()

    if (path === '/login') return login(url)
    if (isAssetPath(path)) return asset(request, path.slice('/assets/'.length))
    if (isLoginPage(path) || signedIn(request)) return indexHtml()
    return redirect(toLogin(path + url.search))
  }
}
