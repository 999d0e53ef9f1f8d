import type { ColumnDef } from '@tanstack/react-table'
import { Ticket } from 'lucide-react'
import { useState } from 'react'
import { LazyConfirmDialog as ConfirmDialog } from '@/components/ui/confirm-dialog-lazy'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn, createdColumn, dateColumn } from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/ui/paged-table'
import { toastSuccess } from '@/components/ui/toast'
import type { DeviceAccessToken } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'

export function AccessTokensTable() {
  const paged = usePagedApiQuery('currentUserAccessTokenList', { query: {} })
  const [revoking, setRevoking] = useState<DeviceAccessToken>()
  const revoke = useApiMutation('currentUserAccessTokenDelete', {
    invalidates: ['currentUserAccessTokenList'],
  })
  const [columns] = useState<ColumnDef<DeviceAccessToken>[]>(() => [
    {
      header: 'ID',
      accessorKey: 'id',
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.id}</span>,
    },
    createdColumn(),
    dateColumn('Expires', (t) => t.timeExpires, 'Never'),
    actionsColumn(
      (t) => `token ${t.id}`,
      (t) => [{ label: 'Revoke', destructive: true, onSelect: () => setRevoking(t) }],
    ),
  ])
  return (
    <>
      <PagedTable
        header={
          <>
            <PageHeader title="Access Tokens" icon={<Ticket className="h-5 w-5" aria-hidden />} />
            <p className="mb-4 max-w-2xl text-sm text-muted-foreground">
              Tokens your command-line clients received through the device login flow. Revoking a
              token signs that client out.
            </p>
          </>
        }
        paged={paged}
        caption="Access tokens"
        columns={columns}
        getRowId={(t) => t.id}
        emptyState={
          <EmptyState
            icon={<Ticket className="h-6 w-6" aria-hidden />}
            title="No access tokens"
            body="Sign in from the CLI with the device flow to get one."
          />
        }
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
