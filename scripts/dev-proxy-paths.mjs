// Pure helpers for scripts/dev-proxy.mjs, kept apart so that they can be
// unit-tested without starting Next or a proxy: which requests belong to
// the API (and go to the mock server or a rack), and how the API's
// Set-Cookie headers are adjusted so that a browser on the plain-http local
// origin keeps the session.

const API_PREFIXES = ['/v1/', '/experimental/']

// Auth endpoints outside /v1 are POSTs (SAML assertion consumer, device
// flow), while the console has pages under the same paths:
// /login/{silo}/saml/{provider}, /login/{silo}/local and /device/verify.
// GET and HEAD on these paths are pages; any other method is the API.
const AUTH_PREFIXES = ['/login/', '/device/']
const PAGE_METHODS = new Set(['GET', 'HEAD'])

// `/login` itself is no page of the console: the platform answers it with a
// redirect to the login page of its default silo, which only it knows.
const SERVER_PAGES = new Set(['/login'])

/**
 * The path of a request target, without query or fragment. Accepts the
 * origin form (`/v1/me?x=1`) and the absolute form (`http://host/v1/me`).
 * @param {string | undefined} url
 * @returns {string}
 */
export function pathOf(url) {
  if (!url) return '/'
  let path = url
  if (!path.startsWith('/')) {
    try {
      path = new URL(path).pathname
    } catch {
      return '/'
    }
  }
  const end = path.search(/[?#]/)
  return end === -1 ? path : path.slice(0, end)
}

/**
 * Whether a request is for the API rather than for a console page.
 * @param {string | undefined} method HTTP method, any case; WebSocket upgrades are GET
 * @param {string | undefined} url request target (path with optional query)
 * @returns {boolean}
 */
export function isApiRequest(method, url) {
  const path = pathOf(url)
  if (API_PREFIXES.some((p) => path.startsWith(p))) return true
  const m = (method ?? 'GET').toUpperCase()
  if (PAGE_METHODS.has(m)) return SERVER_PAGES.has(path)
  return AUTH_PREFIXES.some((p) => path.startsWith(p))
}

/**
 * Adjusts one Set-Cookie header value from the API for a plain-http local
 * origin: drops `Secure` (a browser would not send the cookie back over
 * http) and, as a cookie with `SameSite=None` must be `Secure`, turns that
 * into `SameSite=Lax`. The `Domain` attribute is removed separately by the
 * proxy's `cookieDomainRewrite`, which makes the cookie host-only for the
 * local host.
 * @param {string} cookie
 * @returns {string}
 */
export function insecureCookie(cookie) {
  return cookie
    .split(';')
    .filter((part, i) => i === 0 || part.trim().toLowerCase() !== 'secure')
    .map((part, i) => (i > 0 && /^\s*samesite\s*=\s*none\s*$/i.test(part) ? ' SameSite=Lax' : part))
    .join(';')
}

/**
 * `insecureCookie` over a Set-Cookie header as Node gives it.
 * @template {string | string[] | undefined} T
 * @param {T} header
 * @returns {T}
 */
export function insecureSetCookie(header) {
  if (header === undefined) return header
  return /** @type {T} */ (
    Array.isArray(header) ? header.map(insecureCookie) : insecureCookie(header)
  )
}

/**
 * A redirect from a remote rack to its own origin (e.g. after a SAML login,
 * often a 303 that http-proxy's own `autoRewrite` does not cover) made
 * relative, so that the browser stays on the local origin. Any other
 * Location (relative, or to an identity provider) is returned as it is.
 * @param {string | undefined} location
 * @param {string} remoteOrigin e.g. `https://oxide.sys.rack.example.com`
 * @returns {string | undefined}
 */
export function localLocation(location, remoteOrigin) {
  if (!location || location.startsWith('/')) return location
  let url
  try {
    url = new URL(location)
  } catch {
    return location
  }
  if (url.origin !== new URL(remoteOrigin).origin) return location
  return `${url.pathname}${url.search}${url.hash}`
}
