import type { ColumnDef } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { GatedButton } from '@/components/ui/gated-button'
import { QueryTable, type TableRead } from '@/components/kit/data-table/query-table'
import { EmptyState } from '@/components/ui/empty-state'
import { dateColumn } from '@/components/ui/list-columns'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SectionHeader } from '@/components/ui/section-header'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import type { IpPoolRange, IpPoolRangeResultsPage } from '@/lib/api/__generated__/Api'

export const rangeText = (r: { first: string; last: string }) => `${r.first}–${r.last}`

/**
 * A pool's ranges (an operator's pool or the service pool): first, last,
 * added, and Remove, confirmed. Nexus refuses to remove a range while
 * addresses from it are allocated, and the confirmation shows its message.
 */
export function RangesTable({
  pool,
  ranges,
  remove,
  addButton,
  removeRefused,
  confirm,
}: {
  pool: string
  ranges: TableRead<IpPoolRangeResultsPage>
  remove: (range: { first: string; last: string }) => Promise<unknown>
  addButton: ReactNode
  /** why the user's roles rule out removing a range (`useRefusals`) */
  removeRefused: string | undefined
  confirm: (options: ConfirmActionOptions) => void
}) {
  const columns: ColumnDef<IpPoolRange>[] = [
    {
      id: 'First',
      header: 'First',
      accessorFn: (r) => r.range.first,
      cell: ({ row }) => <span className="font-mono text-sm">{row.original.range.first}</span>,
    },
    {
      id: 'Last',
      header: 'Last',
      accessorFn: (r) => r.range.last,
      cell: ({ row }) => <span className="font-mono text-sm">{row.original.range.last}</span>,
    },
    dateColumn('Added', (r) => r.timeCreated),
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const { range } = row.original
        return (
          <GatedButton
            variant="outline"
            size="sm"
            aria-label={`Remove range ${rangeText(range)}`}
            reason={removeRefused}
            onClick={() =>
              confirm({
                verb: 'Remove',
                kind: 'IP range',
                name: rangeText(range),
                consequence: `Its addresses leave ${pool}. Nexus keeps it while any of them is allocated.`,
                onConfirm: async () => {
                  await remove({ first: range.first, last: range.last })
                  toastSuccess(`Range ${rangeText(range)} removed`)
                },
              })
            }
          >
            Remove
          </GatedButton>
        )
      },
    },
  ]

  return (
    <section aria-label="IP ranges">
      <QueryTable
        header={<SectionHeader title="IP ranges">{addButton}</SectionHeader>}
        query={ranges}
        failure="section"
        what="IP ranges"
        rows={(page) => page.items}
        caption={`IP ranges of ${pool}`}
        columns={columns}
        getRowId={(r) => r.id}
        emptyState={
          <EmptyState
            title="No IP ranges"
            body="A pool hands out addresses only from its ranges."
          />
        }
      />
      <PickerLimitNote page={ranges.data} things="ranges" />
    </section>
  )
}
