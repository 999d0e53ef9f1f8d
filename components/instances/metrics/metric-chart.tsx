import { AreaChart } from '@tremor/react'
import { useMemo } from 'react'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { Skeleton } from '@/components/ui/skeleton'
import { blockingError } from '@/lib/api/load-state'
import { ChartLegend } from './chart-legend'
import { StatCards } from './stat-cards'
import { useApiQuery } from '@/lib/api/query'
import { asShares, toChartRows } from '@/lib/domain/metrics/oxql'
import { rangeStats, rowFigure } from '@/lib/domain/metrics/range-stats'
import { joinClasses } from '@/lib/core/join-classes'
import { formatDayTime } from '@/lib/core/format/date'
import * as op from '@/lib/api/ops'

export type MetricChartProps = {
  project: string
  title: string
  /** the OxQL query; nothing is fetched until it is known */
  query: string | undefined
  labelField?: string
  fallbackLabel: string
  /** show each timestamp's series as shares of their total */
  shares?: boolean
  valueFormatter: (value: number) => string
  colors: string[]
  /** what the stat cards add up: every series (default), or all but some (idle vCPU time) */
  stat?: { label: string; leaveOut: string[] }
  className?: string
}

/** One timeseries query drawn as an area chart, with its loading, empty and error states. */
export function MetricChart(props: MetricChartProps) {
  const { project, title, query, labelField, fallbackLabel, shares, valueFormatter, colors } = props
  const { className, stat } = props
  const result = useApiQuery(
    op.timeseriesQuery,
    { query: { project }, body: { query: query ?? '' } },
    { enabled: !!query },
  )
  const { rows, series } = useMemo(() => {
    const out = toChartRows(result.data, {
      labelField,
      fallbackLabel,
      formatTime: formatDayTime,
    })
    return shares ? { rows: asShares(out.rows, out.series), series: out.series } : out
  }, [result.data, labelField, fallbackLabel, shares])

  const stats = useMemo(
    () => rangeStats(rows.map((row) => rowFigure(row, series, stat?.leaveOut))),
    [rows, series, stat],
  )
  const latest = rows.at(-1)
  const summary = latest
    ? series.map((s) => `${s} ${valueFormatter(Number(latest[s]))}`).join(', ')
    : ''

  return (
    <figure
      className={joinClasses('rounded-lg border p-4', className)}
      aria-busy={result.isPending}
    >
      <figcaption className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-sm font-semibold">{title}</span>
        {latest && (
          <span className="text-xs text-muted-foreground">
            Latest ({latest.time}): {summary}
          </span>
        )}
      </figcaption>
      <SectionQueryError query={result} what="this metric" className="mb-3" />
      {blockingError(result) ? null : result.isPending ? (
        <>
          <span role="status" className="sr-only">
            Loading {title}
          </span>
          <Skeleton className="h-56 w-full" />
        </>
      ) : rows.length === 0 ? (
        <p className="py-12 text-center text-sm text-muted-foreground">
          No data for this time range
        </p>
      ) : (
        <>
          {stats && (
            <StatCards
              label={stat?.label ?? title}
              note={stat && `${stat.label}: every state but ${stat.leaveOut.join(', ')}`}
              stats={stats}
              format={valueFormatter}
            />
          )}
          <ChartLegend series={series} colors={colors} />
          <div role="img" aria-label={`${title} chart. Latest: ${summary}`}>
            <AreaChart
              className="h-56"
              data={rows}
              index="time"
              categories={series}
              colors={colors}
              valueFormatter={valueFormatter}
              stack={shares}
              showAnimation={false}
              yAxisWidth={72}
              curveType="monotone"
              minValue={0}
              maxValue={shares ? 100 : undefined}
              showLegend={false}
            />
          </div>
        </>
      )}
    </figure>
  )
}
