import type * as React from 'react'
import { cn } from '@/lib/core/utils'

export type PageHeaderProps = {
  title: string
  icon?: React.ReactNode
  /** Buttons or links on the right, e.g. 'New project'. */
  actions?: React.ReactNode
  className?: string
}

export function PageHeader({ title, icon, actions, className }: PageHeaderProps) {
  return (
    <div
      className={cn(
        'mb-6 flex flex-wrap items-center justify-between gap-4 border-b pb-4',
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
