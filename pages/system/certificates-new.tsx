import { CertificatesTable } from '@/components/system/certificates/certificates-table'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its PEM checks load only when the panel opens
const UploadCertificatePanel = lazyOnRender(() =>
  import('@/components/system/certificates/upload-certificate-panel').then(
    (m) => m.UploadCertificatePanel,
  ),
)

export default function UploadCertificatePage() {
  return (
    <>
      <CertificatesTable />
      <UploadCertificatePanel />
    </>
  )
}
