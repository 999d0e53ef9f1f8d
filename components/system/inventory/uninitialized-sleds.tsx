import type { ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { textColumn } from '@/components/ui/list-columns'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { UninitializedSled } from '@/lib/api/__generated__/Api'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import * as op from '@/lib/api/ops'
import { useRefusals } from '@/components/kit/use-refusals'
import { GatedButton } from '@/components/ui/gated-button'

/** A rack has 32 cubbies: one request holds every sled waiting in it. */
const WHOLE_RACK = 100

const serialOf = (s: UninitializedSled) => s.baseboard.serial

/** Sleds cabled into a rack but not part of it yet, each with "Add to rack". */
export function UninitializedSleds() {
  const list = useApiQuery(op.sledListUninitialized, { query: { limit: WHOLE_RACK } })
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: addSled } = useApiMutation(op.sledAdd)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<UninitializedSled>[]>(
    () => [
      {
        id: 'Rack',
        header: 'Rack',
        accessorFn: (s) => s.rackId,
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.rackId}</span>,
      },
      textColumn('Cubby', (s) => String(s.cubby)),
      textColumn('Serial', serialOf),
      textColumn('Part', (s) => s.baseboard.part),
      textColumn('Revision', (s) => String(s.baseboard.revision)),
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => {
          const sled = row.original
          const { part, serial } = sled.baseboard
          return (
            <GatedButton
              variant="outline"
              size="sm"
              className="float-right"
              aria-label={`Add to rack, sled ${serial}`}
              reason={refused('system.sled.add')}
              onClick={() =>
                confirm({
                  verb: 'Add',
                  kind: 'sled',
                  name: serial,
                  where: `(cubby ${sled.cubby}) to the rack`,
                  title: 'Add sled to rack',
                  consequence:
                    'It joins the fleet as provisionable, so new instances may be placed on it.',
                  destructive: false,
                  onConfirm: async () => {
                    await addSled({ body: { part, serial } })
                    toastSuccess(`Sled ${serial} added to the rack`)
                  },
                })
              }
            >
              Add to rack
            </GatedButton>
          )
        },
      },
    ],
    [addSled, confirm, refused],
  )

  return (
    <>
      <QueryTable
        query={list}
        failure="section"
        what="uninitialized sleds"
        rows={(page) => page.items}
        caption="Uninitialized sleds"
        columns={columns}
        getRowId={(s) => `${s.baseboard.part}:${serialOf(s)}`}
        emptyState={
          <p className="py-6 text-center text-sm text-muted-foreground">
            No uninitialized sleds: every sled in the rack has been added.
          </p>
        }
      />
      {list.data?.nextPage && (
        <p role="note" className="mt-2 text-sm text-muted-foreground">
          Showing the first {WHOLE_RACK} uninitialized sleds.
        </p>
      )}
      {confirmation}
    </>
  )
}
