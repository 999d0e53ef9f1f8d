import type { BadgeVariant } from '@/components/ui/badge'
import type {
  AlertDelivery,
  AlertDeliveryState,
  WebhookDeliveryAttemptResult,
} from '@/lib/api/__generated__/Api'

export const deliveryStateVariant: Record<AlertDeliveryState, BadgeVariant> = {
  pending: 'notice',
  delivered: 'success',
  failed: 'destructive',
}

const RESULT_TEXT: Record<WebhookDeliveryAttemptResult, string> = {
  succeeded: 'Succeeded',
  failed_http_error: 'HTTP error',
  failed_unreachable: 'Unreachable',
  failed_timeout: 'Timed out',
}

/** One attempt as a person reads it: `503 HTTP error`, `Timed out`, `200 Succeeded`. */
export function attemptText(attempt: AlertDelivery['attempts']['webhook'][number]): string {
  const result = RESULT_TEXT[attempt.result]
  return attempt.response ? `${attempt.response.status} ${result}` : result
}

/** The response codes of a delivery's attempts, in order; `—` where none came back. */
export function responseCodes(delivery: AlertDelivery): string {
  const attempts = delivery.attempts.webhook
  if (attempts.length === 0) return '—'
  return attempts.map((a) => (a.response ? String(a.response.status) : '—')).join(', ')
}

/** Only a failed alert can be sent again: Nexus refuses a delivered one, and probes are not alerts. */
export const canResend = (delivery: AlertDelivery) =>
  delivery.state === 'failed' && delivery.trigger !== 'probe'
