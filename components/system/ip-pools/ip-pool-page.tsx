import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { CopyableValue } from '@/components/kit/copyable-value'
import { PropertiesTable } from '@/components/ui/properties-table'
import { Skeleton } from '@/components/ui/skeleton'
import { useConfirm } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import { blockingError } from '@/lib/api/load-state'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { formatDateTime } from '@/lib/core/format/date'
import { pb } from '@/lib/core/paths'
import { WriteLink } from '@/components/kit/write-link'
import { useIpPool } from './ip-pool-queries'
import { PoolSilos } from './pool-silos'
import { RangesTable } from './ranges-table'
import { PoolUtilization } from './utilization-cell'
import * as op from '@/lib/api/ops'

/**
 * A pool's page: its properties and utilization, its ranges and its linked
 * silos. Every request starts at once, each by the pool's name in the URL.
 */
export function IpPoolPage({ pool }: { pool: string }) {
  const view = useIpPool(pool)
  const ranges = useApiQuery(op.ipPoolRangeList, { path: { pool }, query: { limit: PICKER_LIMIT } })
  const { mutateAsync: removeRange } = useApiMutation(op.ipPoolRangeRemove)
  const [confirmation, confirm] = useConfirm()
  const refused = useRefusals()
  const failed = blockingError(view)
  if (failed) return <QueryError error={failed} />
  const p = view.data
  const loading = <Skeleton className="h-4 w-32" />

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b pb-4">
        <h1 className="min-w-0 truncate text-2xl font-semibold tracking-tight" title={pool}>
          {pool}
        </h1>
        <WriteLink
          variant="outline"
          size="sm"
          href={pb.systemIpPoolEdit({ pool })}
          refused={refused('system.ipPool.edit')}
        >
          Edit
        </WriteLink>
      </div>
      <RefreshFailed query={view} what="this IP pool" />
      <PropertiesTable
        items={[
          { label: 'Description', value: p ? p.description || '—' : loading },
          {
            label: 'IPv4 (allocated / capacity)',
            value: <PoolUtilization pool={pool} family="ipv4" />,
          },
          {
            label: 'IPv6 (allocated / capacity)',
            value: <PoolUtilization pool={pool} family="ipv6" />,
          },
          { label: 'ID', value: p ? <CopyableValue value={p.id} label="ID" mono /> : loading },
          { label: 'Created', value: p ? formatDateTime(p.timeCreated) : loading },
          { label: 'Last modified', value: p ? formatDateTime(p.timeModified) : loading },
        ]}
      />
      <RangesTable
        pool={pool}
        ranges={ranges}
        remove={(range) => removeRange({ path: { pool }, body: range })}
        confirm={confirm}
        removeRefused={refused('system.ipPool.range.remove')}
        addButton={
          <WriteLink
            variant="outline"
            size="sm"
            href={pb.systemIpPoolRangesAdd({ pool })}
            refused={refused('system.ipPool.range.add')}
          >
            Add range
          </WriteLink>
        }
      />
      <PoolSilos pool={pool} confirm={confirm} />
      {confirmation}
    </div>
  )
}
