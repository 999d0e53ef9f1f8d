import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type { CertificateCreate } from '@/lib/api/__generated__/Api'
import { CERTIFICATE_CHAIN, checkPem, PRIVATE_KEY } from '@/components/system/silos/pem'
import { formatDateTime } from '@/lib/core/format/date'
import { nameSchema } from '@/lib/core/validators/name'
import { certificateValidity } from './certificate-validity'

/**
 * The chain must be PEM certificates whose leaf is valid now: an expired or
 * not-yet-valid leaf would be refused by Nexus or break the silo's endpoint,
 * so it is caught before the upload.
 */
export function checkChain(text: string, now = new Date()): string | undefined {
  if (text === '') return 'Choose the certificate file'
  const pem = checkPem(text, CERTIFICATE_CHAIN)
  if (pem) return pem
  const validity = certificateValidity(text)
  if (!validity) return 'The certificate could not be read: it is not an X.509 certificate'
  if (validity.notAfter < now) {
    return `The certificate expired on ${formatDateTime(validity.notAfter)}`
  }
  if (validity.notBefore > now) {
    return `The certificate is not valid until ${formatDateTime(validity.notBefore)}`
  }
  return undefined
}

export const checkKey = (text: string) =>
  text === '' ? 'Choose the private key file' : checkPem(text, PRIVATE_KEY)

export const certificateSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  cert: z.string().check(z.validator((t) => checkChain(t))),
  key: z.string().check(z.validator(checkKey)),
})

export type CertificateValues = z.infer<typeof certificateSchema>

export const certificateDefaults: CertificateValues = {
  name: '',
  description: '',
  cert: '',
  key: '',
}

/** The rack serves one kind of certificate: its external API and console. */
export const toCertificateCreate = (v: CertificateValues): CertificateCreate => ({
  ...v,
  service: 'external_api',
})
