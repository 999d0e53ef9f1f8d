/**
 * Millisecond ranges read from the environment: `2000-4000` (uniform),
 * `500` (fixed) or `0` (none).
 */

export type MsRange = { min: number; max: number }

export function parseMsRange(raw: string | undefined, knob: string, fallback: MsRange): MsRange {
  if (raw === undefined || raw.trim() === '') return fallback
  const value = raw.trim()
  const m = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(value)
  if (!m) {
    const shown =
      fallback.min === fallback.max ? `${fallback.min}` : `${fallback.min}-${fallback.max}`
    console.warn(`${knob}=${value} is not "<ms>" or "<min>-<max>": using ${shown}`)
    return fallback
  }
  const a = Number(m[1])
  const b = m[2] === undefined ? a : Number(m[2])
  return { min: Math.min(a, b), max: Math.max(a, b) }
}

// remembered per raw value, so a bad setting warns once rather than on every use
const parsed = new Map<string, MsRange>()

/** The range an environment knob holds now; read on each use, so tests can change it. */
export function envMsRange(knob: string, fallback: MsRange): MsRange {
  const raw = process.env[knob]
  const key = `${knob}\0${raw ?? ''}\0${fallback.min}-${fallback.max}`
  let range = parsed.get(key)
  if (!range) {
    range = parseMsRange(raw, knob, fallback)
    parsed.set(key, range)
  }
  return range
}

export const pickMs = ({ min, max }: MsRange) => min + Math.random() * (max - min)
