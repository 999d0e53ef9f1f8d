import { IntentLink } from '@/components/ui/intent-link'
import { useViewById } from '@/lib/api/view-by-id'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'

const sledParams = (sledId: string) => ({ path: { sledId } })

/**
 * A sled named by its serial (what is printed on it), looked up by id from the
 * row that names it; rows naming the same sled share the request.
 */
export function SledByIdLink({ sledId }: { sledId: string | null | undefined }) {
  const sled = useViewById(op.sledView, sledId ?? undefined, sledParams)
  if (!sledId) return <span className="text-muted-foreground">—</span>
  return (
    <IntentLink
      href={pb.systemSled({ sledId })}
      className="font-medium text-primary hover:underline"
      title={sledId}
    >
      {sled.data?.baseboard.serial ?? <span className="font-mono text-xs">{sledId}</span>}
    </IntentLink>
  )
}
