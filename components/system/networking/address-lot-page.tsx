import type { ColumnDef } from '@tanstack/react-table'
import { useRouter } from 'next/router'
import { GatedButton } from '@/components/ui/gated-button'
import { EmptyState } from '@/components/ui/empty-state'
import { textColumn } from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { useConfirm } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import type { AddressLotBlock } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { useDeleteAddressLot } from './use-delete-address-lot'
import * as op from '@/lib/api/ops'
import { idColumn } from '@/components/kit/data-table/id-cell'

const columns: ColumnDef<AddressLotBlock>[] = [
  textColumn('First address', (b) => b.firstAddress, true),
  textColumn('Last address', (b) => b.lastAddress),
  idColumn(),
]

/** A lot's blocks: the contract has no view of a lot by itself, so its page is its blocks. */
export function AddressLotPage({ lot }: { lot: string }) {
  const router = useRouter()
  const paged = usePagedApiQuery(op.networkingAddressLotBlockList, {
    path: { addressLot: lot },
    query: {},
  })
  const [confirmation, confirm] = useConfirm()
  const deleteLot = useDeleteAddressLot(confirm, () => void router.push(pb.systemAddressLots()))
  const refused = useRefusals()
  return (
    <div>
      <PagedTable
        header={
          <PageHeader
            title={lot}
            actions={
              <GatedButton
                variant="outline"
                reason={refused('system.addressLot.delete')}
                onClick={() => deleteLot(lot)}
              >
                Delete
              </GatedButton>
            }
          />
        }
        paged={paged}
        caption={`Blocks of address lot ${lot}`}
        columns={columns}
        getRowId={(b) => b.id}
        emptyState={<EmptyState title="No blocks" body="This lot holds no addresses." />}
      />
      {confirmation}
    </div>
  )
}
