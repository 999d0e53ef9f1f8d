/**
 * The contract leaves a peer's message history untyped (maghemite's own
 * format): read what is recognisable, `sent` and `received` lists of
 * `{ timestamp, message: { type, … } }`, and keep the rest as raw JSON.
 */
export type HistoryMessage = {
  time: Date | undefined
  direction: 'sent' | 'received'
  type: string
  detail: string
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function readEntry(entry: unknown, direction: HistoryMessage['direction']): HistoryMessage {
  const e = isRecord(entry) ? entry : {}
  // a response body's timestamps may already be Dates, or still strings
  const rawTime = e.timestamp
  const time =
    rawTime instanceof Date
      ? rawTime
      : typeof rawTime === 'string' && !Number.isNaN(Date.parse(rawTime))
        ? new Date(rawTime)
        : undefined
  const message = isRecord(e.message) ? e.message : {}
  const { type, ...rest } = message
  return {
    time,
    direction,
    type: typeof type === 'string' ? type : 'unknown',
    detail: Object.keys(rest).length ? JSON.stringify(rest) : '',
  }
}

/** A peer's messages, oldest first; undefined when the history isn't in a known shape. */
export function readHistory(history: unknown): HistoryMessage[] | undefined {
  if (!isRecord(history)) return undefined
  const { sent, received } = history
  if (!Array.isArray(sent) && !Array.isArray(received)) return undefined
  const all = [
    ...(Array.isArray(sent) ? sent.map((m) => readEntry(m, 'sent')) : []),
    ...(Array.isArray(received) ? received.map((m) => readEntry(m, 'received')) : []),
  ]
  return all.sort((a, b) => (a.time?.getTime() ?? 0) - (b.time?.getTime() ?? 0))
}
