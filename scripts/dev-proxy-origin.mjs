// Pure decisions of scripts/dev-proxy.mjs about where it listens and which
// browser origins it lets reach the API, kept apart so that they can be
// unit-tested without starting Next or a proxy.
//
// Why the proxy checks Origin at all: in front of a rack it must present the
// rack's own origin (the rack refuses writes and the serial console's
// WebSocket from any other), and rewriting every Origin would switch off the
// rack's protection against cross-site requests and WebSocket hijacking for
// anyone the developer's browser visits. So only this proxy's own origins are
// rewritten, and any other origin is refused here.

/** Hosts that mean "every interface", where the proxy's own origin is not the bind address. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]'])
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

/**
 * Where the proxy listens: loopback unless `HOST` says otherwise, since it
 * hands out a session cookie without `Secure` over plain HTTP.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function listenHost(env) {
  return env.HOST?.trim() || '127.0.0.1'
}

/**
 * The address to open in a browser: localhost when the proxy listens on
 * loopback or everywhere (the session cookie is kept for that name), else
 * the address it listens on.
 * @param {number} port
 * @param {string} host
 * @returns {string}
 */
export function consoleUrl(port, host) {
  if (WILDCARD_HOSTS.has(host) || LOOPBACK_HOSTS.has(host)) return `http://localhost:${port}`
  return `http://${bracketed(host)}:${port}`
}

/** @param {string} host */
function bracketed(host) {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
}

/**
 * The origins a browser shows when it talks to this proxy directly.
 * @param {number} port
 * @param {string} host the bind address, as from `listenHost`
 * @returns {string[]}
 */
export function ownOrigins(port, host) {
  const hosts = ['localhost', '127.0.0.1', '[::1]']
  if (!WILDCARD_HOSTS.has(host)) hosts.push(bracketed(host))
  const origins = new Set()
  for (const h of hosts) {
    const origin = originOf(`http://${h}:${port}`)
    if (origin) origins.add(origin)
  }
  return [...origins]
}

/**
 * A serialised origin (lower case, default port dropped), or undefined for
 * a host that makes no URL.
 * @param {string} value
 * @returns {string | undefined}
 */
function originOf(value) {
  try {
    return new URL(value).origin
  } catch {
    return undefined
  }
}

/**
 * What to do with an API request or WebSocket upgrade, by its Origin header:
 * - no Origin (curl, same-origin GETs): forward it as it is;
 * - one of `own`: forward it, presenting `remote` as the origin when there
 *   is a rack behind the proxy (the mock accepts the local one);
 * - anything else: refuse.
 * @param {string | string[] | undefined} origin the request's Origin header
 * @param {{ own: readonly string[], remote: string | null }} options
 * @returns {{ allow: false } | { allow: true, origin?: string }}
 */
export function originVerdict(origin, { own, remote }) {
  if (origin === undefined) return { allow: true }
  // browsers send one serialised origin; `null` (sandboxed frames, file:) is never ours
  if (Array.isArray(origin) || !own.includes(origin.trim().toLowerCase())) return { allow: false }
  return remote ? { allow: true, origin: remote } : { allow: true }
}
