import type { ColumnDef } from '@tanstack/react-table'
import { Ticket } from 'lucide-react'
import { useMemo, useState } from 'react'
import { LazyConfirmDialog as ConfirmDialog } from '@/components/ui/confirm-dialog-lazy'
import { DataTable } from '@/components/ui/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'
import { RowActions } from '@/components/ui/row-actions'
import { toastSuccess } from '@/components/ui/toast'
import { QueryError } from '@/components/errors/query-error'
import type { DeviceAccessToken } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { formatDateTime } from '@/lib/format/date'

export function AccessTokensTable() {
  const { query, pagination } = usePagedApiQuery('currentUserAccessTokenList', { query: {} })
  const [revoking, setRevoking] = useState<DeviceAccessToken>()
  const revoke = useApiMutation('currentUserAccessTokenDelete', {
    invalidates: ['currentUserAccessTokenList'],
  })
  const columns = useMemo<ColumnDef<DeviceAccessToken>[]>(
    () => [
      {
        header: 'ID',
        accessorKey: 'id',
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.id}</span>,
      },
      {
        header: 'Created',
        accessorKey: 'timeCreated',
        cell: ({ row }) => formatDateTime(row.original.timeCreated),
      },
      {
        header: 'Expires',
        accessorKey: 'timeExpires',
        cell: ({ row }) =>
          row.original.timeExpires ? formatDateTime(row.original.timeExpires) : 'Never',
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <RowActions
            label={`Actions for token ${row.original.id}`}
            items={[
              { label: 'Revoke', destructive: true, onSelect: () => setRevoking(row.original) },
            ]}
          />
        ),
      },
    ],
    [],
  )
  if (query.error && !query.data) return <QueryError error={query.error} />
  return (
    <>
      <PageHeader title="Access Tokens" icon={<Ticket className="h-5 w-5" aria-hidden />} />
      <p className="mb-4 max-w-2xl text-sm text-muted-foreground">
        Tokens your command-line clients received through the device login flow. Revoking a token
        signs that client out.
      </p>
      <DataTable
        caption="Access tokens"
        columns={columns}
        data={query.data?.items}
        isLoading={query.isPending}
        getRowId={(t) => t.id}
        emptyState={
          <EmptyState
            icon={<Ticket className="h-6 w-6" aria-hidden />}
            title="No access tokens"
            body="Sign in from the CLI with the device flow to get one."
          />
        }
        pagination={{ ...pagination, itemCount: query.data?.items.length ?? 0 }}
      />
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(open) => !open && setRevoking(undefined)}
        title="Revoke access token"
        description="Clients using this token will no longer be able to call the API."
        confirmLabel="Revoke"
        destructive
        errorTitle="Could not revoke token"
        onConfirm={async () => {
          if (!revoking) return
          await revoke.mutateAsync({ path: { tokenId: revoking.id } })
          toastSuccess('Access token revoked')
        }}
      />
    </>
  )
}
