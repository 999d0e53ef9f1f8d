import type { ColumnDef } from '@tanstack/react-table'
import { HardDrive } from 'lucide-react'
import { useMemo } from 'react'
import { DataTable } from '@/components/ui/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'
import { QueryError } from '@/components/errors/query-error'
import type { Silo } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { formatDateTime } from '@/lib/format/date'

const identityModeLabel: Record<Silo['identityMode'], string> = {
  local_only: 'Local only',
  saml_jit: 'SAML (just in time)',
}

export function SilosTable() {
  const { query, pagination } = usePagedApiQuery('siloList', { query: {} })
  const columns = useMemo<ColumnDef<Silo>[]>(
    () => [
      {
        header: 'Name',
        accessorKey: 'name',
        cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
      },
      {
        header: 'Discoverable',
        accessorKey: 'discoverable',
        cell: ({ row }) => (row.original.discoverable ? 'Yes' : 'No'),
      },
      {
        header: 'Identity mode',
        accessorKey: 'identityMode',
        cell: ({ row }) =>
          identityModeLabel[row.original.identityMode] ?? row.original.identityMode,
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
      <PageHeader title="Silos" icon={<HardDrive className="h-5 w-5" aria-hidden />} />
      <DataTable
        caption="Silos"
        columns={columns}
        data={query.data?.items}
        isLoading={query.isPending}
        getRowId={(s) => s.id}
        emptyState={
          <EmptyState
            icon={<HardDrive className="h-6 w-6" aria-hidden />}
            title="No silos"
            body="No silos exist yet."
          />
        }
        pagination={{ ...pagination, itemCount: query.data?.items.length ?? 0 }}
      />
    </>
  )
}
