import { ANNOUNCE_SET_LIMIT, announceSetsTruncated } from '@/lib/api/announce-sets'

/** Said where the announce sets are listed when the one page the API gives may have left some out. */
export function AnnounceSetsLimitNote({ sets }: { sets: readonly unknown[] | undefined }) {
  if (!announceSetsTruncated(sets)) return null
  return (
    <p role="status" className="text-xs text-muted-foreground">
      Only the first {ANNOUNCE_SET_LIMIT.toLocaleString('en-US')} announce sets are listed: the API
      gives no way to the rest.
    </p>
  )
}
