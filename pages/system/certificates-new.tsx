import dynamic from 'next/dynamic'
import { CertificatesTable } from '@/components/system/certificates/certificates-table'

// the form and its PEM checks load only when the panel opens
const UploadCertificatePanel = dynamic(
  () =>
    import('@/components/system/certificates/upload-certificate-panel').then(
      (m) => m.UploadCertificatePanel,
    ),
  { ssr: false },
)

export default function UploadCertificatePage() {
  return (
    <>
      <CertificatesTable />
      <UploadCertificatePanel />
    </>
  )
}
