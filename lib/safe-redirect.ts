/**
 * Only same-origin absolute paths are allowed as post-login destinations:
 * `/projects?x=1` yes; `https://evil.example`, `//evil.example`, `/\evil`
 * and `javascript:` no.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  if (!value.startsWith('/') || value.startsWith('//')) return undefined
  if (value.includes('\\')) return undefined
  // control characters can turn into slashes or be dropped by URL parsers
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined
  try {
    const url = new URL(value, 'http://same.origin')
    if (url.origin !== 'http://same.origin') return undefined
    return url.pathname + url.search + url.hash
  } catch {
    return undefined
  }
}

/** `/login?redirect_uri=…` for the current location. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const here = location.pathname + location.search
  return `/login?redirect_uri=${encodeURIComponent(here)}`
}
