import type {
  Measurement,
  SystemMetricName,
  VirtualResourceCounts,
} from '@/lib/api/__generated__/Api'
import { formatBytes } from '@/lib/core/format/bytes'
import { compactNumber } from '@/lib/core/format/number'

/** The three things a silo's quota limits, with the metric that tracks each over time. */
export type Resource = {
  key: keyof VirtualResourceCounts
  label: string
  metric: SystemMetricName
  format: (value: number) => string
  /** shorter, for a chart's axis and tooltip */
  axisFormat: (value: number) => string
}

export const RESOURCES: readonly Resource[] = [
  {
    key: 'cpus',
    label: 'vCPUs',
    metric: 'cpus_provisioned',
    format: compactNumber,
    axisFormat: (v) => compactNumber(Math.round(v)),
  },
  {
    key: 'memory',
    label: 'Memory',
    metric: 'ram_provisioned',
    format: (v) => formatBytes(v),
    axisFormat: (v) => formatBytes(v, { round: 1 }),
  },
  {
    key: 'storage',
    label: 'Storage',
    metric: 'virtual_disk_space_provisioned',
    format: (v) => formatBytes(v),
    axisFormat: (v) => formatBytes(v, { round: 1 }),
  },
]

export type UtilizationRange = { key: string; label: string; ms: number }

const HOUR = 3_600_000

export const UTILIZATION_RANGES: readonly UtilizationRange[] = [
  { key: '1h', label: 'Last hour', ms: HOUR },
  { key: '1d', label: 'Last day', ms: 24 * HOUR },
  { key: '1w', label: 'Last week', ms: 7 * 24 * HOUR },
]

/**
 * How much of the quota is in use, as a whole percentage for the meter. A zero
 * quota with nothing provisioned is 0%; anything provisioned over it is 100%+.
 */
export function usedPercent(provisioned: number, capacity: number): number {
  if (capacity <= 0) return provisioned > 0 ? 100 : 0
  return Math.floor((provisioned / capacity) * 100)
}

export type UsageRow = { time: string; Provisioned: number }

/**
 * A page of measurements as chart rows, oldest first. Only numeric data can be
 * drawn: a scalar, or a cumulative counter's value; anything else is left out.
 */
export function measurementRows(items: Measurement[], formatTime: (t: Date) => string): UsageRow[] {
  const rows: { t: number; row: UsageRow }[] = []
  for (const m of items) {
    const value = numericDatum(m.datum)
    if (value === undefined) continue
    const t = new Date(m.timestamp)
    rows.push({ t: t.getTime(), row: { time: formatTime(t), Provisioned: value } })
  }
  return rows.sort((a, b) => a.t - b.t).map((r) => r.row)
}

function numericDatum(datum: Measurement['datum']): number | undefined {
  if (typeof datum.datum === 'number') return datum.datum
  const d: unknown = datum.datum
  if (d && typeof d === 'object' && 'value' in d && typeof d.value === 'number') return d.value
  return undefined
}
