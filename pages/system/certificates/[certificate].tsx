import { CertificatePage } from '@/components/system/certificates/certificate-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SystemCertificatePage() {
  const params = useRouteParams('certificate')
  if (!params) return null
  return <CertificatePage certificate={params.certificate} />
}
