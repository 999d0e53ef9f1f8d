import { joinClasses } from '@/lib/core/join-classes'

/**
 * Decorative: whatever is loading announces itself (aria-busy, a status), not each bar.
 * A span, so it may sit inside buttons and other phrasing content.
 */
function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      aria-hidden
      className={joinClasses('block motion-safe:animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  )
}

/** A value still loading in a line of text: as tall as the line, so its arrival moves nothing. */
function TextSkeleton() {
  return <Skeleton className="my-0.5 h-4 w-32" />
}

export { Skeleton, TextSkeleton }
