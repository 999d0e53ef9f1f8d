import type { IpPoolUtilization } from '@/lib/api/__generated__/Api'
import { readCount } from '@/lib/core/count'
import { compactNumber } from '@/lib/core/format/number'

/**
 * A count of addresses, read exactly (IPv6 counts are uint128 strings) and formatted as a
 * bigint. A count that can't be read is "unknown".
 */
export function formatAddressCount(count: number | string): string {
  const n = readCount(count)
  if (n === undefined) return 'unknown'
  return compactNumber(n)
}

export type Family = keyof IpPoolUtilization

/** "12 / 241": allocated out of capacity. */
export function utilizationText(u: IpPoolUtilization, family: Family): string {
  const { allocated, capacity } = u[family]
  return `${formatAddressCount(allocated)} / ${formatAddressCount(capacity)}`
}

/** Whole percent allocated, or undefined with no capacity or an unreadable count; exact for uint128 counts too. */
export function percentAllocated(u: IpPoolUtilization, family: Family): number | undefined {
  const capacity = readCount(u[family].capacity)
  const allocated = readCount(u[family].allocated)
  if (capacity === undefined || allocated === undefined || capacity === 0n) return undefined
  return Number((allocated * 100n) / capacity)
}
