import { api, encodePathParams } from './client'

/** How much buffered output a new connection replays (256 KiB). */
export const MOST_RECENT_BYTES = 262144

/**
 * An instance's serial console, a WebSocket on this page's origin (`wss:` when the page is
 * https, `ws:` otherwise), which the generated client opens but no query or mutation hook can:
 * it streams both ways for as long as it is open.
 */
export function openSerialStream(
  location: Pick<Location, 'host' | 'protocol'>,
  project: string,
  instance: string,
) {
  return api.ws.instanceSerialConsoleStream({
    host: location.host,
    secure: location.protocol === 'https:',
    path: encodePathParams({ instance }),
    query: { project, mostRecent: MOST_RECENT_BYTES },
  })
}
