import { Skeleton } from '@/components/ui/skeleton'
import type { InstanceIps } from './instance-ips'

/** An instance's addresses in its list row, one a line. */
export function IpAddresses({ ips }: { ips: InstanceIps | undefined }) {
  // looked up for the page's rows only, not for every row of "Load all"
  if (!ips) return <span className="text-muted-foreground">—</span>
  if (ips.loading && ips.addresses.length === 0) return <Skeleton className="h-4 w-24" />
  if (ips.addresses.length === 0) {
    return <span className="text-muted-foreground">{ips.failed ? 'Couldn’t load' : 'None'}</span>
  }
  return (
    <ul className="font-mono text-xs">
      {ips.addresses.map((ip) => (
        <li key={ip}>{ip}</li>
      ))}
    </ul>
  )
}
