// The console is English-only; a fixed locale keeps separators predictable.
const LOCALE = 'en-US'

const COMPACT_FROM = 1_000_000

// made on first use: the page's first Intl formatter starts ICU (tens of ms), and a page
// that imports this may show no number
let plain: Intl.NumberFormat | undefined
let compact: Intl.NumberFormat | undefined

/**
 * Spec §9: grouped digits below one million, then one decimal: '1.2M'. A bigint (an IPv6
 * count read exactly) is formatted as one: Intl takes them.
 */
export function compactNumber(n: number | bigint): string {
  return (n < 0 ? -n : n) < COMPACT_FROM
    ? (plain ??= new Intl.NumberFormat(LOCALE)).format(n)
    : (compact ??= new Intl.NumberFormat(LOCALE, {
        notation: 'compact',
        maximumFractionDigits: 1,
      })).format(n)
}
