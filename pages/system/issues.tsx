import { IssuesPage } from '@/components/system/issues/issues-page'

export default function SystemIssuesPage() {
  return <IssuesPage />
}
