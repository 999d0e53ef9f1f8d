import type { ColumnDef } from '@tanstack/react-table'
import { Network } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useMemo } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  textColumn,
} from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { useConfirm } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import { refusedBy } from '@/components/ui/row-action'
import type { AddressLot } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { WriteLink } from '@/components/kit/write-link'
import { RackNetworkingFrame } from './rack-networking-frame'
import { useDeleteAddressLot } from './use-delete-address-lot'
import * as op from '@/lib/api/ops'

// as the create form names them
const KIND_LABELS: Record<AddressLot['kind'], string> = { infra: 'Infrastructure', pool: 'Pool' }

/** The lots the rack's switch addresses, loopbacks and BGP announcements come from. */
export function AddressLotsTable() {
  const paged = usePagedApiQuery(op.networkingAddressLotList, { query: {} })
  const [confirmation, confirm] = useConfirm()
  const deleteLot = useDeleteAddressLot(confirm)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<AddressLot>[]>(
    () => [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (l) => l.name,
        cell: ({ row }) => (
          <IntentLink
            href={pb.systemAddressLot({ lot: row.original.name })}
            className="block max-w-xs truncate font-medium hover:underline"
            title={row.original.name}
          >
            {row.original.name}
          </IntentLink>
        ),
      },
      descriptionColumn(),
      textColumn('Kind', (l) => KIND_LABELS[l.kind]),
      createdColumn(),
      actionsColumn(
        (l) => l.name,
        (l) => [
          refusedBy(refused('system.addressLot.delete'), {
            label: 'Delete',
            destructive: true,
            onSelect: () => deleteLot(l.name),
          }),
        ],
      ),
    ],
    [deleteLot, refused],
  )

  const newLink = pb.systemAddressLotsNew()
  return (
    <RackNetworkingFrame
      actions={
        <WriteLink href={newLink} refused={refused('system.addressLot.create')}>
          New address lot
        </WriteLink>
      }
    >
      <PagedTable
        paged={paged}
        caption="Address lots"
        columns={columns}
        getRowId={(l) => l.id}
        emptyState={
          <EmptyState
            icon={<Network className="h-6 w-6" aria-hidden />}
            title="No address lots"
            body="Switch port addresses and loopback addresses are taken from the blocks of an address lot."
            action={
              <WriteLink
                variant="outline"
                href={newLink}
                refused={refused('system.addressLot.create')}
              >
                New address lot
              </WriteLink>
            }
          />
        }
      />
      {confirmation}
    </RackNetworkingFrame>
  )
}
