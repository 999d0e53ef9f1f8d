import { AlertReceiversPage } from '@/components/system/alerts/alert-receivers-page'

export default function SystemAlertsPage() {
  return <AlertReceiversPage />
}
