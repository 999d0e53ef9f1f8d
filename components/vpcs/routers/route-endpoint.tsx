import { IntentLink } from '@/components/ui/intent-link'
import type { ReactNode } from 'react'
import type { RouteDestination, RouteTarget } from '@/lib/api/__generated__/Api'
import { pb } from '@/lib/core/paths'
import type { VpcSel } from '@/lib/api/selectors'
import { destinationKindLabel, targetKindLabel } from './router-labels'

const valueClass = 'block max-w-xs truncate font-mono text-xs'

function Endpoint({ kind, children }: { kind: string; children?: ReactNode }) {
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <span className="text-xs text-muted-foreground">{kind}</span>
      {children}
    </span>
  )
}

/** What traffic a route applies to: its kind, and the address, network or name. */
export function RouteDestinationText({ destination }: { destination: RouteDestination }) {
  return (
    <Endpoint kind={destinationKindLabel[destination.type]}>
      <span className={valueClass} title={destination.value}>
        {destination.value}
      </span>
    </Endpoint>
  )
}

/** Where a route sends its traffic; an instance or gateway is linked to its page. */
export function RouteTargetText({ target, sel }: { target: RouteTarget; sel: VpcSel }) {
  const kind = targetKindLabel[target.type]
  if (target.type === 'drop') return <Endpoint kind={kind} />
  const href =
    target.type === 'instance'
      ? pb.instance({ project: sel.project, instance: target.value })
      : target.type === 'internet_gateway'
        ? pb.internetGateway({ ...sel, gateway: target.value })
        : undefined
  return (
    <Endpoint kind={kind}>
      {href ? (
        <IntentLink
          href={href}
          title={target.value}
          className={`${valueClass} text-primary hover:underline`}
        >
          {target.value}
        </IntentLink>
      ) : (
        <span className={valueClass} title={target.value}>
          {target.value}
        </span>
      )}
    </Endpoint>
  )
}
