import { IntentLink } from '@/components/ui/intent-link'
import type * as React from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { Badge } from '@/components/ui/badge'
import { CopyableValue } from '@/components/kit/copyable-value'
import { PropertiesTable } from '@/components/ui/properties-table'
import { RouteTabs } from '@/components/ui/route-tabs'
import { Skeleton } from '@/components/ui/skeleton'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { formatDateTime } from '@/lib/core/format/date'
import { compactNumber } from '@/lib/core/format/number'
import { pb } from '@/lib/core/paths'
import { provisionPolicyChange, sledPolicyShown, sledStateVariant } from './hardware-labels'
import { useSledActions } from './use-sled-actions'
import * as op from '@/lib/api/ops'
import { GatedButton } from '@/components/ui/gated-button'

/** A sled holds a dozen disks; one page of this size counts them all. */
const DISKS_PER_SLED = 100

/**
 * A sled's properties and its tab links around the current tab, which renders
 * at once beside them, so its requests start together with the frame's.
 */
export function SledFrame({ sledId, children }: { sledId: string; children: React.ReactNode }) {
  const sled = useApiQuery(op.sledView, { path: { sledId } })
  const { dialog, actionsFor } = useSledActions()
  const disks = useApiQuery(op.sledPhysicalDiskList, {
    path: { sledId },
    query: { limit: DISKS_PER_SLED },
  })
  const failed = blockingError(sled)
  if (failed) return <QueryError error={failed} />
  const s = sled.data
  const loading = <Skeleton className="h-4 w-32" />
  const policy = s && sledPolicyShown(s.policy)
  const diskCount = disks.data
    ? `${disks.data.items.length}${disks.data.nextPage ? '+' : ''}`
    : disks.error
      ? 'Could not be loaded'
      : loading

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b pb-4">
        <h1 className="min-w-0 truncate text-2xl font-semibold tracking-tight">
          Sled {s ? s.baseboard.serial : ''}
        </h1>
        {/* an expunged sled's policy can't change: no button; one the user's roles rule out says why */}
        {s &&
          provisionPolicyChange(s.policy) &&
          actionsFor(s).map((a) => (
            <GatedButton
              key={a.label}
              variant="outline"
              size="sm"
              reason={a.disabled ? a.disabledReason : undefined}
              onClick={a.onSelect}
            >
              {a.label}
            </GatedButton>
          ))}
      </div>
      <RefreshFailed query={sled} what="this sled" />
      <PropertiesTable
        items={[
          { label: 'ID', value: <CopyableValue value={sledId} label="Sled ID" mono /> },
          {
            label: 'Rack',
            value: s ? <span className="font-mono text-xs">{s.rackId}</span> : loading,
          },
          { label: 'Serial', value: s ? s.baseboard.serial : loading },
          { label: 'Part', value: s ? `${s.baseboard.part} rev ${s.baseboard.revision}` : loading },
          { label: 'Usable threads', value: s ? compactNumber(s.usableHardwareThreads) : loading },
          { label: 'Usable RAM', value: s ? formatBytes(s.usablePhysicalRam) : loading },
          {
            label: 'Provision policy',
            value: policy ? <Badge variant={policy.variant}>{policy.label}</Badge> : loading,
          },
          {
            label: 'State',
            value: s ? (
              <Badge variant={sledStateVariant[s.state] ?? 'outline'}>{s.state}</Badge>
            ) : (
              loading
            ),
          },
          {
            label: 'Physical disks',
            value: (
              <span className="flex items-center gap-3">
                {diskCount}
                <IntentLink
                  href={pb.systemInventoryDisks()}
                  className="text-primary hover:underline"
                >
                  All physical disks
                </IntentLink>
              </span>
            ),
          },
          { label: 'Created', value: s ? formatDateTime(s.timeCreated) : loading },
        ]}
      />
      <RouteTabs
        label="Sled sections"
        tabs={[{ label: 'Instances', href: pb.systemSledInstances({ sledId }) }]}
      />
      <div>{children}</div>
      {dialog}
    </div>
  )
}
