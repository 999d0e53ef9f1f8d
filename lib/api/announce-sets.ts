/**
 * The BGP announce sets. Nexus takes `limit` on this list (100 unless asked, at most
 * Dropshot's 10,000) but answers a bare array with no page token, so a client sees only the
 * first page and can't ask for the next. Every screen asks for the largest page, with one
 * set of params, so they share one request and list every set a rack holds in practice.
 */
export const ANNOUNCE_SET_LIMIT = 10_000

export const announceSetListParams = { query: { limit: ANNOUNCE_SET_LIMIT } }

/** True when the answer may have left sets out. */
export const announceSetsTruncated = (sets: readonly unknown[] | undefined) =>
  (sets?.length ?? 0) >= ANNOUNCE_SET_LIMIT
