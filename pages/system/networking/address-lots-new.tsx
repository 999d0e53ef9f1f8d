import dynamic from 'next/dynamic'
import { AddressLotsTable } from '@/components/system/networking/address-lots-table'

// the form and its validators load only when the panel opens
const CreateAddressLotPanel = dynamic(
  () =>
    import('@/components/system/networking/create-address-lot-panel').then(
      (m) => m.CreateAddressLotPanel,
    ),
  { ssr: false },
)

export default function NewAddressLotPage() {
  return (
    <>
      <AddressLotsTable />
      <CreateAddressLotPanel />
    </>
  )
}
