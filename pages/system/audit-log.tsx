import { AuditLogPage } from '@/components/system/audit-log/audit-log-page'

export default function SystemAuditLogPage() {
  return <AuditLogPage />
}
