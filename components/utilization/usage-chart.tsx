import { AreaChart } from '@tremor/react'
import type { UsageRow } from './resources'

export type UsageChartProps = {
  title: string
  rows: UsageRow[]
  /** the quota: the chart's top, unless more than it is provisioned */
  capacity: number | undefined
  format: (value: number) => string
  summary: string
}

/** Provisioned capacity over time as an area chart (Tremor, so loaded with the charts only). */
export function UsageChart({ title, rows, capacity, format, summary }: UsageChartProps) {
  const peak = Math.max(0, ...rows.map((r) => r.Provisioned))
  return (
    <div role="img" aria-label={`${title} chart. ${summary}`}>
      <AreaChart
        className="h-48"
        data={rows}
        index="time"
        categories={['Provisioned']}
        colors={['blue']}
        valueFormatter={format}
        showAnimation={false}
        showLegend={false}
        yAxisWidth={80}
        curveType="step"
        minValue={0}
        maxValue={capacity !== undefined ? Math.max(capacity, peak) : undefined}
      />
    </div>
  )
}
