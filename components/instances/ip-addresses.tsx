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
        // two lines, as most instances have (a private address and an external one), so
        // the row's height mostly stays when they arrive
        <div aria-hidden className="flex flex-col gap-1 py-0.5">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-3 w-20" />
        </div>
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
