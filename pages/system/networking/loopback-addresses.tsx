import { LoopbackAddressesTable } from '@/components/system/networking/loopback-addresses-table'

export default function LoopbackAddressesPage() {
  return <LoopbackAddressesTable />
}
