/**
 * A silo's device-token lifetime (`device_token_max_ttl_seconds`): the longest a token made
 * by the device flow (`oxide auth login`) lives. null is no limit. The API counts seconds
 * in a uint32 of at least 1; people think in days and hours.
 */

export const TTL_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const
export type TtlUnit = (typeof TTL_UNITS)[number]

export const UNIT_SECONDS: Record<TtlUnit, number> = {
  days: 86_400,
  hours: 3_600,
  minutes: 60,
  seconds: 1,
}

/** The contract's bounds of the setting (SiloAuthSettingsUpdate: uint32, minimum 1). */
const MIN_TTL_SECONDS = 1
export const MAX_TTL_SECONDS = 4_294_967_295

/** The most of a unit the API takes: 49,710 days, 1,193,046 hours, … */
export const maxAmount = (unit: TtlUnit) => Math.floor(MAX_TTL_SECONDS / UNIT_SECONDS[unit])

/** The largest unit that holds the seconds whole: 172800 is 2 days, 5400 is 90 minutes. */
export function wholeUnit(seconds: number): { amount: number; unit: TtlUnit } {
  const unit =
    seconds === 0
      ? 'seconds'
      : (TTL_UNITS.find((u) => seconds % UNIT_SECONDS[u] === 0) ?? 'seconds')
  return { amount: seconds / UNIT_SECONDS[unit], unit }
}

const SINGULAR: Record<TtlUnit, string> = {
  days: 'day',
  hours: 'hour',
  minutes: 'minute',
  seconds: 'second',
}

/** '1 day', '36 hours', '49,710 days': grouped digits, as the console writes numbers. */
export function formatAmount(amount: number, unit: TtlUnit): string {
  const digits = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${digits} ${amount === 1 ? SINGULAR[unit] : unit}`
}

/** The lifetime as a person reads it, exactly: '7 days', '90 minutes'; null is 'No limit'. */
export function formatTokenLifetime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return 'No limit'
  const { amount, unit } = wholeUnit(seconds)
  return formatAmount(amount, unit)
}

/** The form's values: no limit, or at most an amount of a unit. */
export type TokenLifetimeValues = {
  limit: 'none' | 'max'
  /** undefined while the field is empty */
  amount: number | undefined
  unit: TtlUnit
}

/** The form's values for a setting read from the API; no limit offers a week to start from. */
export function tokenLifetimeValues(seconds: number | null | undefined): TokenLifetimeValues {
  if (seconds === null || seconds === undefined || seconds < MIN_TTL_SECONDS) {
    return { limit: 'none', amount: 7, unit: 'days' }
  }
  return { limit: 'max', ...wholeUnit(seconds) }
}

/**
 * What is wrong with the amount typed, if anything: a whole number from 1 up to what the
 * API takes in that unit.
 */
export function amountProblem(amount: number | undefined, unit: TtlUnit): string | undefined {
  if (amount === undefined || Number.isNaN(amount)) return 'Enter how long a token may live'
  if (!Number.isInteger(amount)) return 'Enter a whole number'
  if (amount < 1) return 'Enter 1 or more'
  const most = maxAmount(unit)
  if (amount > most) {
    return `At most ${formatAmount(most, unit)}: the API counts up to ${formatAmount(MAX_TTL_SECONDS, 'seconds')}`
  }
  return undefined
}

/** The lifetime the form says, in seconds; null for no limit. */
export function tokenLifetimeSeconds(v: TokenLifetimeValues): number | null {
  return v.limit === 'none' || v.amount === undefined ? null : v.amount * UNIT_SECONDS[v.unit]
}
