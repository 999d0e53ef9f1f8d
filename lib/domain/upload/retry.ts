import { isApiError } from '@/lib/api/errors'

/**
 * Retries for requests that are safe to repeat: a bulk write puts the same
 * bytes at the same offset again, a view reads again. A 5xx or a network
 * failure (statusCode 0) may pass, so one among hundreds of chunks should not
 * fail a whole upload; a 4xx is the API's answer about the request itself
 * and would only be repeated.
 */

export type RetryPolicy = {
  /** tries in all, the first included */
  attempts: number
  /** the wait before the first retry; each next one doubles */
  baseDelayMs: number
  maxDelayMs: number
}

export const IDEMPOTENT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 4000 }

export function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.statusCode === 0 || error.statusCode >= 500)
}

/**
 * The wait before retry number `retry` (1, 2, …): doubling from the base up
 * to the cap, then spread over its upper half so that the writes that failed
 * together don't all come back at the same moment.
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const full = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1))
  return full / 2 + (full / 2) * random()
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const done = () => {
      signal?.removeEventListener('abort', abort)
      resolve()
    }
    const abort = () => {
      clearTimeout(timer)
      reject(signal!.reason)
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', abort, { once: true })
  })
}

/**
 * Runs `request`, again after a transient failure, up to the policy's
 * attempts. An aborted signal ends it at once: a cancelled request also
 * fails with statusCode 0, and is not to be repeated.
 */
export async function withRetries<T>(
  request: () => Promise<T>,
  policy: RetryPolicy,
  { signal, random = Math.random }: { signal?: AbortSignal; random?: () => number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request()
    } catch (error) {
      if (attempt >= policy.attempts || !isTransient(error) || signal?.aborted) throw error
      await sleep(backoffDelay(attempt, policy, random), signal)
    }
  }
}
