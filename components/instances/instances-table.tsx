import type { ColumnDef } from '@tanstack/react-table'
import { Server } from 'lucide-react'
import { useMemo } from 'react'
import { DataTable } from '@/components/ui/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'
import { StateBadge, instanceStateVariant } from '@/components/ui/state-badge'
import { QueryError } from '@/components/errors/query-error'
import type { Instance } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/format/bytes'
import { formatDateTime, timeAgo } from '@/lib/format/date'

export function InstancesTable({ project }: { project: string }) {
  const { query, pagination } = usePagedApiQuery('instanceList', { query: { project } })

  const columns = useMemo<ColumnDef<Instance>[]>(
    () => [
      {
        header: 'Name',
        accessorKey: 'name',
        cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
      },
      { header: 'vCPUs', accessorKey: 'ncpus' },
      {
        header: 'Memory',
        accessorKey: 'memory',
        cell: ({ row }) => formatBytes(row.original.memory),
      },
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
      {
        header: 'Created',
        accessorKey: 'timeCreated',
        cell: ({ row }) => formatDateTime(row.original.timeCreated),
      },
    ],
    [],
  )

  if (query.error && !query.data) return <QueryError error={query.error} />

  return (
    <>
      <PageHeader title="Instances" icon={<Server className="h-5 w-5" aria-hidden />} />
      <DataTable
        caption={`Instances in ${project}`}
        columns={columns}
        data={query.data?.items}
        isLoading={query.isPending}
        getRowId={(i) => i.id}
        emptyState={
          <EmptyState
            icon={<Server className="h-6 w-6" aria-hidden />}
            title="No instances"
            body="This project has no instances yet."
          />
        }
        pagination={{ ...pagination, itemCount: query.data?.items.length ?? 0 }}
      />
    </>
  )
}
