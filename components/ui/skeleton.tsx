import { cn } from '@/lib/utils'

/**
 * Decorative: whatever is loading announces itself (aria-busy, a status), not each bar.
 * A span, so it may sit inside buttons and other phrasing content.
 */
function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      aria-hidden
      className={cn('block motion-safe:animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  )
}

export { Skeleton }
