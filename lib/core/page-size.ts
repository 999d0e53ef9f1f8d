/**
 * Page sizes as the spec sets them (§9): 50 unless asked, in multiples of 10,
 * never above 1023 (the most the API answers in one page of timeseries schemas,
 * and the cap for every list). A size read from a URL is someone's typing or an
 * old link, so it is rounded to the nearest allowed size rather than refused.
 */
export const DEFAULT_PAGE_SIZE = 50

const STEP = 10
const CAP = 1023
/** the largest multiple of 10 within the cap */
export const MAX_PAGE_SIZE = Math.floor(CAP / STEP) * STEP

/** What the rows-per-page menu offers. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const

/** The allowed page size nearest to `raw`; the default for anything that isn't a number. */
export function normalizePageSize(raw: unknown): number {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return DEFAULT_PAGE_SIZE
  const rounded = Math.round(n / STEP) * STEP
  return Math.min(Math.max(rounded, STEP), MAX_PAGE_SIZE)
}
