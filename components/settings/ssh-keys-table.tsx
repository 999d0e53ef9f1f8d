import type { ColumnDef } from '@tanstack/react-table'
import { KeyRound } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useState } from 'react'
import { BulkActions, type BulkVerb } from '@/components/kit/data-table/bulk-actions'
import { selectColumn, useRowSelection } from '@/components/kit/data-table/row-selection'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  textColumn,
} from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import type { SshKey } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { publicKeyType } from '@/lib/core/ssh-key'
import { useSshKeyDelete } from './use-ssh-key-delete'

export function SshKeysTable() {
  const paged = usePagedApiQuery('currentUserSshKeyList', { query: {} })
  const { requestDelete, dialog } = useSshKeyDelete()
  const { mutateAsync: deleteKey } = useApiMutation('currentUserSshKeyDelete')
  const { selected, setRowSelection, selection } = useRowSelection(paged)
  const bulkDelete: BulkVerb<SshKey> = {
    label: 'Delete',
    done: 'deleted',
    destructive: true,
    run: (k) => deleteKey({ path: { sshKey: k.name } }),
  }

  const [columns] = useState<ColumnDef<SshKey>[]>(() => [
    selectColumn<SshKey>('SSH keys'),
    {
      id: 'Name',
      header: 'Name',
      accessorFn: (k) => k.name,
      cell: ({ row }) => (
        <IntentLink
          href={pb.sshKeyEdit({ sshKey: row.original.name })}
          title={row.original.name}
          className="line-clamp-1 max-w-xs break-all font-medium hover:underline"
        >
          {row.original.name}
        </IntentLink>
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
      <IntentLink href={pb.sshKeysNew()}>Add SSH key</IntentLink>
    </Button>
  )
  return (
    <>
      <PagedTable
        header={
          <>
            <PageHeader
              title="SSH Keys"
              icon={<KeyRound className="h-5 w-5" aria-hidden />}
              actions={addKey()}
            />
            <BulkActions
              noun={['SSH key', 'SSH keys']}
              verbs={[bulkDelete]}
              selected={selected}
              onSelectionChange={setRowSelection}
            />
          </>
        }
        paged={paged}
        selection={selection}
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
