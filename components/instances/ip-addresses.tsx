import { Skeleton } from '@/components/ui/skeleton'
import type { InstanceIps } from './instance-ips'
import { keyed } from '@/lib/core/keys'

/**
 * An instance's addresses in its list row, two a line. `watchRef` tells the list the row is
 * in view; until then (`ips` undefined) the addresses aren't asked for, and the cell holds
 * their room without a loading sign. The cell keeps two lines' height from the start (up to
 * four addresses) and a fixed width, so neither rows nor columns move as the addresses arrive.
 */
export function IpAddresses({
  ips,
  watchRef,
}: {
  ips: InstanceIps | undefined
  watchRef: (el: HTMLElement | null) => void
}) {
  return (
    <div ref={watchRef} className="flex min-h-8 w-52 items-center font-mono text-xs">
      {ips && <Addresses ips={ips} />}
    </div>
  )
}

function Addresses({ ips }: { ips: InstanceIps }) {
  if (ips.loading && ips.addresses.length === 0) {
    return (
      <div aria-hidden className="flex flex-col gap-1">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-3 w-20" />
      </div>
    )
  }
  if (ips.addresses.length === 0) {
    return (
      <span className="font-sans text-sm text-muted-foreground">
        {ips.failed ? 'Couldn’t load' : 'None'}
      </span>
    )
  }
  return (
    <ul className="flex flex-wrap gap-x-3">
      {keyed(ips.addresses, (ip) => ip).map(([key, ip]) => (
        <li key={key} className="break-all">
          {ip}
        </li>
      ))}
    </ul>
  )
}
