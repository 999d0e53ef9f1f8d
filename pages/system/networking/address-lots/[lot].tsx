import { AddressLotPage } from '@/components/system/networking/address-lot-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SystemAddressLotPage() {
  const params = useRouteParams('lot')
  if (!params) return null
  return <AddressLotPage lot={params.lot} />
}
