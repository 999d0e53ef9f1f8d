import type { VirtualResourceCounts } from '@/lib/api/__generated__/Api'
import { useState } from 'react'
import { Label } from '@/components/ui/label'
import { RESOURCES, UTILIZATION_RANGES } from './resources'
import { UsageChartSection, type UsageScope } from './usage-chart-section'

type Window = { key: string; start: Date; end: Date }

/** The window ends when it is chosen, so its requests stay the same until it changes. */
function windowOf(key: string): Window {
  const range = UTILIZATION_RANGES.find((r) => r.key === key) ?? UTILIZATION_RANGES[0]
  const end = new Date()
  return { key: range.key, start: new Date(end.getTime() - range.ms), end }
}

/** A chart per resource of what was provisioned over a chosen time range. */
export function UsageHistory({
  capacity,
  scope = 'silo',
}: {
  /** the quota (silo) or capacity (fleet), once known */
  capacity: VirtualResourceCounts | undefined
  scope?: UsageScope
}) {
  const [span, setSpan] = useState(() => windowOf(UTILIZATION_RANGES[0].key))
  return (
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
            capacity={capacity?.[r.key]}
            scope={scope}
          />
        ))}
      </div>
    </section>
  )
}
