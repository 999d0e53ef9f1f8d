import { decodeBase64 } from '../formats/base64'
import { invalidRequest } from '../transport/errors'

/**
 * What Nexus refuses in a silo's or a SAML provider's create body before it
 * stores anything. Nexus parses certificates and keys itself; the mock checks
 * that each is PEM of the right kind, which is what a console can get wrong.
 */

type PemBlock = { label: string; body: string }

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g

function pemBlocks(text: string): PemBlock[] {
  return [...text.matchAll(PEM_BLOCK)].map((m) => ({
    label: m[1],
    body: m[2].replace(/\s+/g, ''),
  }))
}

const decodes = (body: string) => body !== '' && decodeBase64(body).ok

const PRIVATE_KEY_LABELS = ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY']

type CertificateBody = { name: string; cert: string; key: string }

export function checkCertificate({ name, cert, key }: CertificateBody) {
  const certs = pemBlocks(cert)
  if (certs.length === 0 || certs.some((b) => b.label !== 'CERTIFICATE' || !decodes(b.body))) {
    throw invalidRequest(
      `certificate "${name}": cert must be a PEM-encoded certificate chain (BEGIN CERTIFICATE blocks)`,
    )
  }
  const keys = pemBlocks(key)
  if (keys.length !== 1 || !PRIVATE_KEY_LABELS.includes(keys[0].label) || !decodes(keys[0].body)) {
    throw invalidRequest(`certificate "${name}": key must be one PEM-encoded private key`)
  }
}

type Quotas = Record<'cpus' | 'memory' | 'storage', number | null | undefined>

export function checkQuotas(quotas: Partial<Quotas>) {
  for (const field of ['cpus', 'memory', 'storage'] as const) {
    const value = quotas[field]
    if (value != null && (!Number.isInteger(value) || value < 0)) {
      throw invalidRequest(`quota "${field}" must be a whole number of at least 0`)
    }
  }
}

type MetadataSource = { type: 'url'; url: string } | { type: 'base64_encoded_xml'; data: string }

export function checkMetadataSource(source: MetadataSource) {
  if (source.type === 'url') {
    let url: URL | undefined
    try {
      url = new URL(source.url)
    } catch {
      url = undefined
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw invalidRequest(`idp_metadata_source: "${source.url}" is not an http or https URL`)
    }
    return
  }
  const decoded = decodeBase64(source.data)
  if (!decoded.ok) {
    throw invalidRequest(`idp_metadata_source: data is not valid base64: ${decoded.reason}`)
  }
  if (!decoded.data.toString('utf8').trimStart().startsWith('<')) {
    throw invalidRequest('idp_metadata_source: data does not decode to an XML document')
  }
}

/** The signing keypair is DER, base64-encoded: PEM armour here means the console forgot to strip it. */
export function checkSigningKeypair(pair: { public_cert: string; private_key: string }) {
  for (const [field, value] of [
    ['public_cert', pair.public_cert],
    ['private_key', pair.private_key],
  ] as const) {
    if (!decodeBase64(value).ok || value === '') {
      throw invalidRequest(`signing_keypair: ${field} must be base64-encoded DER`)
    }
  }
}
