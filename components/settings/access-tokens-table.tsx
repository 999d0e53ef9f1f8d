import type { ColumnDef } from '@tanstack/react-table'
import { Ticket } from 'lucide-react'
import { useState } from 'react'
import { actionsColumn, createdColumn, dateColumn } from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { DeviceAccessToken } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { DeviceLoginCommand } from './device-login-command'
import * as op from '@/lib/api/ops'
import { idColumn } from '@/components/kit/data-table/id-cell'

export function AccessTokensTable() {
  const paged = usePagedApiQuery(op.currentUserAccessTokenList, { query: {} })
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: revoke } = useApiMutation(op.currentUserAccessTokenDelete)
  const [columns] = useState<ColumnDef<DeviceAccessToken>[]>(() => [
    idColumn(),
    createdColumn(),
    dateColumn('Expires', (t) => t.timeExpires, 'Never'),
    actionsColumn(
      (t) => `token ${t.id}`,
      (t) => [
        {
          label: 'Revoke',
          destructive: true,
          onSelect: () =>
            confirm({
              verb: 'Revoke',
              kind: 'access token',
              name: t.id,
              consequence: 'Clients using this token will no longer be able to call the API.',
              onConfirm: async () => {
                await revoke({ path: { tokenId: t.id } })
                toastSuccess('Access token revoked')
              },
            }),
        },
      ],
    ),
  ])
  return (
    <>
      <ListPage
        title="Access Tokens"
        icon={Ticket}
        intro={
          <>
            <p className="mb-4 max-w-2xl text-sm text-muted-foreground">
              The tokens your command-line clients sign in with. Revoking a token signs that client
              out.
            </p>
            <DeviceLoginCommand />
          </>
        }
        empty={{ title: 'No access tokens', body: 'Run the login command above to get one.' }}
        paged={paged}
        caption="Access tokens"
        columns={columns}
      />
      {confirmation}
    </>
  )
}
