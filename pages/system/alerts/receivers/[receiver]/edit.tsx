import { ReceiverPage } from '@/components/system/alerts/receiver-page'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

const EditReceiverPanel = lazyOnRender(() =>
  import('@/components/system/alerts/edit-receiver-panel').then((m) => m.EditReceiverPanel),
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
