import type { ColumnDef } from '@tanstack/react-table'
import { Server } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'
import { createdColumn, textColumn } from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/ui/paged-table'
import { StateBadge, instanceStateVariant } from '@/components/ui/state-badge'
import type { Instance } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/format/bytes'
import { timeAgo } from '@/lib/format/date'

const columns: ColumnDef<Instance>[] = [
  textColumn('Name', (i) => i.name, true),
  textColumn('vCPUs', (i) => String(i.ncpus)),
  textColumn('Memory', (i) => formatBytes(i.memory)),
  {
    header: 'State',
    accessorKey: 'runState',
    cell: ({ row }) => (
      <span className="flex items-center gap-2">
        <StateBadge
          state={row.original.runState}
          variant={instanceStateVariant[row.original.runState]}
        />
        <span className="text-xs text-muted-foreground">
          {timeAgo(row.original.timeRunStateUpdated)}
        </span>
      </span>
    ),
  },
  createdColumn(),
]

export function InstancesTable({ project }: { project: string }) {
  const paged = usePagedApiQuery('instanceList', { query: { project } })
  return (
    <PagedTable
      header={<PageHeader title="Instances" icon={<Server className="h-5 w-5" aria-hidden />} />}
      paged={paged}
      caption={`Instances in ${project}`}
      columns={columns}
      getRowId={(i) => i.id}
      emptyState={
        <EmptyState
          icon={<Server className="h-6 w-6" aria-hidden />}
          title="No instances"
          body="This project has no instances yet."
        />
      }
    />
  )
}
