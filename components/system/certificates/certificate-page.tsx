import { useRouter } from 'next/router'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { CopyButton } from '@/components/kit/copy-button'
import { CopyableValue } from '@/components/kit/copyable-value'
import { PropertiesTable } from '@/components/ui/properties-table'
import { TextSkeleton } from '@/components/ui/skeleton'
import { useConfirm } from '@/components/kit/use-confirm'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { formatDateTime } from '@/lib/core/format/date'
import { pb } from '@/lib/core/paths'
import { CertificateExpiry } from './certificate-expiry'
import { certificateValidity } from './certificate-validity'
import { serviceLabel } from './service-label'
import { SiloNote } from './silo-note'
import { useDeleteCertificate } from './use-delete-certificate'
import * as op from '@/lib/api/ops'
import { useRefusals } from '@/components/kit/use-refusals'
import { GatedButton } from '@/components/ui/gated-button'

/** One certificate: whom it names, when it is valid, and its PEM chain to copy. */
export function CertificatePage({ certificate }: { certificate: string }) {
  const router = useRouter()
  const view = useApiQuery(op.certificateView, { path: { certificate } })
  const [confirmation, confirm] = useConfirm()
  const deleteCertificate = useDeleteCertificate(
    confirm,
    () => void router.push(pb.systemCertificates()),
  )
  const refused = useRefusals()
  const failed = blockingError(view)
  if (failed) return <QueryError error={failed} />
  const c = view.data
  const validity = c ? certificateValidity(c.cert) : undefined
  const loading = <TextSkeleton />

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b pb-4">
        <h1 className="min-w-0 truncate text-2xl font-semibold tracking-tight" title={certificate}>
          {certificate}
        </h1>
        <GatedButton
          variant="outline"
          size="sm"
          reason={refused('certificate.delete')}
          onClick={() => deleteCertificate(certificate)}
        >
          Delete
        </GatedButton>
      </div>
      <SiloNote />
      <RefreshFailed query={view} what="this certificate" />
      <PropertiesTable
        items={[
          { label: 'Description', value: c ? c.description || '—' : loading },
          { label: 'Service', value: c ? serviceLabel(c.service) : loading },
          { label: 'Common name', value: c ? (validity?.commonName ?? '—') : loading },
          {
            label: 'Valid from',
            value: c ? (validity ? formatDateTime(validity.notBefore) : '—') : loading,
          },
          { label: 'Expires', value: c ? <CertificateExpiry validity={validity} /> : loading },
          { label: 'ID', value: c ? <CopyableValue value={c.id} label="ID" mono /> : loading },
          { label: 'Created', value: c ? formatDateTime(c.timeCreated) : loading },
        ]}
      />
      {c && (
        <section aria-labelledby="certificate-chain" className="flex max-w-3xl flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h2 id="certificate-chain" className="text-lg font-medium">
              Certificate chain
            </h2>
            <CopyButton text={c.cert} label="certificate chain" showLabel variant="outline" />
          </div>
          <pre
            tabIndex={0}
            aria-labelledby="certificate-chain"
            className="max-h-80 overflow-auto rounded-md border bg-muted/50 p-4 font-mono text-xs"
          >
            {c.cert}
          </pre>
        </section>
      )}
      {confirmation}
    </div>
  )
}
