import type { ColumnDef } from '@tanstack/react-table'
import { CopyButton } from '@/components/kit/copy-button'
import { IntentLink } from '@/components/ui/intent-link'
import { shortId } from '@/lib/core/short-id'

/**
 * An id in a table: its first characters on screen, the whole id on hover (its title), to
 * screen readers (the visible part is hidden from them) and in the copy button's copy.
 */
export function IdCell({ id, href }: { id: string; href?: string }) {
  const text = (
    <>
      <span aria-hidden>{shortId(id)}</span>
      <span className="sr-only">{id}</span>
    </>
  )
  const idClass = 'whitespace-nowrap font-mono text-xs'
  return (
    <span className="flex items-center gap-1">
      {href ? (
        <IntentLink
          href={href}
          title={id}
          className={`${idClass} font-medium text-primary hover:underline`}
        >
          {text}
        </IntentLink>
      ) : (
        <span title={id} className={idClass}>
          {text}
        </span>
      )}
      <CopyButton text={id} label="ID" />
    </span>
  )
}

/** The ID column: each row's id, shortened and copyable, linked to its page when given. */
export function idColumn<T extends { id: string }>(href?: (row: T) => string): ColumnDef<T> {
  return {
    id: 'ID',
    header: 'ID',
    accessorFn: (row) => row.id,
    cell: ({ row }) => <IdCell id={row.original.id} href={href?.(row.original)} />,
  }
}
