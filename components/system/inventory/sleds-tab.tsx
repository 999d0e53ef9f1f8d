import type { ColumnDef } from '@tanstack/react-table'
import { Server } from 'lucide-react'
import { useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn, textColumn } from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import type { Sled } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { compactNumber } from '@/lib/core/format/number'
import { pb } from '@/lib/core/paths'
import { sledPolicyShown, sledStateVariant } from './hardware-labels'
import { RackOverview } from './rack-overview'
import { UninitializedSleds } from './uninitialized-sleds'
import { useSledActions } from './use-sled-actions'
import * as op from '@/lib/api/ops'
import { IdCell, idColumn } from '@/components/kit/data-table/id-cell'

const serialOf = (s: Sled) => s.baseboard.serial

/**
 * The rack at a glance (a card per sled), the rack's sleds with their provision
 * policy (settable), then the sleds not yet added.
 */
export function SledsTab() {
  const paged = usePagedApiQuery(op.sledList, { query: {} })
  const { dialog, actionsFor } = useSledActions()

  const columns = useMemo<ColumnDef<Sled>[]>(
    () => [
      idColumn<Sled>((s) => pb.systemSled({ sledId: s.id })),
      {
        id: 'Rack',
        header: 'Rack',
        accessorFn: (s) => s.rackId,
        cell: ({ row }) => <IdCell id={row.original.rackId} />,
      },
      textColumn('Serial', serialOf),
      textColumn('Usable threads', (s) => compactNumber(s.usableHardwareThreads)),
      textColumn('Usable RAM', (s) => formatBytes(s.usablePhysicalRam)),
      {
        id: 'Provision policy',
        header: 'Provision policy',
        accessorFn: (s) => sledPolicyShown(s.policy).label,
        cell: ({ row }) => {
          const shown = sledPolicyShown(row.original.policy)
          return <Badge variant={shown.variant}>{shown.label}</Badge>
        },
      },
      {
        id: 'State',
        header: 'State',
        meta: { state: true },
        accessorFn: (s) => s.state,
        cell: ({ row }) => (
          <Badge variant={sledStateVariant[row.original.state] ?? 'outline'}>
            {row.original.state}
          </Badge>
        ),
      },
      actionsColumn((s) => `sled ${serialOf(s)}`, actionsFor),
    ],
    [actionsFor],
  )

  return (
    <>
      <RackOverview />
      <section aria-labelledby="sleds-heading">
        <PagedTable
          header={
            <h2 id="sleds-heading" className="mb-2 text-base font-semibold">
              Sleds
            </h2>
          }
          paged={paged}
          caption="Sleds"
          columns={columns}
          getRowId={(s) => s.id}
          emptyState={
            <EmptyState
              icon={<Server className="h-6 w-6" aria-hidden />}
              title="No sleds"
              body="No sled has been added to a rack yet."
            />
          }
        />
      </section>
      <section aria-labelledby="uninitialized-heading">
        <h2 id="uninitialized-heading" className="mb-2 text-base font-semibold">
          Uninitialized sleds
        </h2>
        <UninitializedSleds />
      </section>
      {dialog}
    </>
  )
}
