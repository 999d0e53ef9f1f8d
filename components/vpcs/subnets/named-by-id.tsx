import { IntentLink } from '@/components/ui/intent-link'
import { Skeleton } from '@/components/ui/skeleton'
import { useViewById } from '@/lib/api/view-by-id'
import { pb } from '@/lib/core/paths'
import type { VpcSel } from '@/lib/api/selectors'
import { routerByIdParams } from './subnet-queries'
import * as op from '@/lib/api/ops'

const idLink = 'block max-w-[10rem] truncate font-mono text-xs'
const nameLink = 'block max-w-xs truncate text-primary hover:underline'

/**
 * A subnet's custom router, named by its id and linked to the router's page;
 * '—' when the subnet has none, the id when it can't be named.
 */
export function CustomRouterLink({ routerId, ...sel }: VpcSel & { routerId?: string | null }) {
  const lookup = useViewById(op.vpcRouterView, routerId ?? undefined, routerByIdParams)
  if (!routerId) return <span className="text-muted-foreground">—</span>
  const name = lookup.data?.name
  if (name) {
    return (
      <IntentLink href={pb.router({ ...sel, router: name })} title={name} className={nameLink}>
        {name}
      </IntentLink>
    )
  }
  if (lookup.isPending) return <Skeleton className="h-4 w-24" />
  return (
    <span className={idLink} title={routerId}>
      {routerId}
    </span>
  )
}
