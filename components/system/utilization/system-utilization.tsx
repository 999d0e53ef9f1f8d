import { Gauge } from 'lucide-react'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { PageHeader } from '@/components/ui/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import { RESOURCES } from '@/components/utilization/resources'
import { UsageHistory } from '@/components/utilization/usage-history'
import { UsageMeter } from '@/components/utilization/usage-meter'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { fleetCapacity, fleetTotals } from './capacity'
import { FleetTotalsTable } from './fleet-totals-table'
import { SilosUtilizationTable } from './silos-utilization-table'
import { StoragePlanning } from './storage-planning'
import * as op from '@/lib/api/ops'

/**
 * Totals need every sled and silo, not a page of them; a rack holds 32 sleds,
 * so one request of this size covers any fleet the console will meet, and the
 * page says so if it ever does not.
 */
const WHOLE_LIST = 1000

/** The fleet's capacity from its sleds, and what the silos have been promised and use. */
export function SystemUtilization() {
  // sleds, silos and the charts' metrics are asked for together
  const sleds = useApiQuery(op.sledList, { query: { limit: WHOLE_LIST } })
  const silos = useApiQuery(op.siloUtilizationList, { query: { limit: WHOLE_LIST } })
  const failed = blockingError(sleds)
  if (failed) return <QueryError error={failed} />

  const fleet = sleds.data && fleetCapacity(sleds.data.items)
  const totals = silos.data && fleetTotals(silos.data.items)
  const partial = !!sleds.data?.nextPage || !!silos.data?.nextPage
  // without the silos' counts there is nothing to set against capacity: the error above says why
  const waiting = (className: string) =>
    blockingError(silos) ? (
      <p className="text-sm text-muted-foreground">Not available</p>
    ) : (
      <Skeleton className={className} />
    )

  return (
    <>
      <PageHeader title="Utilization" icon={<Gauge className="h-5 w-5" aria-hidden />} />
      <RefreshFailed query={sleds} what="sleds" className="mb-4" />
      {partial && (
        <p role="note" className="mb-4 text-sm text-muted-foreground">
          These totals count the first {WHOLE_LIST} sleds and silos only.
        </p>
      )}
      <section aria-labelledby="capacity-heading" className="mb-8">
        <h2 id="capacity-heading" className="mb-3 text-lg font-semibold">
          Provisioned against capacity
        </h2>
        <SectionQueryError query={silos} what="silo utilization" className="mb-3" />
        {!blockingError(silos) && (
          <div className="grid gap-4 md:grid-cols-3" aria-busy={!fleet || !totals}>
            {RESOURCES.map((r) =>
              fleet && totals ? (
                <UsageMeter
                  key={r.key}
                  resource={r}
                  provisioned={totals.provisioned[r.key]}
                  capacity={fleet.capacity[r.key]}
                  limitLabel="capacity"
                />
              ) : (
                <Skeleton key={r.key} className="h-28 w-full" />
              ),
            )}
          </div>
        )}
      </section>
      <div className="mb-8 flex flex-col gap-8">
        <section aria-labelledby="totals-heading">
          <h2 id="totals-heading" className="mb-3 text-lg font-semibold">
            Fleet totals
          </h2>
          {fleet && totals ? (
            <FleetTotalsTable counts={{ capacity: fleet.capacity, ...totals }} />
          ) : (
            waiting('h-40 w-full')
          )}
        </section>
        <section aria-labelledby="planning-heading">
          <h2 id="planning-heading" className="mb-3 text-lg font-semibold">
            Storage capacity planning
          </h2>
          {fleet && totals ? (
            <StoragePlanning fleet={fleet} provisioned={totals.provisioned.storage} />
          ) : (
            waiting('h-40 w-full')
          )}
        </section>
      </div>
      <section aria-labelledby="silos-heading" className="mb-8">
        <h2 id="silos-heading" className="mb-3 text-lg font-semibold">
          By silo
        </h2>
        {!blockingError(silos) && (
          <SilosUtilizationTable silos={silos.data?.items} isLoading={silos.isPending} />
        )}
      </section>
      <UsageHistory capacity={fleet?.capacity} scope="fleet" />
    </>
  )
}
