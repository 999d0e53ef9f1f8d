import { PartBoundary } from '@/components/ui/part-boundary'
import { useMemo } from 'react'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { Skeleton } from '@/components/ui/skeleton'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import * as op from '@/lib/api/ops'
import { measurementRows, type Resource } from './resources'
import { lazyOnRender } from '@/components/ui/lazy'
import { formatDayTime } from '@/lib/core/format/date'

// Tremor and recharts load after the page; the query above them starts at once
const UsageChart = lazyOnRender(() => import('./usage-chart').then((m) => m.UsageChart), {
  fallback: <Skeleton className="h-48 w-full" />,
})

/** Enough points for a smooth line over a week; the newest are asked for first. */
const POINTS = 300

/** Whose provisioning is drawn: the signed-in user's silo, or the whole fleet (operators). */
export type UsageScope = 'silo' | 'fleet'

/** One resource's provisioned capacity over the chosen window, with its own loading and errors. */
export function UsageChartSection({
  resource,
  start,
  end,
  capacity,
  scope = 'silo',
}: {
  resource: Resource
  start: Date
  end: Date
  /** the silo's quota or the fleet's capacity, said beside the latest value */
  capacity: number | undefined
  scope?: UsageScope
}) {
  const result = useApiQuery(scope === 'fleet' ? op.systemMetric : op.siloMetric, {
    path: { metricName: resource.metric },
    query: { startTime: start, endTime: end, order: 'descending', limit: POINTS },
  })
  const rows = useMemo(
    () => measurementRows(result.data?.items ?? [], formatDayTime),
    [result.data],
  )
  const title = `${resource.label} provisioned`
  const latest = rows.at(-1)
  const limit = scope === 'fleet' ? 'capacity' : 'quota'
  const quota = capacity === undefined ? '' : `, ${limit} ${resource.format(capacity)}`
  const summary = latest
    ? `Latest (${latest.time}): ${resource.format(latest.Provisioned)}${quota}`
    : 'No data'

  return (
    <figure className="rounded-lg border p-4" aria-busy={result.isPending}>
      <figcaption className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-sm font-semibold">{title}</span>
        {latest && <span className="text-xs text-muted-foreground">{summary}</span>}
      </figcaption>
      <SectionQueryError query={result} what={title.toLowerCase()} className="mb-3" />
      {blockingError(result) ? null : result.isPending ? (
        <>
          <span role="status" className="sr-only">
            Loading {title}
          </span>
          <Skeleton className="h-48 w-full" />
        </>
      ) : rows.length === 0 ? (
        <p className="py-12 text-center text-sm text-muted-foreground">
          No data for this time range
        </p>
      ) : (
        <PartBoundary what="the chart">
          <UsageChart title={title} rows={rows} format={resource.axisFormat} summary={summary} />
        </PartBoundary>
      )}
    </figure>
  )
}
