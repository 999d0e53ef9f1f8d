import { LineChart } from '@tremor/react'
import { joinClasses } from '@/lib/core/join-classes'
import type { ChartRow } from '@/lib/domain/metrics/oxql'

// Tremor's names for the lines' colours, and the same colours as whole class names for the
// legend (tailwind.config's safelist keeps both)
const COLORS = ['blue', 'emerald', 'amber', 'violet', 'rose', 'cyan', 'lime', 'fuchsia']
const SWATCH: Record<string, string> = {
  blue: 'bg-blue-500',
  emerald: 'bg-emerald-500',
  amber: 'bg-amber-500',
  violet: 'bg-violet-500',
  rose: 'bg-rose-500',
  cyan: 'bg-cyan-500',
  lime: 'bg-lime-500',
  fuchsia: 'bg-fuchsia-500',
}

export type ExplorerChartProps = {
  rows: ChartRow[]
  series: string[]
  format: (value: number) => string
  /** what a screen reader hears of the chart */
  summary: string
}

/** An answer's timeseries as lines (Tremor, so it loads with the explorer's chart only). */
export function ExplorerChart({ rows, series, format, summary }: ExplorerChartProps) {
  return (
    <>
      <ul aria-label="Legend" className="mb-2 flex flex-col gap-1 text-xs">
        {series.map((name, i) => (
          <li key={name} className="flex items-center gap-1.5 break-all text-muted-foreground">
            <span
              aria-hidden
              className={joinClasses(
                'size-2 shrink-0 rounded-full',
                SWATCH[COLORS[i % COLORS.length]],
              )}
            />
            {name}
          </li>
        ))}
      </ul>
      <div role="img" aria-label={`Query result chart. ${summary}`}>
        <LineChart
          className="h-64"
          data={rows}
          index="time"
          categories={series}
          colors={COLORS}
          valueFormatter={format}
          showAnimation={false}
          showLegend={false}
          yAxisWidth={80}
          connectNulls
        />
      </div>
    </>
  )
}
