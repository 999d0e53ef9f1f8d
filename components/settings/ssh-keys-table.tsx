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
import { toastSuccess } from '@/components/ui/toast'
import { actionConfirmation, useConfirm } from '@/components/ui/use-confirm'
import type { SshKey } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/paths'

export function SshKeysTable() {
  const paged = usePagedApiQuery('currentUserSshKeyList', { query: {} })
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: deleteKey } = useApiMutation('currentUserSshKeyDelete')
  const [columns] = useState<ColumnDef<SshKey>[]>(() => [
    textColumn('Name', (k) => k.name, true),
    descriptionColumn(),
    createdColumn(),
    actionsColumn(
      (k) => k.name,
      (k) => [
        {
          label: 'Delete',
          destructive: true,
          onSelect: () =>
            confirm(
              actionConfirmation({
                verb: 'Delete',
                kind: 'SSH key',
                name: k.name,
                onConfirm: async () => {
                  await deleteKey({ path: { sshKey: k.id } })
                  toastSuccess(`SSH key ${k.name} deleted`)
                },
              }),
            ),
        },
      ],
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
      {confirmation}
    </>
  )
}
