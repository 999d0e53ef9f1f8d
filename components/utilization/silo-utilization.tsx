import { Gauge } from 'lucide-react'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { PageHeader } from '@/components/ui/page-header'
import { lazyOnRender } from '@/components/ui/lazy'
import { Skeleton } from '@/components/ui/skeleton'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { QuotaEditing } from './quota-editing'
import { RESOURCES } from './resources'
import { UsageHistory } from './usage-history'
import { UsageMeter } from './usage-meter'
import * as op from '@/lib/api/ops'

// per project, what can be cleaned up: its code and reads come after the meters'
const SiloCleanup = lazyOnRender(
  () => import('@/components/cleanup/silo-cleanup').then((m) => m.SiloCleanup),
  { fallback: <Skeleton className="h-40 w-full" /> },
)

export function SiloUtilization() {
  // the charts' requests start beside this one, each in its section
  const utilization = useApiQuery(op.utilizationView, {})
  const failed = blockingError(utilization)
  if (failed) return <QueryError error={failed} />
  const data = utilization.data

  return (
    <>
      <PageHeader title="Utilization" icon={<Gauge className="h-5 w-5" aria-hidden />} />
      <RefreshFailed query={utilization} what="utilization" className="mb-4" />
      <section aria-labelledby="quota-heading" className="mb-8">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="quota-heading" className="text-lg font-semibold">
            Provisioned against quota
          </h2>
          <QuotaEditing utilization={data} />
        </div>
        <div className="grid gap-4 md:grid-cols-3" aria-busy={!data}>
          {RESOURCES.map((r) =>
            data ? (
              <UsageMeter
                key={r.key}
                resource={r}
                provisioned={data.provisioned[r.key]}
                capacity={data.capacity[r.key]}
              />
            ) : (
              <Skeleton key={r.key} className="h-28 w-full" />
            ),
          )}
        </div>
      </section>
      <UsageHistory capacity={data?.capacity} />
      <SiloCleanup />
    </>
  )
}
