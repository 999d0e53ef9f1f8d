import { Skeleton } from '@/components/ui/skeleton'
import { useApiQuery } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

const SHOWN = 3

/** A set's networks in its row: the first few, and how many more. */
export function AnnouncedNetworks({ set }: { set: string }) {
  const announcements = useApiQuery(op.networkingBgpAnnouncementList, {
    path: { announceSet: set },
  })
  if (announcements.isPending) return <Skeleton className="h-4 w-28" />
  if (!announcements.data) return <span className="text-muted-foreground">—</span>
  const networks = announcements.data.map((a) => a.network)
  if (networks.length === 0) return <span className="text-muted-foreground">none</span>
  const more = networks.length - SHOWN
  return (
    <span className="break-all font-mono text-xs">
      {networks.slice(0, SHOWN).join(', ')}
      {more > 0 && <span className="font-sans text-muted-foreground"> and {more} more</span>}
    </span>
  )
}
