import { Alert, AlertDescription } from '@/components/ui/alert'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/** The silo's pools as the link forms read them: one request, shared by its key. */
export const siloPoolsParams = (silo: string) => ({
  path: { silo },
  query: { limit: PICKER_LIMIT },
})

/**
 * Said before a pool is made a silo's default: which pool stops being it. The silo's
 * pools are read as soon as the silo is known, so the note is there when the box is ticked.
 */
export function ReplacedDefaultNote({ silo, makeDefault }: { silo: string; makeDefault: boolean }) {
  const pools = useApiQuery(op.siloIpPoolList, siloPoolsParams(silo), { enabled: !!silo })
  const current = pools.data?.items.find((p) => p.isDefault)
  if (!makeDefault || !silo || !current) return null
  return (
    <Alert variant="notice" role="status">
      <AlertDescription>
        <span className="break-all font-medium">{current.name}</span> stops being the default pool
        of <span className="break-all font-medium">{silo}</span>; it stays linked.
      </AlertDescription>
    </Alert>
  )
}
