import { ReceiverPage } from '@/components/system/alerts/receiver-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SystemAlertReceiverPage() {
  const params = useRouteParams('receiver')
  if (!params) return null
  return <ReceiverPage receiver={params.receiver} />
}
