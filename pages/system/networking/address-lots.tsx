import { AddressLotsTable } from '@/components/system/networking/address-lots-table'

export default function AddressLotsPage() {
  return <AddressLotsTable />
}
