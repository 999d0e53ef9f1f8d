import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { PartBoundary } from '@/components/ui/part-boundary'
import { Skeleton } from '@/components/ui/skeleton'
import { blockingError } from '@/lib/api/load-state'
import { useApiQueries, useApiQuery } from '@/lib/api/query'
import { compactNumber } from '@/lib/core/format/number'
import { keyed } from '@/lib/core/keys'
import { FULL_AT_PERCENT } from '@/lib/domain/sled-usage'
import { SledCard } from './sled-card'
import * as op from '@/lib/api/ops'

/**
 * A rack has 32 cubbies, so one page this size holds a whole rack's sleds with
 * room to spare, and bounds the instance lists asked for at once.
 */
const SLEDS_PAGE = 100

/**
 * A sled runs at most one instance per usable thread (Nexus places no more
 * vCPUs than it has), so one page this size, the console's largest, holds
 * every instance of any sled; the card says so if a list ever has more.
 */
const INSTANCES_PAGE = 1000

/**
 * The rack at a glance: a card per sled with its state, policy and what its
 * instances take. The sled list and then, as soon as it answers, every
 * sled's instance list together: two rounds however many sleds there are.
 */
export function RackOverview() {
  const sleds = useApiQuery(op.sledList, { query: { limit: SLEDS_PAGE } })
  const items = sleds.data?.items ?? []
  const instances = useApiQueries(
    op.sledInstanceList,
    items.map((s) => ({ path: { sledId: s.id }, query: { limit: INSTANCES_PAGE } })),
  )

  return (
    <section aria-labelledby="rack-overview-heading">
      <h2 id="rack-overview-heading" className="mb-1 text-base font-semibold">
        Rack at a glance
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        What the instances on each sled take of its usable threads and memory. Full:{' '}
        {FULL_AT_PERCENT}% or more of either. Out of service: expunged, decommissioned or
        non-provisionable, so it takes no new instances.
      </p>
      <SectionQueryError query={sleds} what="sleds" className="mb-3" />
      {blockingError(sleds) ? null : !sleds.data ? (
        <div
          aria-busy="true"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
        >
          <span className="sr-only">Loading sleds</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          No sled has been added to a rack yet.
        </p>
      ) : (
        <>
          <ul
            aria-label="Sleds in the rack"
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
          >
            {keyed(items, (sled) => sled.id).map(([key, sled], i) => (
              <li key={key} className="min-w-0">
                <PartBoundary what={`sled ${sled.baseboard.serial || sled.id}`}>
                  <SledCard sled={sled} instances={instances[i]} instancesLimit={INSTANCES_PAGE} />
                </PartBoundary>
              </li>
            ))}
          </ul>
          {sleds.data.nextPage && (
            <p role="note" className="mt-2 text-sm text-muted-foreground">
              Showing the first {compactNumber(SLEDS_PAGE)} sleds; the table below lists them all.
            </p>
          )}
        </>
      )}
    </section>
  )
}
