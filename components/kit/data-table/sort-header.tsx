import type { Header } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { renderSlot } from '@/components/ui/render-slot'

/** A sortable column's header: a button that cycles the order; the `th` carries aria-sort. */
export function SortHeader<T>({ header }: { header: Header<T, unknown> }) {
  const content = renderSlot(header.column.columnDef.header, header.getContext())
  // the th's uppercase is Preflight's `none` on a button: a header that doesn't sort reads
  // as the ones that do
  if (!header.column.getCanSort()) return <span className="normal-case">{content}</span>
  const sorted = header.column.getIsSorted()
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown
  return (
    <button
      type="button"
      onClick={header.column.getToggleSortingHandler()}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {content}
      <Icon aria-hidden className={sorted ? 'h-3.5 w-3.5' : 'h-3.5 w-3.5 opacity-40'} />
    </button>
  )
}
