import type * as React from 'react'
import { joinClasses } from '@/lib/core/join-classes'

export type Property = {
  label: string
  /** Absent (undefined, null or '') shows as '—'. */
  value?: React.ReactNode
}

/** The labels' column from the sm breakpoint up: at least this wide, wider for a long label. */
const labelColumn = {
  narrow: 'sm:grid-cols-[minmax(7rem,auto)_1fr]',
  default: 'sm:grid-cols-[minmax(8rem,auto)_1fr]',
  wide: 'sm:grid-cols-[minmax(9rem,auto)_1fr]',
} as const

/** Label/value pairs of one resource, as a definition list. */
export function PropertiesTable({
  items,
  labels = 'default',
  className,
}: {
  items: Property[]
  labels?: keyof typeof labelColumn
  className?: string
}) {
  return (
    <dl
      className={joinClasses(
        'grid max-w-3xl grid-cols-1 overflow-hidden rounded-md border text-sm',
        labelColumn[labels],
        className,
      )}
    >
      {items.map(({ label, value }) => (
        // a div per pair is valid in a <dl>; `contents` lets the pair join the grid
        <div key={label} className="contents [&:last-child>*]:border-b-0">
          <dt className="bg-muted/50 px-4 pb-1 pt-2.5 font-medium text-muted-foreground sm:border-b sm:py-2.5">
            {label}
          </dt>
          <dd className="min-w-0 break-words border-b px-4 pb-2.5 pt-1 sm:py-2.5">
            {value === undefined || value === null || value === '' ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
