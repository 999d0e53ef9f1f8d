import Link from 'next/link'
import { Skeleton } from '@/components/ui/skeleton'
import { pb } from '@/lib/paths'

/**
 * The instance a disk is attached to, linked to its page. Should its lookup
 * fail, the id stays linked through the lookup route, which finds it by id.
 */
export function AttachedInstance({
  project,
  instanceId,
  name,
  loading,
}: {
  project: string
  instanceId: string | undefined
  /** the instance's name, once its lookup has answered */
  name: string | undefined
  loading: boolean
}) {
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
  if (loading) return <Skeleton className="h-4 w-24" />
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
