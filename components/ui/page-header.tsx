import type * as React from 'react'
import { joinClasses } from '@/lib/core/join-classes'

export type PageHeaderProps = {
  title: string
  icon?: React.ReactNode
  /** Buttons or links on the right, e.g. 'New project'. */
  actions?: React.ReactNode
  /** The space under the header's rule: none when tabs follow at once. */
  spacing?: keyof typeof spacingBelow
  className?: string
}

const spacingBelow = { default: 'mb-6', tight: 'mb-4', none: 'mb-0' } as const

export function PageHeader({
  title,
  icon,
  actions,
  spacing = 'default',
  className,
}: PageHeaderProps) {
  return (
    <div
      className={joinClasses(
        'flex flex-wrap items-center justify-between gap-4 border-b pb-4',
        spacingBelow[spacing],
        className,
      )}
    >
      <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
        {icon && (
          <span aria-hidden className="text-muted-foreground">
            {icon}
          </span>
        )}
        {title}
      </h1>
      {actions && <div className="flex items-center gap-2">{actions}</div>}
    </div>
  )
}
