import type { ServiceUsingCertificate } from '@/lib/api/__generated__/Api'

const labels: Record<ServiceUsingCertificate, string> = {
  external_api: 'External API and console',
}

export const serviceLabel = (service: ServiceUsingCertificate) => labels[service] ?? service
