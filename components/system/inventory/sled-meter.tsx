import { useId } from 'react'
import type { Usage } from '@/lib/domain/sled-usage'
import { compactNumber } from '@/lib/core/format/number'
import { joinClasses } from '@/lib/core/join-classes'

/**
 * One resource of a sled as a meter with its figures: "24 of 128 threads · 18%".
 * The bar stops at full; the figures say how far over it is. A sled that
 * reports nothing usable gets no bar, only what its instances take.
 */
export function SledMeter({
  label,
  usage,
  format,
  unit = '',
}: {
  /** "Threads", "Memory" */
  label: string
  usage: Usage
  format: (n: number) => string
  /** after the usable figure, e.g. " threads" */
  unit?: string
}) {
  const id = useId()
  const figures = `${format(usage.used)} of ${format(usage.usable)}${unit}`
  const percent = usage.percent
  if (percent === undefined) {
    return (
      <div className="text-sm">
        <span className="font-medium">{label}</span>
        <p className="break-words text-muted-foreground">
          {format(usage.used)} used; none usable reported
        </p>
      </div>
    )
  }
  const bar = Math.min(percent, 100)
  return (
    <div className="text-sm">
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-2">
        <span id={id} className="font-medium">
          {label}
        </span>
        <span
          className={joinClasses(
            'min-w-0 break-words tabular-nums',
            usage.full && 'text-destructive',
          )}
        >
          {figures} · {compactNumber(percent)}%
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bar}
        aria-valuetext={`${figures} (${compactNumber(percent)}%)`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        {/* a transform, not a width: moving the bar needs no layout */}
        <div
          className={joinClasses(
            'h-full w-full origin-left rounded-full',
            usage.full ? 'bg-destructive' : 'bg-primary',
          )}
          style={{ transform: `scaleX(${bar / 100})` }}
        />
      </div>
    </div>
  )
}
