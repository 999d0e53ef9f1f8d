import { AddressLotsTable } from '@/components/system/networking/address-lots-table'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateAddressLotPanel = lazyOnRender(() =>
  import('@/components/system/networking/create-address-lot-panel').then(
    (m) => m.CreateAddressLotPanel,
  ),
)

export default function NewAddressLotPage() {
  return (
    <>
      <AddressLotsTable />
      <CreateAddressLotPanel />
    </>
  )
}
