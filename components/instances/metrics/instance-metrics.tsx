import { PartBoundary } from '@/components/ui/part-boundary'
import { useAtom } from 'jotai'
import { IntentLink } from '@/components/ui/intent-link'
import { Label } from '@/components/ui/label'
import { useApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { compactNumber } from '@/lib/core/format/number'
import {
  TIME_RANGES,
  instanceMetricQuery,
  type TargetField,
  type TimeRange,
} from '@/lib/domain/metrics/oxql'
import { pb } from '@/lib/core/paths'
import { metricsRangeKeyAtom } from '@/lib/domain/metrics/range-state'
import { joinClasses } from '@/lib/core/join-classes'
import { MetricChart } from './metric-chart'
import * as op from '@/lib/api/ops'

export type MetricsTab = 'cpu' | 'disk' | 'network'

type ChartDef = {
  title: string
  metric: string
  field: TargetField
  groupBy?: string[]
  labelField?: string
  fallbackLabel: string
  shares?: boolean
  format: (v: number) => string
  colors: string[]
  stat?: { label: string; leaveOut: string[] }
}

const percent = (v: number) => `${v.toFixed(1)}%`
// whole units keep the axis labels on one line
const bytes = (v: number) => formatBytes(Math.round(v), { round: 0 })
const count = (v: number) => compactNumber(Math.round(v))

const CHARTS: Record<MetricsTab, ChartDef[]> = {
  cpu: [
    {
      title: 'vCPU time by state',
      metric: 'virtual_machine:vcpu_usage',
      field: 'instance_id',
      groupBy: ['state'],
      labelField: 'state',
      fallbackLabel: 'all',
      shares: true,
      // the cards show how busy the vCPUs were: every state's share but idle's
      stat: { label: 'Busy vCPU time', leaveOut: ['idle'] },
      format: percent,
      colors: ['blue', 'emerald', 'amber', 'violet'],
    },
  ],
  disk: [
    ['Bytes read', 'virtual_disk:bytes_read', bytes, 'blue'],
    ['Bytes written', 'virtual_disk:bytes_written', bytes, 'violet'],
    ['Reads', 'virtual_disk:reads', count, 'emerald'],
    ['Writes', 'virtual_disk:writes', count, 'amber'],
  ].map(([title, metric, format, color]) => ({
    title: title as string,
    metric: metric as string,
    field: 'attached_instance_id' as const,
    fallbackLabel: title as string,
    format: format as (v: number) => string,
    colors: [color as string],
  })),
  network: [
    ['Bytes received', 'instance_network_interface:bytes_received', bytes, 'blue'],
    ['Bytes sent', 'instance_network_interface:bytes_sent', bytes, 'violet'],
    ['Packets received', 'instance_network_interface:packets_received', count, 'emerald'],
    ['Packets sent', 'instance_network_interface:packets_sent', count, 'amber'],
  ].map(([title, metric, format, color]) => ({
    title: title as string,
    metric: metric as string,
    field: 'instance_id' as const,
    fallbackLabel: title as string,
    format: format as (v: number) => string,
    colors: [color as string],
  })),
}

const TABS: { key: MetricsTab; label: string; href: typeof pb.instanceMetricsCpu }[] = [
  { key: 'cpu', label: 'CPU', href: pb.instanceMetricsCpu },
  { key: 'disk', label: 'Disk', href: pb.instanceMetricsDisk },
  { key: 'network', label: 'Network', href: pb.instanceMetricsNetwork },
]

export function InstanceMetrics({
  project,
  instance,
  tab,
}: {
  project: string
  instance: string
  tab: MetricsTab
}) {
  const [rangeKey, setRangeKey] = useAtom(metricsRangeKeyAtom)
  const range: TimeRange = TIME_RANGES.find((r) => r.key === rangeKey) ?? TIME_RANGES[0]
  // OxQL filters by id; the frame has this query in flight already, so it is shared
  const view = useApiQuery(op.instanceView, { path: { instance }, query: { project } })
  const instanceId = view.data?.id

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Metrics" className="flex gap-1 rounded-md bg-muted p-1">
          {TABS.map((t) => (
            <IntentLink
              key={t.key}
              href={t.href({ project, instance })}
              aria-current={t.key === tab ? 'page' : undefined}
              className={joinClasses(
                'rounded px-3 py-1 text-sm hover:text-foreground',
                t.key === tab
                  ? 'bg-background font-medium text-foreground shadow-sm'
                  : 'text-muted-foreground',
              )}
            >
              {t.label}
            </IntentLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <Label htmlFor="metrics-range">Time range</Label>
          <select
            id="metrics-range"
            value={range.key}
            onChange={(e) => setRangeKey(e.target.value)}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          >
            {TIME_RANGES.map((r) => (
              <option key={r.key} value={r.key}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {CHARTS[tab].map((c) => (
          <PartBoundary key={c.metric} what="the chart">
            <MetricChart
              className={CHARTS[tab].length === 1 ? 'lg:col-span-2' : undefined}
              project={project}
              title={c.title}
              query={
                instanceId &&
                instanceMetricQuery({
                  metric: c.metric,
                  field: c.field,
                  instanceId,
                  range,
                  groupBy: c.groupBy,
                })
              }
              labelField={c.labelField}
              fallbackLabel={c.fallbackLabel}
              shares={c.shares}
              valueFormatter={c.format}
              colors={c.colors}
              stat={c.stat}
            />
          </PartBoundary>
        ))}
      </div>
    </div>
  )
}
