import { Loader2, type LucideIcon } from 'lucide-react'
import * as React from 'react'
import { joinClasses } from '@/lib/core/join-classes'

/** Spec §9: once shown, a spinner stays at least this long. */
const MIN_SPINNER_MS = 500

/**
 * A spinner on its own, saying `label` to screen readers. It holds itself: given `active`,
 * it spins while that is true and, once started, for at least 500 ms (spec §9), so a quick
 * answer doesn't flash it; callers pass the condition rather than mounting it on one.
 */
export function Spinner({
  active = true,
  className,
  label = 'Loading',
}: {
  active?: boolean
  className?: string
  label?: string
}) {
  const spinning = useMinimumDuration(active)
  if (!spinning) return null
  return (
    <span role="status" className={joinClasses('inline-flex items-center', className)}>
      <Loader2 className="size-5 animate-spin text-muted-foreground" aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  )
}

/**
 * A spinning icon beside words that say what is going on (a button's, a step's), so hidden
 * from screen readers. It holds as `Spinner` does. `icon` spins in place of the loader and
 * stays, still, when it stops (a refresh button's arrows); else `idle` shows then.
 */
export function SpinnerIcon({
  active = true,
  icon: Icon,
  idle = null,
  className,
}: {
  active?: boolean
  icon?: LucideIcon
  idle?: React.ReactNode
  className?: string
}) {
  const spinning = useMinimumDuration(active)
  if (!spinning && !Icon) return idle
  const Glyph = Icon ?? Loader2
  return <Glyph className={joinClasses(spinning && 'animate-spin', className)} aria-hidden />
}

/**
 * True while `active`, and for the rest of `ms` after it first became true, so a
 * fast answer doesn't flash a spinner for a single frame.
 */
export function useMinimumDuration(active: boolean, ms = MIN_SPINNER_MS): boolean {
  const [visible, setVisible] = React.useState(active)
  const shownAt = React.useRef<number | null>(null)

  // showing is immediate: adjust during render rather than a frame later
  if (active && !visible) setVisible(true)

  React.useEffect(() => {
    if (active) {
      shownAt.current ??= Date.now()
      return
    }
    if (!visible) return
    const elapsed = shownAt.current === null ? ms : Date.now() - shownAt.current
    const timer = setTimeout(
      () => {
        shownAt.current = null
        setVisible(false)
      },
      Math.max(0, ms - elapsed),
    )
    return () => clearTimeout(timer)
  }, [active, visible, ms])

  return visible
}
