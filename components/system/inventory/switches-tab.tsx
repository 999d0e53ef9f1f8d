import type { ColumnDef } from '@tanstack/react-table'
import { Network } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { EmptyState } from '@/components/ui/empty-state'
import { createdColumn, textColumn } from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import type { Switch } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'

const columns: ColumnDef<Switch>[] = [
  {
    id: 'Serial',
    header: 'Serial',
    accessorFn: (s) => s.baseboard.serial,
    cell: ({ row }) => (
      <IntentLink
        href={pb.systemSwitch({ switchId: row.original.id })}
        className="font-medium text-primary hover:underline"
        title={row.original.id}
      >
        {row.original.baseboard.serial}
      </IntentLink>
    ),
  },
  textColumn('Part', (s) => s.baseboard.part),
  textColumn('Revision', (s) => String(s.baseboard.revision)),
  {
    id: 'Rack',
    header: 'Rack',
    accessorFn: (s) => s.rackId,
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.rackId}</span>,
  },
  createdColumn<Switch>(),
]

/** The rack switches the fleet knows, each linking to its page. */
export function SwitchesTab() {
  const paged = usePagedApiQuery(op.switchList, { query: {} })
  return (
    <section aria-labelledby="switches-heading">
      <PagedTable
        header={
          <h2 id="switches-heading" className="mb-2 text-base font-semibold">
            Switches
          </h2>
        }
        paged={paged}
        caption="Switches"
        columns={columns}
        getRowId={(s) => s.id}
        emptyState={
          <EmptyState
            icon={<Network className="h-6 w-6" aria-hidden />}
            title="No switches"
            body="No rack has reported a switch yet."
          />
        }
      />
    </section>
  )
}
