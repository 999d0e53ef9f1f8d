import type { IpPoolUtilization } from '@/lib/api/__generated__/Api'

// The console is English-only; a fixed locale keeps separators predictable.
const plain = new Intl.NumberFormat('en-US')
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })
const COMPACT_FROM = 1_000_000n

/**
 * A count of addresses. IPv6 counts arrive as uint128 decimal strings, past
 * what a JS number holds exactly, so every count is read as a bigint and
 * formatted as one (Intl takes bigints): grouped digits below one million,
 * then one decimal (spec §9).
 */
export function formatAddressCount(count: number | string): string {
  let n: bigint
  try {
    n = BigInt(count)
  } catch {
    return String(count)
  }
  return n < COMPACT_FROM ? plain.format(n) : compact.format(n)
}

export type Family = keyof IpPoolUtilization

/** "12 / 241": allocated out of capacity. */
export function utilizationText(u: IpPoolUtilization, family: Family): string {
  const { allocated, capacity } = u[family]
  return `${formatAddressCount(allocated)} / ${formatAddressCount(capacity)}`
}

/** Whole percent allocated, or undefined with no capacity; exact for uint128 counts too. */
export function percentAllocated(u: IpPoolUtilization, family: Family): number | undefined {
  const capacity = BigInt(u[family].capacity)
  if (capacity === 0n) return undefined
  return Number((BigInt(u[family].allocated) * 100n) / capacity)
}
