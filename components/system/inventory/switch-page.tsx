import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { CopyableValue } from '@/components/kit/copyable-value'
import { PropertiesTable } from '@/components/ui/properties-table'
import { TextSkeleton } from '@/components/ui/skeleton'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { formatDateTime } from '@/lib/core/format/date'
import * as op from '@/lib/api/ops'

/**
 * One rack switch, as the API tells of it: its baseboard (serial, part,
 * revision) and its rack. The console has no rack page, so the rack is its id.
 */
export function SwitchPage({ switchId }: { switchId: string }) {
  const view = useApiQuery(op.switchView, { path: { switchId } })
  const failed = blockingError(view)
  if (failed) return <QueryError error={failed} />
  const s = view.data
  const loading = <TextSkeleton />

  return (
    <div className="flex flex-col gap-6">
      <div className="border-b pb-4">
        <h1 className="min-w-0 truncate text-2xl font-semibold tracking-tight">
          Switch {s ? s.baseboard.serial : ''}
        </h1>
      </div>
      <RefreshFailed query={view} what="this switch" />
      <PropertiesTable
        items={[
          { label: 'ID', value: <CopyableValue value={switchId} label="Switch ID" mono /> },
          {
            label: 'Rack',
            value: s ? <CopyableValue value={s.rackId} label="Rack ID" mono /> : loading,
          },
          { label: 'Serial', value: s ? s.baseboard.serial : loading },
          { label: 'Part', value: s ? s.baseboard.part : loading },
          { label: 'Revision', value: s ? String(s.baseboard.revision) : loading },
          { label: 'Created', value: s ? formatDateTime(s.timeCreated) : loading },
          { label: 'Modified', value: s ? formatDateTime(s.timeModified) : loading },
        ]}
      />
    </div>
  )
}
