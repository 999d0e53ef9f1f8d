import { errorResponse } from './errors'

/**
 * A login form on another site must not sign the browser in here (login
 * CSRF: the victim would then work in the attacker's account). Browsers say
 * where a request comes from: `Origin` on a cross-origin POST and
 * `Sec-Fetch-Site`. A request with neither (curl, the CLI) is not a
 * browser's and goes on.
 */

/** The origins this server answers as: the one it was started with, or the Host the client used. */
function ownOrigins(req: Request): Set<string> {
  const url = new URL(req.url)
  const origins = new Set([url.origin])
  const host = req.headers.get('host')
  if (host) origins.add(`${url.protocol}//${host.toLowerCase()}`)
  return origins
}

export function crossSiteRefusal(req: Request): Response | undefined {
  const origin = req.headers.get('origin')
  if (origin !== null && !ownOrigins(req).has(origin.toLowerCase())) {
    return errorResponse(403, 'Forbidden', `cross-site login refused: request from ${origin}`)
  }
  if (req.headers.get('sec-fetch-site') === 'cross-site') {
    return errorResponse(403, 'Forbidden', 'cross-site login refused: request from another site')
  }
  return undefined
}
