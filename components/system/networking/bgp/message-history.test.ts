import { describe, expect, it } from 'vitest'
import { readHistory } from './message-history'

describe('readHistory', () => {
  it('merges sent and received messages in time order', () => {
    const rows = readHistory({
      sent: [
        { timestamp: '2026-01-01T00:00:02Z', message: { type: 'open', asn: 65001 } },
        { timestamp: '2026-01-01T00:01:00Z', message: { type: 'keepalive' } },
      ],
      received: [{ timestamp: '2026-01-01T00:00:03Z', message: { type: 'open', asn: 64512 } }],
    })
    expect(rows?.map((r) => [r.direction, r.type, r.detail])).toEqual([
      ['sent', 'open', '{"asn":65001}'],
      ['received', 'open', '{"asn":64512}'],
      ['sent', 'keepalive', ''],
    ])
  })

  it('takes Dates as the client may have parsed them', () => {
    const at = new Date('2026-01-01T00:00:00Z')
    expect(readHistory({ sent: [{ timestamp: at, message: { type: 'update' } }] })?.[0].time).toBe(
      at,
    )
  })

  it('says when a history is in a shape it does not know', () => {
    expect(readHistory('nope')).toBeUndefined()
    expect(readHistory({ events: [] })).toBeUndefined()
    expect(readHistory({ sent: [{ odd: true }] })?.[0]).toMatchObject({
      type: 'unknown',
      time: undefined,
    })
  })
})
