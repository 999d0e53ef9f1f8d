import { Skeleton } from '@/components/ui/skeleton'
import { useViewById } from '@/lib/api/view-by-id'
import { poolByIdParams } from './floating-ip-queries'
import * as op from '@/lib/api/ops'

/** The pool a floating IP came from, named by its id; the id if it can't be named. */
export function PoolName({ poolId }: { poolId: string }) {
  const lookup = useViewById(op.projectIpPoolView, poolId, poolByIdParams)
  if (lookup.data) return <span>{lookup.data.name}</span>
  if (lookup.isPending) return <Skeleton className="h-4 w-20" />
  return <span className="font-mono text-xs">{poolId}</span>
}
