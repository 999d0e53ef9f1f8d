/**
 * The headers the platform sends with the console's page and assets, word for word, so
 * that a page that works against the mock works on a rack; the mock sends them with
 * every response, API included. The CSP has no `connect-src`: CSP Level 3 lets
 * `default-src 'self'` match ws: to the page's own host, which is all the serial
 * console's stream needs.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "style-src 'unsafe-inline' 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
}

export function withHeaders(res: Response, extra: Record<string, string> = {}): Response {
  const headers = new Headers(res.headers)
  for (const [k, v] of Object.entries({ ...SECURITY_HEADERS, ...extra })) headers.set(k, v)
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
}
