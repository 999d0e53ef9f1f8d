import { toQueryString } from './__generated__/http-client'
import { encodePathParams } from './client'
import * as op from './ops'
import { pathOf } from './request'

/** How much buffered output a new connection replays (256 KiB). */
export const MOST_RECENT_BYTES = 262144

/**
 * An instance's serial console, a WebSocket on this page's origin (`wss:` when the page is
 * https, `ws:` otherwise), opened as the generated client's `ws` method opens it, which no
 * query or mutation hook can: it streams both ways for as long as it is open.
 */
export function openSerialStream(
  location: Pick<Location, 'host' | 'protocol'>,
  project: string,
  instance: string,
) {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:'
  const path = pathOf(op.instanceSerialConsoleStream, encodePathParams({ instance }))
  const query = toQueryString({ project, mostRecent: MOST_RECENT_BYTES })
  return new WebSocket(`${protocol}//${location.host}${path}${query}`)
}
