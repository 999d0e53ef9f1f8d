import type { ColumnDef } from '@tanstack/react-table'
import { KeyRound } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useState } from 'react'
import { deleteVerb } from '@/components/kit/data-table/bulk-actions'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  textColumn,
} from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import { useBulkSelection } from '@/components/kit/data-table/use-bulk-selection'
import type { SshKey } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { publicKeyType } from '@/lib/core/ssh-key'
import { useSshKeyDelete } from './use-ssh-key-delete'
import * as op from '@/lib/api/ops'

export function SshKeysTable() {
  const paged = usePagedApiQuery(op.currentUserSshKeyList, { query: {} })
  const { requestDelete, dialog } = useSshKeyDelete()
  const { mutateAsync: deleteKey } = useApiMutation(op.currentUserSshKeyDelete)
  const bulk = useBulkSelection(
    paged,
    ['SSH key', 'SSH keys'],
    [deleteVerb((k) => deleteKey({ path: { sshKey: k.name } }))],
  )

  const [columns] = useState<ColumnDef<SshKey>[]>(() => [
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
  return (
    <>
      <ListPage
        title="SSH Keys"
        icon={KeyRound}
        create={{ href: pb.sshKeysNew(), label: 'Add SSH key' }}
        bulk={bulk}
        empty={{ title: 'No SSH keys', body: 'Keys you add here can be put on new instances.' }}
        paged={paged}
        caption="SSH keys"
        columns={columns}
      />
      {dialog}
    </>
  )
}
