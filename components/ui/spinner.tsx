import { Loader2 } from 'lucide-react'
import * as React from 'react'
import { cn } from '@/lib/core/utils'

/** Spec §9: once shown, a spinner stays at least this long. */
const MIN_SPINNER_MS = 500

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <Loader2 className="size-5 animate-spin text-muted-foreground" aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  )
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
