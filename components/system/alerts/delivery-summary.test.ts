import { describe, expect, it } from 'vitest'
import type { AlertDelivery } from '@/lib/api/__generated__/Api'
import { attemptText, canResend, responseCodes } from './delivery-summary'

const delivery = (over: Partial<AlertDelivery>): AlertDelivery => ({
  id: 'd1',
  alertId: 'a1',
  alertClass: 'test.foo',
  receiverId: 'r1',
  state: 'failed',
  trigger: 'alert',
  timeStarted: new Date('2025-07-30T12:00:00Z'),
  attempts: { webhook: [] },
  ...over,
})

const at = new Date('2025-07-30T12:00:00Z')

describe('delivery summary', () => {
  it('lists the status code of each attempt, and a dash where none came back', () => {
    const d = delivery({
      attempts: {
        webhook: [
          {
            attempt: 1,
            result: 'failed_http_error',
            response: { status: 503, durationMs: 40 },
            timeSent: at,
          },
          { attempt: 2, result: 'failed_timeout', response: null, timeSent: at },
        ],
      },
    })
    expect(responseCodes(d)).toBe('503, —')
    expect(responseCodes(delivery({}))).toBe('—')
  })

  it('names an attempt by its status and outcome', () => {
    expect(
      attemptText({
        attempt: 1,
        result: 'succeeded',
        response: { status: 200, durationMs: 3 },
        timeSent: at,
      }),
    ).toBe('200 Succeeded')
    expect(attemptText({ attempt: 1, result: 'failed_unreachable', timeSent: at })).toBe(
      'Unreachable',
    )
  })

  it('offers resend for a failed alert only', () => {
    expect(canResend(delivery({}))).toBe(true)
    expect(canResend(delivery({ state: 'delivered' }))).toBe(false)
    expect(canResend(delivery({ state: 'pending' }))).toBe(false)
    expect(canResend(delivery({ trigger: 'probe' }))).toBe(false)
  })
})
