import type { RangeStats } from '@/lib/domain/metrics/range-stats'

/** Current, average and peak of a chart's range, above the chart. */
export function StatCards({
  label,
  stats,
  format,
  note,
}: {
  /** what the figures are of, e.g. "Busy vCPU time" or the chart's title */
  label: string
  /** said above the cards when they aren't of the chart's own total */
  note?: string
  stats: RangeStats
  format: (value: number) => string
}) {
  const cards: [string, number][] = [
    ['Current', stats.current],
    ['Average', stats.average],
    ['Peak', stats.peak],
  ]
  return (
    <>
      {note && <p className="mb-1 text-xs text-muted-foreground">{note}</p>}
      <dl aria-label={`${label} over the range`} className="mb-3 grid grid-cols-3 gap-2">
        {cards.map(([name, value]) => (
          <div key={name} className="min-w-0 rounded-md bg-muted/50 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{name}</dt>
            <dd className="truncate text-sm font-semibold tabular-nums">{format(value)}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
