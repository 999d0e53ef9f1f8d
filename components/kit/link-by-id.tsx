import { IntentLink } from '@/components/ui/intent-link'
import { Skeleton } from '@/components/ui/skeleton'
import type { Op, OpName, OpParams, OpResult } from '@/lib/api/client'
import { useViewById } from '@/lib/api/view-by-id'

/**
 * A resource another one names by id (a floating IP's pool, an interface's VPC), by its
 * name, linked to its page: '—' for none, the id while it can't be named (a refusal, a
 * resource deleted since). Used in panels, over lists whose cells may name it too.
 */
export function LinkById<O extends OpName>({
  op,
  id,
  params,
  href,
}: {
  op: Op<O>
  id: string | null | undefined
  params: (id: string) => OpParams<O>
  /** Its page, from what the lookup answered. */
  href: (found: OpResult<O>) => string
}) {
  // a panel's: the list behind it has often just read the same id, in the same load
  const lookup = useViewById(op, id ?? undefined, params, { overList: true })
  if (!id) return <span className="text-muted-foreground">—</span>
  const found = lookup.data as (OpResult<O> & { name?: string }) | undefined
  if (found?.name) {
    return (
      <IntentLink href={href(found)} className="break-all text-primary hover:underline">
        {found.name}
      </IntentLink>
    )
  }
  if (lookup.isPending) return <Skeleton className="my-0.5 h-4 w-24" />
  return <span className="break-all font-mono text-xs">{id}</span>
}
