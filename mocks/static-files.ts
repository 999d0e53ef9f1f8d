import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { matchRoute, type RouteManifest } from '@/lib/route-manifest'
import { DEMO_MARKER } from '@/lib/demo-marker'

/**
 * Serves the static export in `out/`: an exact file first, then the route
 * manifest (dynamic pages are files with literal `[param]` names), then
 * `404.html`. Nothing outside the export directory is ever read.
 *
 * Every HTML page goes out marked as demo mode, which shows the technical-preview
 * banner from the first paint (a real rack serves the same files unmarked).
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
}

export const contentTypeOf = (file: string) =>
  CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'

/** `<html lang="en">` → `<html data-demo lang="en">`: the page's first tag only. */
export function markDemoMode(html: string): string {
  return html.replace(/<html(?=[\s>])/i, `<html ${DEMO_MARKER}`)
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

async function isFile(path: string) {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

export function createStaticHandler(outDir: string) {
  const root = resolve(outDir)
  let manifest: { mtimeMs: number; value: RouteManifest } | undefined

  /** Re-read when a rebuild rewrites it; an export without one has no dynamic routes. */
  async function loadManifest(): Promise<RouteManifest> {
    const file = join(root, 'route-manifest.json')
    try {
      const { mtimeMs } = await stat(file)
      if (!manifest || manifest.mtimeMs !== mtimeMs) {
        manifest = { mtimeMs, value: JSON.parse(await readFile(file, 'utf8')) as RouteManifest }
      }
      return manifest.value
    } catch {
      return { routes: [] }
    }
  }

  /** `/a/b` → absolute path under root, or undefined when it would leave root. */
  function inRoot(relative: string): string | undefined {
    const full = resolve(root, '.' + (relative.startsWith('/') ? relative : '/' + relative))
    return full === root || full.startsWith(root + sep) ? full : undefined
  }

  async function fileResponse(file: string, status: number, cacheControl: string, head: boolean) {
    const raw = await readFile(file)
    const body = contentTypeOf(file).startsWith('text/html')
      ? Buffer.from(markDemoMode(raw.toString('utf8')))
      : raw
    return new Response(head ? null : body, {
      status,
      headers: {
        'Content-Type': contentTypeOf(file),
        'Content-Length': String(body.length),
        'Cache-Control': cacheControl,
      },
    })
  }

  async function notFoundPage(head: boolean) {
    const page = join(root, '404.html')
    if (await isFile(page)) return fileResponse(page, 404, 'no-cache', head)
    return new Response(head ? null : 'Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
    })
  }

  return async function serveStatic(request: Request): Promise<Response> {
    const head = request.method === 'HEAD'
    if (request.method !== 'GET' && !head) {
      return new Response('Method Not Allowed', {
        status: 405,
        headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
      })
    }
    const rawPath = new URL(request.url).pathname
    let path: string
    try {
      path = decodeURIComponent(rawPath)
    } catch {
      return notFoundPage(head) // malformed percent-encoding
    }
    const segments = path.split('/')
    if (path.includes('\0') || path.includes('\\') || segments.some((s) => s === '..')) {
      return new Response(head ? null : 'Bad Request', {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      })
    }

    const exact = inRoot(path)
    if (exact && !path.endsWith('/') && (await isFile(exact))) {
      const cache = path.startsWith('/_next/static/') ? IMMUTABLE : 'no-cache'
      return fileResponse(exact, 200, cache, head)
    }

    const route = matchRoute(await loadManifest(), rawPath)
    if (route) {
      const file = inRoot(route.file)
      if (file && (await isFile(file))) return fileResponse(file, 200, 'no-cache', head)
    }
    // an export without a manifest still serves its static pages
    const trimmed = path.replace(/\/+$/, '') || '/index'
    for (const candidate of [`${trimmed}.html`, `${trimmed}/index.html`]) {
      const file = inRoot(candidate)
      if (file && (await isFile(file))) return fileResponse(file, 200, 'no-cache', head)
    }
    return notFoundPage(head)
  }
}
