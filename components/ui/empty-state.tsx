import type * as React from 'react'
import { joinClasses } from '@/lib/core/join-classes'

export type EmptyStateProps = {
  icon?: React.ReactNode
  title: string
  body?: React.ReactNode
  /** A link or button, e.g. to create the first item. */
  action?: React.ReactNode
  className?: string
}

export function EmptyState({ icon, title, body, action, className }: EmptyStateProps) {
  return (
    <div
      className={joinClasses(
        'mx-auto flex max-w-sm flex-col items-center gap-2 px-4 py-12 text-center',
        className,
      )}
    >
      {icon && (
        <div
          aria-hidden
          className="mb-2 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground"
        >
          {icon}
        </div>
      )}
      <h2 className="text-base font-semibold">{title}</h2>
      {body && <div className="text-sm text-muted-foreground">{body}</div>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  )
}
