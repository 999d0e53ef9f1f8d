import dynamic from 'next/dynamic'
import { AlertReceiversPage } from '@/components/system/alerts/alert-receivers-page'

// the form and its validators load only when the panel opens
const CreateReceiverPanel = dynamic(
  () =>
    import('@/components/system/alerts/create-receiver-panel').then((m) => m.CreateReceiverPanel),
  { ssr: false },
)

export default function NewAlertReceiverPage() {
  return (
    <>
      <AlertReceiversPage />
      <CreateReceiverPanel />
    </>
  )
}
