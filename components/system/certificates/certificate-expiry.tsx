import { Badge } from '@/components/ui/badge'
import { formatDateTime } from '@/lib/core/format/date'
import { CERTIFICATE_RENEWAL_DAYS } from '@/lib/domain/system-issues/rules'
import { daysUntil, type CertificateValidity } from './certificate-validity'

/** When the certificate expires, flagged when that is soon or past. */
export function CertificateExpiry({ validity }: { validity: CertificateValidity | undefined }) {
  if (!validity) return <span className="text-muted-foreground">Unreadable</span>
  const days = daysUntil(validity.notAfter)
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{formatDateTime(validity.notAfter)}</span>
      {days < 0 ? (
        <Badge variant="destructive">expired</Badge>
      ) : days <= CERTIFICATE_RENEWAL_DAYS ? (
        <Badge variant="notice">
          expires in {days} {days === 1 ? 'day' : 'days'}
        </Badge>
      ) : null}
    </span>
  )
}
