import { IntentLink } from '@/components/ui/intent-link'
import { Skeleton } from '@/components/ui/skeleton'
import { instanceByIdParams, useViewById } from '@/lib/api/view-by-id'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'

/**
 * An instance a row names by id (the one a disk or floating IP is attached to,
 * the one a network interface belongs to), linked to its page; '—' for none.
 * Should its lookup fail, the id stays linked through the lookup route, which
 * finds it by id.
 */
export function InstanceByIdLink({
  project,
  instanceId,
  overList,
}: {
  project: string
  instanceId: string | null | undefined
  /** In a panel over a list whose rows name the instance too (`useViewById`). */
  overList?: boolean
}) {
  const lookup = useViewById(op.instanceView, instanceId ?? undefined, instanceByIdParams, {
    overList,
  })
  const name = lookup.data?.name
  if (!instanceId) return <span className="text-muted-foreground">—</span>
  if (name) {
    return (
      <IntentLink
        href={pb.instance({ project, instance: name })}
        title={name}
        className="block max-w-xs truncate text-primary hover:underline"
      >
        {name}
      </IntentLink>
    )
  }
  if (lookup.isPending) return <Skeleton className="h-4 w-24" />
  return (
    <IntentLink
      href={pb.lookupInstance({ instance: instanceId })}
      title={instanceId}
      className="block max-w-[10rem] truncate font-mono text-xs text-primary hover:underline"
    >
      {instanceId}
    </IntentLink>
  )
}
