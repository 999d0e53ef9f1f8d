import { joinClasses } from '@/lib/core/join-classes'

export type ProgressBarProps = {
  /** 0 to max */
  value: number
  max: number
  /** the accessible name, e.g. 'Upload progress' */
  label: string
  /** read out instead of the bare percentage, e.g. '10 MiB of 20 MiB' */
  valueText?: string
  className?: string
}

/** A determinate progress bar; its value is announced as a whole percentage. */
export function ProgressBar({ value, max, label, valueText, className }: ProgressBarProps) {
  const fraction = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0
  const percent = Math.floor(fraction * 100)
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ? `${valueText} (${percent}%)` : undefined}
      className={joinClasses('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      {/* a transform, not a width: moving the bar needs no layout */}
      <div
        className="h-full w-full origin-left rounded-full bg-primary"
        style={{ transform: `scaleX(${fraction})` }}
      />
    </div>
  )
}
