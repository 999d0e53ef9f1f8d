import { AreaChart } from '@tremor/react'
import type { UsageRow } from './resources'

export type UsageChartProps = {
  title: string
  rows: UsageRow[]
  format: (value: number) => string
  summary: string
}

/**
 * Provisioned capacity over time as an area chart (Tremor, so loaded with the charts only).
 * The axis fits the data, not the quota: a quota far above use would flatten the line.
 */
export function UsageChart({ title, rows, format, summary }: UsageChartProps) {
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
        yAxisWidth={88}
        curveType="step"
        minValue={0}
      />
    </div>
  )
}
