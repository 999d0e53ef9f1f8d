import { joinClasses } from '@/lib/core/join-classes'
import { usedPercent, type Resource } from './resources'

/**
 * One quota as a meter: what is provisioned against what the silo may use.
 * The bar stops at full; the numbers say how far over it is.
 */
export function UsageMeter({
  resource,
  provisioned,
  capacity,
  limitLabel = 'quota',
}: {
  resource: Resource
  provisioned: number
  capacity: number
  /** what the capacity is: a silo's quota, or the fleet's capacity */
  limitLabel?: string
}) {
  const percent = usedPercent(provisioned, capacity)
  const shown = `${resource.format(provisioned)} of ${resource.format(capacity)}`
  const over = percent > 100
  return (
    <div className="rounded-lg border p-4">
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <span id={`meter-${resource.key}`} className="text-sm font-semibold">
          {resource.label}
        </span>
        <span
          className={joinClasses('text-sm tabular-nums', over && 'font-medium text-destructive')}
        >
          {percent}%
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={`meter-${resource.key}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={`${shown} (${percent}%)`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={joinClasses(
            'h-full w-full origin-left rounded-full',
            over ? 'bg-destructive' : 'bg-primary',
          )}
          style={{ transform: `scaleX(${Math.min(percent, 100) / 100})` }}
        />
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{resource.format(provisioned)}</span>{' '}
        provisioned of {resource.format(capacity)} {limitLabel}
      </p>
    </div>
  )
}
