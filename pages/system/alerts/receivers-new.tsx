import { AlertReceiversPage } from '@/components/system/alerts/alert-receivers-page'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateReceiverPanel = lazyOnRender(() =>
  import('@/components/system/alerts/create-receiver-panel').then((m) => m.CreateReceiverPanel),
)

export default function NewAlertReceiverPage() {
  return (
    <>
      <AlertReceiversPage />
      <CreateReceiverPanel />
    </>
  )
}
