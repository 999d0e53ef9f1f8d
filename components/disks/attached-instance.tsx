import Link from 'next/link'
import { Skeleton } from '@/components/ui/skeleton'
import { useViewById } from '@/lib/api/view-by-id'
import { pb } from '@/lib/paths'
import { instanceByIdParams } from './disk-queries'

/**
 * The instance a disk is attached to, looked up by id, linked to its page.
 * Should its lookup fail, the id stays linked through the lookup route, which
 * finds it by id.
 */
export function AttachedInstance({
  project,
  instanceId,
}: {
  project: string
  instanceId: string | undefined
}) {
  const lookup = useViewById('instanceView', instanceId, instanceByIdParams)
  const name = lookup.data?.name
  if (!instanceId) return <span className="text-muted-foreground">—</span>
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
