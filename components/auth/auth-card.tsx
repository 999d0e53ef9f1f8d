import type { ReactNode } from 'react'

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="w-full max-w-md rounded-lg border bg-card p-8 shadow-sm">
      <h1 className="text-xl font-semibold">{title}</h1>
      {subtitle && <div className="mb-6 mt-1 text-sm text-muted-foreground">{subtitle}</div>}
      {!subtitle && <div className="mb-6" />}
      {children}
    </div>
  )
}
