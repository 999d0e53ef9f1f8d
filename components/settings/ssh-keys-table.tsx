import type { ColumnDef } from '@tanstack/react-table'
import { KeyRound } from 'lucide-react'
import Link from 'next/link'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  textColumn,
} from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/ui/paged-table'
import type { SshKey } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/paths'
import { publicKeyType } from '@/lib/ssh-key'
import { useSshKeyDelete } from './use-ssh-key-delete'

export function SshKeysTable() {
  const paged = usePagedApiQuery('currentUserSshKeyList', { query: {} })
  const { requestDelete, dialog } = useSshKeyDelete()
  const [columns] = useState<ColumnDef<SshKey>[]>(() => [
    {
      id: 'Name',
      header: 'Name',
      accessorFn: (k) => k.name,
      cell: ({ row }) => (
        <Link
          href={pb.sshKeyEdit({ sshKey: row.original.name })}
          title={row.original.name}
          className="line-clamp-1 max-w-xs break-all font-medium hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    },
    descriptionColumn(),
    textColumn('Type', (k) => publicKeyType(k.publicKey)),
    createdColumn(),
    actionsColumn(
      (k) => k.name,
      (k) => [{ label: 'Delete', destructive: true, onSelect: () => requestDelete(k) }],
    ),
  ])
  const addKey = (variant?: 'outline') => (
    <Button asChild variant={variant}>
      <Link href={pb.sshKeysNew()}>Add SSH key</Link>
    </Button>
  )
  return (
    <>
      <PagedTable
        header={
          <PageHeader
            title="SSH Keys"
            icon={<KeyRound className="h-5 w-5" aria-hidden />}
            actions={addKey()}
          />
        }
        paged={paged}
        caption="SSH keys"
        columns={columns}
        getRowId={(k) => k.id}
        emptyState={
          <EmptyState
            icon={<KeyRound className="h-6 w-6" aria-hidden />}
            title="No SSH keys"
            body="Keys you add here can be put on new instances."
            action={addKey('outline')}
          />
        }
      />
      {dialog}
    </>
  )
}
