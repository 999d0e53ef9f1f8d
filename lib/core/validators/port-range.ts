import * as z from '@/lib/core/zod'

const MAX_PORT = 65535

/** Inclusive at both ends; a single port has start === end. */
type PortRange = { start: number; end: number }

// the contract's L4PortRange shape: one to five digits, optionally -digits
const PORT_RANGE = /^([0-9]{1,5})(?:-([0-9]{1,5}))?$/

type Parsed = { ok: true; range: PortRange } | { ok: false; message: string }

export function parsePortRange(value: string): Parsed {
  const match = PORT_RANGE.exec(value)
  if (!match) {
    return { ok: false, message: 'Must be a port or a range of ports, like 80 or 8000-8080' }
  }
  const start = Number(match[1])
  const end = match[2] === undefined ? start : Number(match[2])
  // port 0 means "any" to a socket, never a port a rule could match
  if (start === 0 || end === 0) return { ok: false, message: 'Port must be 1 or more' }
  if (start > MAX_PORT || end > MAX_PORT) {
    return { ok: false, message: `Port must be ${MAX_PORT} or less` }
  }
  if (end < start) return { ok: false, message: 'End of range must not be below start' }
  return { ok: true, range: { start, end } }
}

export function validatePortRange(value: string): string | undefined {
  const parsed = parsePortRange(value)
  return parsed.ok ? undefined : parsed.message
}

export const portRangeSchema = z.string().check(z.validator(validatePortRange))
