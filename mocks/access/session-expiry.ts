/**
 * Sessions end as Nexus's console sessions do: after a spell without use
 * (idle timeout, 8 hours by default) and, used or not, some time after the
 * login (absolute timeout, 24 hours). `MOCK_SESSION_IDLE_S` and
 * `MOCK_SESSION_ABSOLUTE_S` set them in seconds, short for trying the
 * console's way back to /login; read on each use, so tests can change them.
 */

const DEFAULT_IDLE_S = 8 * 60 * 60
const DEFAULT_ABSOLUTE_S = 24 * 60 * 60

const warned = new Set<string>()

function secondsKnob(knob: string, fallback: number): number {
  const raw = process.env[knob]?.trim()
  if (!raw) return fallback
  if (/^\d+$/.test(raw) && Number(raw) > 0) return Number(raw)
  if (!warned.has(`${knob}=${raw}`)) {
    warned.add(`${knob}=${raw}`)
    console.warn(`${knob}=${raw} is not a positive number of seconds: using ${fallback}`)
  }
  return fallback
}

export function sessionTimeouts() {
  return {
    idleS: secondsKnob('MOCK_SESSION_IDLE_S', DEFAULT_IDLE_S),
    absoluteS: secondsKnob('MOCK_SESSION_ABSOLUTE_S', DEFAULT_ABSOLUTE_S),
  }
}

export function sessionExpired(
  session: { time_created: string; time_last_used: string },
  now = Date.now(),
): boolean {
  const { idleS, absoluteS } = sessionTimeouts()
  const idleFor = now - Date.parse(session.time_last_used)
  const age = now - Date.parse(session.time_created)
  return idleFor >= idleS * 1000 || age >= absoluteS * 1000
}
