import { atom, getDefaultStore } from 'jotai'
import { request } from './request'
import * as op from './ops'

/**
 * Whether the API can be reached. A request whose fetch rejects (a TypeError: no answer at
 * all, unlike an HTTP error status) means the connection is lost: from then on `GET /v1/ping`
 * (no sign-in needed) is asked with backoff until it answers, and the console frame shows
 * a banner meanwhile and refreshes what is on screen after. In every page's code, so kept
 * small: the banner itself loads when first needed.
 */

export type ConnectionLost = {
  /** pings that have failed so far */
  failures: number
  /** when the next ping goes out (ms since the epoch) */
  nextPingAt: number
}

/** null while the API answers. */
export const connectionLostAtom = atom<ConnectionLost | null>(null)

const FIRST_WAIT_MS = 1000
const LONGEST_WAIT_MS = 30_000

/** The wait before the next ping after `failures` failed ones: 1 s, doubling, at most 30 s. */
export const pingBackoffMs = (failures: number) =>
  Math.min(FIRST_WAIT_MS * 2 ** failures, LONGEST_WAIT_MS)

/** A rejected fetch, not a refusal or an HTTP error (an abort is a DOMException). */
export const isNetworkFailure = (error: unknown) => error instanceof TypeError

const store = getDefaultStore()
let timer: ReturnType<typeof setTimeout> | undefined

function schedule(failures: number) {
  const wait = pingBackoffMs(failures)
  store.set(connectionLostAtom, { failures, nextPingAt: Date.now() + wait })
  clearTimeout(timer)
  timer = setTimeout(() => void pingNow(), wait)
}

/** Called with what a request's fetch rejected with: a network failure starts the pings. */
export function noteFetchFailure(error: unknown) {
  if (isNetworkFailure(error) && !store.get(connectionLostAtom)) schedule(0)
}

/**
 * Pings now (the banner's Retry now, and the timer): an answer of 200 ends the outage,
 * anything else (no answer, or a 5xx from a proxy in front) waits longer before the next.
 */
export async function pingNow() {
  const lost = store.get(connectionLostAtom)
  if (!lost) return
  clearTimeout(timer)
  let answered = false
  try {
    answered = (await request(op.ping, {})).response.ok
  } catch {
    // no answer: still lost
  }
  // another ping may have ended the outage meanwhile
  if (!store.get(connectionLostAtom)) return
  if (answered) store.set(connectionLostAtom, null)
  else schedule(lost.failures + 1)
}
