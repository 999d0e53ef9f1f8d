import { Skeleton } from '@/components/ui/skeleton'
import type { InstanceIps } from './instance-ips'

/**
 * An instance’s addresses in its list row, one a line. `watchRef` tells the list the row is in
 * view; until then (`ips` undefined) the addresses aren't asked for.
 */
export function IpAddresses({
  ips,
  watchRef,
}: {
  ips: InstanceIps | undefined
  watchRef: (el: HTMLElement | null) => void
}) {
  return (
    <div ref={watchRef}>
      {!ips || (ips.loading && ips.addresses.length === 0) ? (
        <Skeleton className="h-4 w-24" />
      ) : ips.addresses.length === 0 ? (
        <span className="text-muted-foreground">{ips.failed ? 'Couldn’t load' : 'None'}</span>
      ) : (
        <ul className="font-mono text-xs">
          {ips.addresses.map((ip) => (
            <li key={ip}>{ip}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
