import { IntentLink } from '@/components/ui/intent-link'
import { Badge } from '@/components/ui/badge'
import { Skeleton } from '@/components/ui/skeleton'
import type { SwitchPort } from '@/lib/api/__generated__/Api'
import { useApiQuery } from '@/lib/api/query'
import { useViewById } from '@/lib/api/view-by-id'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'

export const portParams = (p: Pick<SwitchPort, 'rackId' | 'switchLocation' | 'portName'>) => ({
  path: { port: p.portName },
  query: { rackId: p.rackId, switchLocation: p.switchLocation },
})

/** The name of the settings applied to a port, linked to them. */
export function PortSettingsName({ id }: { id: string | null | undefined }) {
  const settings = useViewById(op.networkingSwitchPortSettingsView, id ?? undefined, (port) => ({
    path: { port },
  }))
  if (!id) return <span className="text-muted-foreground">None</span>
  if (settings.isPending) return <Skeleton className="h-4 w-24" />
  const name = settings.data?.name
  if (!name) return <span className="font-mono text-xs">{id}</span>
  return (
    <IntentLink href={pb.systemPortSettingsView({ settings: name })} className="hover:underline">
      {name}
    </IntentLink>
  )
}

/** What a switch says of the link a port's settings bring up; no settings, no link. */
export function linkStateOf(status: Record<string, unknown> | undefined) {
  // the contract leaves the switch's report free-form; the client camel-cases its keys
  const state = status?.linkState ?? status?.link_state
  return typeof state === 'string' ? state : 'Unknown'
}

export function LinkStatus({ port }: { port: SwitchPort }) {
  const configured = !!port.portSettingsId
  const status = useApiQuery(op.networkingSwitchPortStatus, portParams(port), {
    enabled: configured,
  })
  if (!configured) return <Badge variant="outline">No link</Badge>
  if (status.isPending) return <Skeleton className="h-4 w-16" />
  if (status.isError) return <span className="text-muted-foreground">Unavailable</span>
  const state = linkStateOf(status.data)
  return <Badge variant={state === 'Up' ? 'success' : 'outline'}>{state}</Badge>
}
