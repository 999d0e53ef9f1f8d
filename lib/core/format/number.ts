// The console is English-only; a fixed locale keeps separators predictable.
const LOCALE = 'en-US'

const COMPACT_FROM = 1_000_000

const plain = new Intl.NumberFormat(LOCALE)
const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 })

/** Spec §9: grouped digits below one million, then one decimal: '1.2M'. */
export function compactNumber(n: number): string {
  return Math.abs(n) < COMPACT_FROM ? plain.format(n) : compact.format(n)
}
