import dynamic from 'next/dynamic'
import { ReceiverPage } from '@/components/system/alerts/receiver-page'
import { useRouteParams } from '@/lib/core/use-route-params'

const EditReceiverPanel = dynamic(
  () => import('@/components/system/alerts/edit-receiver-panel').then((m) => m.EditReceiverPanel),
  { ssr: false },
)

export default function EditAlertReceiverPage() {
  const params = useRouteParams('receiver')
  if (!params) return null
  return (
    <>
      <ReceiverPage receiver={params.receiver} />
      <EditReceiverPanel receiver={params.receiver} />
    </>
  )
}
