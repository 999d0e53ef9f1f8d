import type { ColumnDef } from '@tanstack/react-table'
import { BellRing } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useRouter } from 'next/router'
import { useMemo } from 'react'
import { actionsColumn, createdColumn, descriptionColumn } from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import { useConfirm } from '@/components/kit/use-confirm'
import type { AlertReceiver } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { AlertClasses } from './alert-classes'
import { useDeleteReceiver } from './use-delete-receiver'
import * as op from '@/lib/api/ops'
import { useRefusals } from '@/components/kit/use-refusals'
import { refusedBy } from '@/components/ui/row-action'

/** The fleet's webhook receivers, and the alert classes they can subscribe to. */
export function AlertReceiversPage() {
  const router = useRouter()
  const paged = usePagedApiQuery(op.alertReceiverList, { query: {} })
  const [confirmation, confirm] = useConfirm()
  const deleteReceiver = useDeleteReceiver(confirm)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<AlertReceiver>[]>(
    () => [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (r) => r.name,
        cell: ({ row }) => (
          <IntentLink
            href={pb.systemAlertReceiver({ receiver: row.original.name })}
            className="block max-w-xs truncate font-medium hover:underline"
            title={row.original.name}
          >
            {row.original.name}
          </IntentLink>
        ),
      },
      descriptionColumn(),
      {
        id: 'Endpoint',
        header: 'Endpoint',
        accessorFn: (r) => r.kind.endpoint,
        cell: ({ row }) => (
          <span
            className="block max-w-xs truncate font-mono text-sm"
            title={row.original.kind.endpoint}
          >
            {row.original.kind.endpoint}
          </span>
        ),
      },
      {
        id: 'Subscriptions',
        header: 'Subscriptions',
        accessorFn: (r) => r.subscriptions.join(', '),
        cell: ({ row }) => (
          <span className="line-clamp-1 max-w-xs break-all font-mono text-sm">
            {row.original.subscriptions.join(', ') || '—'}
          </span>
        ),
      },
      createdColumn(),
      actionsColumn(
        (r) => r.name,
        (r) => [
          refusedBy(refused('system.alertReceiver.edit'), {
            label: 'Edit',
            onSelect: () => void router.push(pb.systemAlertReceiverEdit({ receiver: r.name })),
          }),
          refusedBy(refused('system.alertReceiver.delete'), {
            label: 'Delete',
            destructive: true,
            onSelect: () => deleteReceiver(r.name),
          }),
        ],
      ),
    ],
    [router, deleteReceiver, refused],
  )

  return (
    <div className="flex flex-col gap-10">
      {/* the table's header and body stay together, apart from the classes below */}
      <div>
        <ListPage
          title="Alerts"
          icon={BellRing}
          create={{
            href: pb.systemAlertReceiversNew(),
            label: 'New webhook receiver',
            refused: refused('system.alertReceiver.create'),
          }}
          empty={{
            title: 'No webhook receivers',
            body: "A webhook receiver is an HTTP endpoint the rack posts its alerts to, signed with the receiver's secrets.",
          }}
          paged={paged}
          caption="Webhook receivers"
          columns={columns}
        />
      </div>
      <AlertClasses />
      {confirmation}
    </div>
  )
}
