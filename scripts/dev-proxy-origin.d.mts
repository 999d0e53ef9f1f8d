// Types for dev-proxy-origin.mjs, which stays plain ESM so that
// `node scripts/dev-proxy.mjs` runs it without a build step.

/** Where the proxy listens: `HOST`, or loopback. */
export function listenHost(env: Record<string, string | undefined>): string

/** The address to open: localhost on loopback or every interface, else the bind address. */
export function consoleUrl(port: number, host: string): string

/** The origins a browser shows when it talks to this proxy directly. */
export function ownOrigins(port: number, host: string): string[]

/** Forward (presenting `origin` when given) or refuse an API request or upgrade by its Origin. */
export function originVerdict(
  origin: string | string[] | undefined,
  options: { own: readonly string[]; remote: string | null },
): { allow: false } | { allow: true; origin?: string }
