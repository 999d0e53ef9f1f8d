import { Skeleton } from '@/components/ui/skeleton'
import { usePoolUtilization } from './ip-pool-queries'
import { percentAllocated, utilizationText, type Family } from './utilization-figures'

const FAMILY_LABEL: Record<Family, string> = { ipv4: 'IPv4', ipv6: 'IPv6' }

/** "12 / 241 (4%)": a pool's (named or by id) allocated out of capacity for one address family. */
export function PoolUtilization({ pool, family }: { pool: string; family: Family }) {
  const lookup = usePoolUtilization(pool)
  if (lookup.data) {
    const percent = percentAllocated(lookup.data, family)
    return (
      <span className="whitespace-nowrap tabular-nums">
        {utilizationText(lookup.data, family)}
        {percent !== undefined && <span className="text-muted-foreground"> ({percent}%)</span>}
      </span>
    )
  }
  if (lookup.isPending) return <Skeleton className="h-4 w-20" />
  return (
    <span className="text-muted-foreground" title={lookup.error?.message}>
      {FAMILY_LABEL[family]} figures unavailable
    </span>
  )
}
