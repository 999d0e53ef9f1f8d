/**
 * The route manifest maps URL patterns to exported HTML files, so that any
 * static server (our mock server, a platform) can serve deep links of the
 * export, where dynamic pages are written with literal brackets in their
 * file names (`projects/[project]/edit.html`).
 */
export type ManifestRoute = { pattern: string; file: string }
export type RouteManifest = { routes: ManifestRoute[] }

/** Exported HTML file (relative to out/) → URL pattern. */
export function patternForFile(file: string): string | undefined {
  if (!file.endsWith('.html')) return undefined
  const stem = file.slice(0, -'.html'.length)
  if (stem === '404' || stem === '500' || stem.startsWith('_next/')) return undefined
  if (stem === 'index') return '/'
  return '/' + stem.replace(/\/index$/, '')
}

export function buildManifest(htmlFiles: string[]): RouteManifest {
  const routes = htmlFiles
    .map((file) => ({ file, pattern: patternForFile(file) }))
    .filter((r): r is ManifestRoute => r.pattern !== undefined)
    // literal segments first, so matching can take the first hit
    .sort(
      (a, b) =>
        specificity(b.pattern) - specificity(a.pattern) || a.pattern.localeCompare(b.pattern),
    )
  return { routes }
}

const isParam = (seg: string) => seg.startsWith('[') && seg.endsWith(']')

/** Higher for more literal segments, earlier in the path. */
function specificity(pattern: string): number {
  const segs = pattern.split('/').filter(Boolean)
  return segs.reduce((acc, seg, i) => acc + (isParam(seg) ? 0 : 2 ** (16 - i)), 0)
}

function segmentsOf(path: string): string[] | undefined {
  try {
    return path
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s))
  } catch {
    return undefined // malformed percent-encoding
  }
}

/** A path's decoded segments, unless one could step out of its place (`..`, an encoded `/`). */
function safeSegments(path: string): string[] | undefined {
  const segs = segmentsOf(path)
  if (!segs || segs.some((s) => s === '..' || s === '.' || s.includes('/'))) return undefined
  return segs
}

function paramsIn(pattern: string, segs: string[]): Record<string, string> | undefined {
  const pat = pattern.split('/').filter(Boolean)
  if (pat.length !== segs.length) return undefined
  const params: Record<string, string> = {}
  for (const [i, p] of pat.entries()) {
    if (isParam(p)) params[p.slice(1, -1)] = segs[i]
    else if (p !== segs[i]) return undefined
  }
  return params
}

/**
 * The params of a pattern in a URL path (`/projects/[project]/disks` in
 * `/projects/web/disks`: `{ project: 'web' }`), if the path is one of the pattern's.
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const segs = safeSegments(path)
  return segs && paramsIn(pattern, segs)
}

/** Find the manifest route for a URL path; literal segments beat params. */
export function matchRoute(manifest: RouteManifest, path: string): ManifestRoute | undefined {
  const segs = safeSegments(path)
  if (!segs) return undefined
  let best: { route: ManifestRoute; score: number } | undefined
  for (const route of manifest.routes) {
    if (!paramsIn(route.pattern, segs)) continue
    const score = specificity(route.pattern)
    if (!best || score > best.score) best = { route, score }
  }
  return best?.route
}
