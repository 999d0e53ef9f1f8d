import type { ColumnDef } from '@tanstack/react-table'
import { Route } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'
import { SectionHeader } from '@/components/ui/section-header'
import { useApiQuery } from '@/lib/api/query'
import { QueryTable } from '../../../kit/data-table/query-table'
import * as op from '@/lib/api/ops'

type Export = { peer: string; networks: string[] }

const columns: ColumnDef<Export>[] = [
  {
    id: 'Peer',
    header: 'Peer',
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.peer}</span>,
  },
  {
    id: 'Networks',
    header: 'Networks',
    cell: ({ row }) =>
      row.original.networks.length === 0 ? (
        <span className="text-muted-foreground">none</span>
      ) : (
        <ul className="flex flex-col gap-0.5 font-mono text-xs">
          {row.original.networks.map((n, i) => (
            <li key={`${i}:${n}`}>{n}</li>
          ))}
        </ul>
      ),
  },
]

/** What the rack announces to each peer it has a session with. */
export function ExportedTab() {
  const exported = useApiQuery(op.networkingBgpExported, {})
  return (
    <QueryTable
      header={<SectionHeader title="Exported routes" />}
      query={exported}
      rows={(e) => Object.entries(e.exports).map(([peer, networks]) => ({ peer, networks }))}
      columns={columns}
      caption="Routes exported to each peer"
      getRowId={(e) => e.peer}
      emptyState={
        <EmptyState
          icon={<Route className="h-6 w-6" aria-hidden />}
          title="Nothing exported"
          body="Routes are exported to peers with an established session."
        />
      }
    />
  )
}
