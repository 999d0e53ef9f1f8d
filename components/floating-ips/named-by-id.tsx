import Link from 'next/link'
import { Skeleton } from '@/components/ui/skeleton'
import { useViewById } from '@/lib/api/view-by-id'
import { pb } from '@/lib/paths'
import { instanceByIdParams, poolByIdParams } from './floating-ip-queries'

/** The pool a floating IP came from, named by its id; the id if it can't be named. */
export function PoolName({ poolId }: { poolId: string }) {
  const lookup = useViewById('projectIpPoolView', poolId, poolByIdParams)
  if (lookup.data) return <span>{lookup.data.name}</span>
  if (lookup.isPending) return <Skeleton className="h-4 w-20" />
  return <span className="font-mono text-xs">{poolId}</span>
}

/**
 * The instance a floating IP is attached to, named by its id and linked to its
 * page; should the lookup fail, the id stays linked through the lookup route.
 */
export function AttachedInstanceLink({
  project,
  instanceId,
}: {
  project: string
  instanceId: string | null | undefined
}) {
  const lookup = useViewById('instanceView', instanceId ?? undefined, instanceByIdParams)
  if (!instanceId) return <span className="text-muted-foreground">—</span>
  const name = lookup.data?.name
  if (name) {
    return (
      <Link
        href={pb.instance({ project, instance: name })}
        title={name}
        className="block max-w-xs truncate text-primary hover:underline"
      >
        {name}
      </Link>
    )
  }
  if (lookup.isPending) return <Skeleton className="h-4 w-24" />
  return (
    <Link
      href={pb.lookupInstance({ instance: instanceId })}
      title={instanceId}
      className="block max-w-[10rem] truncate font-mono text-xs text-primary hover:underline"
    >
      {instanceId}
    </Link>
  )
}
