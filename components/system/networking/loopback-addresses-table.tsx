import type { ColumnDef } from '@tanstack/react-table'
import { Network } from 'lucide-react'
import { useMemo } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn, textColumn } from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import { refusedBy } from '@/components/ui/row-action'
import type { LoopbackAddress } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { WriteLink } from '@/components/kit/write-link'
import { RackNetworkingFrame } from './rack-networking-frame'
import * as op from '@/lib/api/ops'

/** The switches' loopback addresses, which the rack's routing sessions come from. */
export function LoopbackAddressesTable() {
  const paged = usePagedApiQuery(op.networkingLoopbackAddressList, { query: {} })
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: remove } = useApiMutation(op.networkingLoopbackAddressDelete)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<LoopbackAddress>[]>(
    () => [
      textColumn('Address', (l) => l.address, true),
      textColumn('Switch', (l) => l.switchLocation),
      textColumn('Rack', (l) => l.rackId),
      textColumn('Address lot block', (l) => l.addressLotBlockId),
      actionsColumn(
        (l) => l.address,
        (l) => [
          refusedBy(refused('system.loopbackAddress.delete'), {
            label: 'Delete',
            destructive: true,
            onSelect: () =>
              confirm({
                verb: 'Delete',
                kind: 'loopback address',
                name: `${l.address} on ${l.switchLocation}`,
                onConfirm: async () => {
                  const [address, mask] = l.address.split('/')
                  await remove({
                    path: {
                      rackId: l.rackId,
                      switchLocation: l.switchLocation,
                      address,
                      subnetMask: Number(mask),
                    },
                  })
                  toastSuccess(`Loopback address ${l.address} deleted`)
                },
              }),
          }),
        ],
      ),
    ],
    [confirm, refused, remove],
  )

  const newLink = pb.systemLoopbackAddressesNew()
  return (
    <RackNetworkingFrame
      actions={
        <WriteLink href={newLink} refused={refused('system.loopbackAddress.create')}>
          New loopback address
        </WriteLink>
      }
    >
      <PagedTable
        paged={paged}
        caption="Loopback addresses"
        columns={columns}
        getRowId={(l) => l.id}
        emptyState={
          <EmptyState
            icon={<Network className="h-6 w-6" aria-hidden />}
            title="No loopback addresses"
            body="A loopback address gives a switch an address of its own, independent of any port."
            action={
              <WriteLink
                variant="outline"
                href={newLink}
                refused={refused('system.loopbackAddress.create')}
              >
                New loopback address
              </WriteLink>
            }
          />
        }
      />
      {confirmation}
    </RackNetworkingFrame>
  )
}
