import type { ReactNode } from 'react'

/** Centred message used by the not-found, error and forbidden screens. */
export function ErrorScreen({
  title,
  children,
  actions,
}: {
  title: string
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="text-muted-foreground">{children}</div>
      {actions && <div className="flex items-center gap-3">{actions}</div>}
    </div>
  )
}
