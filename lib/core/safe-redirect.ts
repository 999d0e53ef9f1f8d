/**
 * Only same-origin absolute paths are allowed as post-login destinations:
 * `/projects?x=1` yes; `https://evil.example`, `//evil.example`, `/\evil`
 * and `javascript:` no.
 *
 * Both the input and the normalised result are checked: dot segments can
 * collapse a harmless-looking path into a protocol-relative one
 * (`/.//evil.example` normalises to `//evil.example`), and the result is what
 * the router navigates to and what the SAML page posts as `RelayState`.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !isSameOriginPath(value)) return undefined
  let normalised: string
  try {
    const url = new URL(value, 'http://same.origin')
    if (url.origin !== 'http://same.origin') return undefined
    normalised = url.pathname + url.search + url.hash
  } catch {
    return undefined
  }
  if (!isSameOriginPath(normalised)) return undefined
  // a router or server that decodes the path once must not find `//` or `/\`
  // either (`/%2f%2fevil.example`, `/%5cevil.example`)
  const decoded = decodedOrUndefined(new URL(normalised, 'http://same.origin').pathname)
  if (decoded === undefined || !isSameOriginPath(decoded)) return undefined
  return normalised
}

function isSameOriginPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false
  if (path.includes('\\')) return false
  // control characters can turn into slashes or be dropped by URL parsers
  return !/[\u0000-\u001f\u007f]/.test(path)
}

function decodedOrUndefined(path: string): string | undefined {
  try {
    return decodeURIComponent(path)
  } catch {
    return undefined
  }
}

/** `/login?redirect_uri=…` for the current location. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const here = location.pathname + location.search
  return `/login?redirect_uri=${encodeURIComponent(here)}`
}
