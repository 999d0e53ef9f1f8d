import type { ColumnDef } from '@tanstack/react-table'
import { Network } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useMemo } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn, textColumn } from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { LoopbackAddress } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { RackNetworkingFrame } from './rack-networking-frame'
import * as op from '@/lib/api/ops'

/** The switches' loopback addresses, which the rack's routing sessions come from. */
export function LoopbackAddressesTable() {
  const paged = usePagedApiQuery(op.networkingLoopbackAddressList, { query: {} })
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: remove } = useApiMutation(op.networkingLoopbackAddressDelete)

  const columns = useMemo<ColumnDef<LoopbackAddress>[]>(
    () => [
      textColumn('Address', (l) => l.address, true),
      textColumn('Switch', (l) => l.switchLocation),
      textColumn('Rack', (l) => l.rackId),
      textColumn('Address lot block', (l) => l.addressLotBlockId),
      actionsColumn(
        (l) => l.address,
        (l) => [
          {
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
          },
        ],
      ),
    ],
    [confirm, remove],
  )

  const newLink = pb.systemLoopbackAddressesNew()
  return (
    <RackNetworkingFrame
      actions={
        <Button asChild>
          <IntentLink href={newLink}>New loopback address</IntentLink>
        </Button>
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
              <Button asChild variant="outline">
                <IntentLink href={newLink}>New loopback address</IntentLink>
              </Button>
            }
          />
        }
      />
      {confirmation}
    </RackNetworkingFrame>
  )
}
