import { useState } from 'react'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { GatedButton } from '@/components/ui/gated-button'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { PropertiesTable } from '@/components/ui/properties-table'
import { Skeleton, TextSkeleton } from '@/components/ui/skeleton'
import type { ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import { blockingError } from '@/lib/api/load-state'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { RangesTable } from './ranges-table'
import * as op from '@/lib/api/ops'

const AddServiceRangeModal = lazyWhenOpen(() =>
  import('./add-service-range-modal').then((m) => m.AddServiceRangeModal),
)

/**
 * The pool Nexus keeps for the rack's own services (external DNS, the API).
 * It has no silos and no utilization endpoint; an operator only grows or
 * shrinks its ranges.
 */
export function ServicePool({ confirm }: { confirm: (options: ConfirmActionOptions) => void }) {
  const pool = useApiQuery(op.ipPoolServiceView, {})
  const ranges = useApiQuery(op.ipPoolServiceRangeList, { query: { limit: PICKER_LIMIT } })
  const { mutateAsync: remove } = useApiMutation(op.ipPoolServiceRangeRemove)
  const [adding, setAdding] = useState(false)
  const refused = useRefusals()
  const name = pool.data?.name ?? 'the service pool'

  return (
    <section aria-labelledby="service-pool-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="service-pool-heading" className="text-lg font-semibold">
          Service IP pool
        </h2>
        <p className="text-sm text-muted-foreground">
          Addresses the rack’s own services (external DNS, the API) answer on. No silo draws from
          it.
        </p>
      </div>
      <SectionQueryError query={pool} what="the service pool" />
      {!blockingError(pool) && (
        <PropertiesTable
          items={[
            {
              label: 'Name',
              value: pool.data ? pool.data.name : <TextSkeleton />,
            },
            {
              label: 'Description',
              value: pool.data ? pool.data.description : <Skeleton className="h-4 w-48" />,
            },
          ]}
        />
      )}
      <RangesTable
        pool={name}
        ranges={ranges}
        remove={(range) => remove({ body: range })}
        confirm={confirm}
        removeRefused={refused('system.serviceIpPool.range.remove')}
        addButton={
          <GatedButton
            variant="outline"
            size="sm"
            reason={refused('system.serviceIpPool.range.add')}
            onClick={() => setAdding(true)}
          >
            Add service range
          </GatedButton>
        }
      />
      <AddServiceRangeModal open={adding} onOpenChange={setAdding} />
    </section>
  )
}
