import type * as Api from '@/lib/api/__generated__/Api'
import type { Json } from '@/mocks/__generated__/msw-handlers'
import { newId } from '../store/create'
import { db } from '../store/db'

export type Delivery = Json<Api.AlertDelivery>
type Attempt = Json<Api.WebhookDeliveryAttempt>

/** Nexus gives up on a delivery after three attempts. */
const MAX_ATTEMPTS = 3

/**
 * The mock has no network, so the endpoint's host decides how a request to it
 * ends: `fail.example.com` answers 503, `timeout.example.com` never answers,
 * `unreachable.example.com` (or any `.invalid` host) can't be reached; any
 * other endpoint answers 200.
 */
function outcomeFor(endpoint: string): Pick<Attempt, 'result' | 'response'> {
  let host = ''
  try {
    host = new URL(endpoint).hostname
  } catch {
    // an endpoint that isn't a URL can't be reached
  }
  if (host === 'fail.example.com') {
    return { result: 'failed_http_error', response: { status: 503, duration_ms: 41 } }
  }
  if (host === 'timeout.example.com') return { result: 'failed_timeout', response: null }
  if (host === 'unreachable.example.com' || host.endsWith('.invalid') || !host) {
    return { result: 'failed_unreachable', response: null }
  }
  return { result: 'succeeded', response: { status: 200, duration_ms: 23 } }
}

/** Retries back off: one minute, then five. */
const RETRY_DELAYS_MS = [0, 60_000, 300_000]

/**
 * How long an alert or a resend waits for the dispatcher before its first
 * attempt: until then, and between retries, the delivery is pending. A probe
 * is sent while its request waits, so it has no wait.
 */
const DISPATCH_DELAY_MS = 3000

/**
 * A delivery planned to its end: one attempt when the endpoint answers well,
 * else attempts until the limit (a probe is tried once). What has happened of
 * it at a given time is `deliveryAsOf`.
 */
export function deliver(params: {
  receiverId: string
  endpoint: string
  alertId: string
  alertClass: string
  trigger: Delivery['trigger']
  start?: number
}): Delivery {
  const start = params.start ?? Date.now()
  const outcome = outcomeFor(params.endpoint)
  const tries = outcome.result === 'succeeded' || params.trigger === 'probe' ? 1 : MAX_ATTEMPTS
  let sent = params.trigger === 'probe' ? start : start + DISPATCH_DELAY_MS
  const attempts: Attempt[] = []
  for (let i = 0; i < tries; i++) {
    sent += RETRY_DELAYS_MS[i]
    attempts.push({ attempt: i + 1, time_sent: new Date(sent).toISOString(), ...outcome })
  }
  return {
    id: newId(),
    alert_id: params.alertId,
    alert_class: params.alertClass,
    receiver_id: params.receiverId,
    trigger: params.trigger,
    time_started: new Date(start).toISOString(),
    state: outcome.result === 'succeeded' ? 'delivered' : 'failed',
    attempts: { webhook: attempts },
  }
}

/**
 * A planned delivery as it stands at `now`: the attempts already made, and
 * pending until the last one has been.
 */
function deliveryAsOf(d: Delivery, now = Date.now()): Delivery {
  const planned = d.attempts.webhook
  const made = planned.filter((a) => Date.parse(a.time_sent) <= now)
  if (made.length === planned.length) return d
  return { ...d, state: 'pending', attempts: { webhook: made } }
}

/** The deliveries of a receiver as they stand now. */
export const deliveriesOf = (receiverId: string, now = Date.now()) =>
  db.alertDeliveries.filter((d) => d.receiver_id === receiverId).map((d) => deliveryAsOf(d, now))
