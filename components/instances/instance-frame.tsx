import * as React from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { CopyableValue } from '@/components/kit/copyable-value'
import { LiveStatus } from '@/components/ui/live-status'
import { PropertiesTable } from '@/components/ui/properties-table'
import { RouteTabs } from '@/components/ui/route-tabs'
import { Skeleton, TextSkeleton } from '@/components/ui/skeleton'
import { InstanceStateBadge } from '@/components/instances/instance-state-badge'
import { blockingError } from '@/lib/api/load-state'
import { useRefreshOn } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { formatDateTime } from '@/lib/core/format/date'
import { pb } from '@/lib/core/paths'
import type { RouteParams } from '@/lib/core/routes'
import { InstanceActions } from './instance-actions'
import { useInstance, useInstanceDisks, useInstanceExternalIps } from './instance-queries'
import { type InstanceSel } from '@/lib/api/selectors'
import { inboundIps } from '@/lib/domain/instance'

type Tab = { label: string; href: (p: RouteParams<'instance'>) => string }

const tabs: Tab[] = [
  { label: 'Storage', href: pb.instanceStorage },
  { label: 'Networking', href: pb.instanceNetworking },
  { label: 'Metrics', href: pb.instanceMetrics },
  { label: 'Connect', href: pb.instanceConnect },
  { label: 'Settings', href: pb.instanceSettings },
]

/**
 * What every tab of the instance page shares: name, state, actions,
 * properties and the tab links. The tab itself renders at once beside it, so
 * its requests start together with the frame's.
 */
export function InstanceFrame({ children, ...sel }: InstanceSel & { children: React.ReactNode }) {
  const { project } = sel
  const instance = useInstance(sel)
  const disks = useInstanceDisks(sel)
  const ips = useInstanceExternalIps(sel)
  useRefreshIpsOnStateChange(sel, instance.data?.runState)

  const failed = blockingError(instance)
  if (failed) return <QueryError error={failed} />
  const i = instance.data
  const loading = <TextSkeleton />
  // as tall as the value with its copy button, so the row keeps its height when it comes
  const copyableLoading = (
    <span className="flex h-7 items-center">
      <Skeleton className="h-4 w-32" />
    </span>
  )
  // named once the disks are in; if they can't be loaded, the id has to do
  const bootDiskKnown = !!disks.data || !!blockingError(disks)
  const bootDisk = i?.bootDiskId
    ? (disks.data?.items.find((d) => d.id === i.bootDiskId)?.name ?? i.bootDiskId)
    : undefined
  // SNAT addresses carry outbound traffic only: nothing outside reaches the instance by them
  const ipList =
    ips.data &&
    inboundIps(ips.data.items)
      .map((ip) => ip.ip)
      .join(', ')

  return (
    <div className="flex flex-col gap-6">
      {/* on a phone the name and the actions are always two rows: the state badge's
          arrival would otherwise push the actions onto a row of their own, and the page down */}
      <div className="flex flex-col items-start gap-4 border-b pb-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex min-w-0 max-w-full items-center gap-3">
          <h1 className="truncate text-2xl font-semibold tracking-tight" title={sel.instance}>
            {sel.instance}
          </h1>
          {i && <InstanceStateBadge state={i.runState} />}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <LiveStatus query={instance} what="this instance" />
          <InstanceActions project={project} instance={i} />
        </div>
      </div>
      <RefreshFailed query={instance} what="this instance" />
      <PropertiesTable
        items={[
          {
            label: 'ID',
            value: i ? <CopyableValue value={i.id} label="ID" mono /> : copyableLoading,
          },
          { label: 'vCPUs', value: i ? String(i.ncpus) : loading },
          { label: 'Memory', value: i ? formatBytes(i.memory) : loading },
          { label: 'Hostname', value: i ? i.hostname : loading },
          { label: 'Created', value: i ? formatDateTime(i.timeCreated) : loading },
          { label: 'Boot disk', value: i && (!i.bootDiskId || bootDiskKnown) ? bootDisk : loading },
          {
            label: 'External IPs',
            value: !ips.data
              ? blockingError(ips)
                ? undefined
                : copyableLoading
              : ipList && <CopyableValue value={ipList} label="external IPs" mono />,
          },
        ]}
      />
      <RouteTabs
        label="Instance sections"
        tabs={tabs.map((t) => ({ label: t.label, href: t.href(sel) }))}
      />
      <div>{children}</div>
    </div>
  )
}

/** A running instance gains a SNAT address and a stopped one loses it. */
function useRefreshIpsOnStateChange(sel: InstanceSel, state: string | undefined) {
  const refresh = useRefreshOn('instanceStateChanged')
  const last = React.useRef(state)
  React.useEffect(() => {
    if (last.current && state && last.current !== state) void refresh()
    last.current = state
  }, [refresh, sel.project, sel.instance, state])
}
