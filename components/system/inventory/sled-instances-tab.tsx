import type { ColumnDef } from '@tanstack/react-table'
import { Boxes } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'
import { createdColumn, textColumn } from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { InstanceStateBadge } from '@/components/instances/instance-state-badge'
import type { SledInstance } from '@/lib/api/__generated__/Api'
import { pollWhileAny } from '@/lib/api/poll'
import { instanceSettling } from '@/lib/domain/instance'
import { usePagedApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { compactNumber } from '@/lib/core/format/number'
import * as op from '@/lib/api/ops'

const columns: ColumnDef<SledInstance>[] = [
  textColumn('Name', (i) => i.name, true),
  textColumn('Silo', (i) => i.siloName),
  textColumn('Project', (i) => i.projectName),
  {
    id: 'State',
    header: 'State',
    meta: { state: true },
    accessorFn: (i) => i.state,
    cell: ({ row }) => <InstanceStateBadge state={row.original.state} />,
  },
  textColumn('vCPUs', (i) => compactNumber(i.ncpus)),
  textColumn('Memory', (i) => formatBytes(i.memory)),
  createdColumn(),
]

/** The instances whose VMM runs on this sled, from every silo. */
export function SledInstancesTab({ sledId }: { sledId: string }) {
  const paged = usePagedApiQuery(
    op.sledInstanceList,
    { path: { sledId }, query: {} },
    { pollWhile: pollWhileAny((i) => instanceSettling(i.state)) },
  )
  return (
    <PagedTable
      paged={paged}
      caption="Instances on this sled"
      what="instances"
      columns={columns}
      getRowId={(i) => i.id}
      emptyState={
        <EmptyState
          icon={<Boxes className="h-6 w-6" aria-hidden />}
          title="No instances"
          body="No instance is running on this sled."
        />
      }
    />
  )
}
