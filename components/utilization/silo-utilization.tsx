import { Gauge } from 'lucide-react'
import { useState } from 'react'
import { QueryError } from '@/components/errors/query-error'
import { RefreshFailed } from '@/components/errors/refresh-failed'
import { Label } from '@/components/ui/label'
import { PageHeader } from '@/components/ui/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { RESOURCES, UTILIZATION_RANGES } from './resources'
import { UsageChartSection } from './usage-chart-section'
import { UsageMeter } from './usage-meter'

type Window = { key: string; start: Date; end: Date }

/** The window ends when it is chosen, so its requests stay the same until it changes. */
function windowOf(key: string): Window {
  const range = UTILIZATION_RANGES.find((r) => r.key === key) ?? UTILIZATION_RANGES[0]
  const end = new Date()
  return { key: range.key, start: new Date(end.getTime() - range.ms), end }
}

export function SiloUtilization() {
  const [span, setSpan] = useState(() => windowOf(UTILIZATION_RANGES[0].key))
  // the charts' requests start beside this one, each in its section
  const utilization = useApiQuery('utilizationView', {})
  const failed = blockingError(utilization)
  if (failed) return <QueryError error={failed} />
  const data = utilization.data

  return (
    <>
      <PageHeader title="Utilization" icon={<Gauge className="h-5 w-5" aria-hidden />} />
      <RefreshFailed query={utilization} what="utilization" className="mb-4" />
      <section aria-labelledby="quota-heading" className="mb-8">
        <h2 id="quota-heading" className="mb-3 text-lg font-semibold">
          Provisioned against quota
        </h2>
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
      <section aria-labelledby="history-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="history-heading" className="text-lg font-semibold">
            Provisioned over time
          </h2>
          <div className="flex items-center gap-2">
            <Label htmlFor="utilization-range">Time range</Label>
            <select
              id="utilization-range"
              value={span.key}
              onChange={(e) => setSpan(windowOf(e.target.value))}
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            >
              {UTILIZATION_RANGES.map((r) => (
                <option key={r.key} value={r.key}>
                  {r.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid gap-4 lg:grid-cols-3">
          {RESOURCES.map((r) => (
            <UsageChartSection
              key={r.key}
              resource={r}
              start={span.start}
              end={span.end}
              capacity={data?.capacity[r.key]}
            />
          ))}
        </div>
      </section>
    </>
  )
}
