import Link from 'next/link'
import { Skeleton } from '@/components/ui/skeleton'
import type { Instance } from '@/lib/api/__generated__/Api'
import { pb } from '@/lib/paths'

/**
 * The instance a disk is attached to, linked to its page. An instance missing
 * from the project's list (beyond its first page) is linked through the
 * lookup route, which finds it by id.
 */
export function AttachedInstance({
  project,
  instanceId,
  instances,
  loading,
}: {
  project: string
  instanceId: string | undefined
  instances: ReadonlyMap<string, Pick<Instance, 'name'>>
  loading: boolean
}) {
  if (!instanceId) return <span className="text-muted-foreground">—</span>
  const instance = instances.get(instanceId)
  if (instance) {
    return (
      <Link
        href={pb.instance({ project, instance: instance.name })}
        title={instance.name}
        className="block max-w-xs truncate text-primary hover:underline"
      >
        {instance.name}
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
