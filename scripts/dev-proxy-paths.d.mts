// Types for dev-proxy-paths.mjs, which stays plain ESM so that
// `node scripts/dev-proxy.mjs` runs it without a build step (the tsconfig
// has allowJs off, so TypeScript reads these declarations instead).

/** The path of a request target, without query or fragment. */
export function pathOf(url: string | undefined): string

/** Whether a request goes to the API (mock server or rack) rather than to Next. */
export function isApiRequest(method: string | undefined, url: string | undefined): boolean

/** One Set-Cookie value without `Secure`, and `SameSite=None` made `Lax`. */
export function insecureCookie(cookie: string): string

/** `insecureCookie` over a Set-Cookie header as Node gives it. */
export function insecureSetCookie<T extends string | string[] | undefined>(header: T): T

/** A redirect to the remote rack's own origin made relative; any other Location as it is. */
export function localLocation(
  location: string | undefined,
  remoteOrigin: string,
): string | undefined
