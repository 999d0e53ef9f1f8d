import { AsnConvert } from '@peculiar/asn1-schema'
import { Certificate, SubjectAlternativeName, id_ce_subjectAltName } from '@peculiar/asn1-x509'
import type { CertificateNames } from '@/lib/domain/silo-dns'
import { pemBlocks } from './pem'

const COMMON_NAME = '2.5.4.3'

/**
 * The names of a PEM chain's first (leaf) certificate: its subject's common name and its DNS
 * subject alt names; undefined when it can't be read. The X.509 parser is the biggest part of
 * the silo form: it is imported when a certificate is chosen, not with the form.
 */
export function certificateNames(pem: string): CertificateNames | undefined {
  const leaf = pemBlocks(pem).find((b) => b.label === 'CERTIFICATE')
  if (!leaf) return undefined
  try {
    const der = Uint8Array.from(atob(leaf.body), (c) => c.charCodeAt(0))
    const { subject, extensions = [] } = AsnConvert.parse(der, Certificate).tbsCertificate
    const commonName = subject
      .flatMap((rdn) => [...rdn])
      .find((attribute) => attribute.type === COMMON_NAME)
      ?.value.toString()
    const san = extensions.find((e) => e.extnID === id_ce_subjectAltName)
    const dnsNames = san
      ? AsnConvert.parse(san.extnValue.buffer, SubjectAlternativeName).flatMap((n) =>
          n.dNSName ? [n.dNSName] : [],
        )
      : []
    return { commonName, dnsNames }
  } catch {
    return undefined
  }
}
