import { CertificatesTable } from '@/components/system/certificates/certificates-table'

export default function CertificatesPage() {
  return <CertificatesTable />
}
