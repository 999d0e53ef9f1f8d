import { errorResponse } from '../transport/errors'
import { parseMsRange, type MsRange } from './ms-range'

/**
 * Knobs read from the environment:
 * - MOCK_LATENCY_MS: `200-400` (default, uniform per request), `250` (fixed)
 *   or `0` (none);
 * - MOCK_CHAOS: a fraction 0..1 of API calls that fail with 401, 403, 404
 *   or 500 (default 0). Sign-in and device endpoints never fail this way.
 */

export type Latency = MsRange

export const parseLatency = (raw: string | undefined): Latency =>
  parseMsRange(raw, 'MOCK_LATENCY_MS', { min: 200, max: 400 })

export function parseChaos(raw: string | undefined): number {
  if (!raw) return 0
  const n = Number(raw)
  if (!Number.isFinite(n) || n < 0 || n > 1) {
    console.warn(`MOCK_CHAOS=${raw} is not a fraction between 0 and 1: chaos mode off`)
    return 0
  }
  return n
}

export function delay({ min, max }: Latency): Promise<void> {
  const ms = min + Math.random() * (max - min)
  return ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve()
}

/** Operations chaos leaves alone, so one can always sign in and out. */
export const CHAOS_EXEMPT = new Set([
  'loginLocal',
  'loginSaml',
  'logout',
  'deviceAuthRequest',
  'deviceAuthConfirm',
  'deviceAccessToken',
])

export function chaosFailure(): Response {
  const failures: [number, string, string][] = [
    [401, 'Unauthorized', 'credentials missing or invalid'],
    [403, 'Forbidden', 'Forbidden'],
    [404, 'ObjectNotFound', 'not found: simulated by MOCK_CHAOS'],
    [500, 'Internal', 'Internal Server Error (simulated by MOCK_CHAOS)'],
  ]
  const [status, code, message] = failures[Math.floor(Math.random() * failures.length)]
  return errorResponse(status, code, message)
}
