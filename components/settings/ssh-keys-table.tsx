import type { ColumnDef } from '@tanstack/react-table'
import { KeyRound } from 'lucide-react'
import Link from 'next/link'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { LazyConfirmDialog as ConfirmDialog } from '@/components/ui/confirm-dialog-lazy'
import { DataTable } from '@/components/ui/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'
import { RowActions } from '@/components/ui/row-actions'
import { toastSuccess } from '@/components/ui/toast'
import { QueryError } from '@/components/errors/query-error'
import type { SshKey } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { formatDateTime } from '@/lib/format/date'
import { pb } from '@/lib/paths'

export function SshKeysTable() {
  const { query, pagination } = usePagedApiQuery('currentUserSshKeyList', { query: {} })
  const [deleting, setDeleting] = useState<SshKey>()
  const del = useApiMutation('currentUserSshKeyDelete', { invalidates: ['currentUserSshKeyList'] })
  const columns = useMemo<ColumnDef<SshKey>[]>(
    () => [
      {
        header: 'Name',
        accessorKey: 'name',
        cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
      },
      {
        header: 'Description',
        accessorKey: 'description',
        cell: ({ row }) => (
          <span className="line-clamp-1 max-w-md break-all text-muted-foreground">
            {row.original.description}
          </span>
        ),
      },
      {
        header: 'Created',
        accessorKey: 'timeCreated',
        cell: ({ row }) => formatDateTime(row.original.timeCreated),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <RowActions
            label={`Actions for ${row.original.name}`}
            items={[
              { label: 'Delete', destructive: true, onSelect: () => setDeleting(row.original) },
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
      <PageHeader
        title="SSH Keys"
        icon={<KeyRound className="h-5 w-5" aria-hidden />}
        actions={
          <Button asChild>
            <Link href={pb.sshKeysNew()}>Add SSH key</Link>
          </Button>
        }
      />
      <DataTable
        caption="SSH keys"
        columns={columns}
        data={query.data?.items}
        isLoading={query.isPending}
        getRowId={(k) => k.id}
        emptyState={
          <EmptyState
            icon={<KeyRound className="h-6 w-6" aria-hidden />}
            title="No SSH keys"
            body="Keys you add here can be put on new instances."
            action={
              <Button asChild variant="outline">
                <Link href={pb.sshKeysNew()}>Add SSH key</Link>
              </Button>
            }
          />
        }
        pagination={{ ...pagination, itemCount: query.data?.items.length ?? 0 }}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Delete SSH key"
        description={
          <>
            Are you sure you want to delete SSH key <strong>{deleting?.name}</strong>?
          </>
        }
        confirmLabel="Delete"
        destructive
        errorTitle="Could not delete SSH key"
        onConfirm={async () => {
          if (!deleting) return
          await del.mutateAsync({ path: { sshKey: deleting.id } })
          toastSuccess(`SSH key ${deleting.name} deleted`)
        }}
      />
    </>
  )
}
