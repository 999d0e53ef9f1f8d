/**
 * Checks on PEM files before they are sent: Nexus parses them itself, but a
 * key picked where the certificate belongs (or a DER file) is better caught
 * here, with a message that says which file is wrong and why.
 */

type PemBlock = { label: string; body: string }

const BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END ([A-Z0-9 ]+)-----/g
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

export function pemBlocks(text: string): PemBlock[] {
  return [...text.matchAll(BLOCK)]
    .filter((m) => m[1] === m[3])
    .map((m) => ({ label: m[1], body: m[2].replace(/\s+/g, '') }))
}

export type PemKind = {
  /** how the message names it, e.g. "certificate" */
  what: string
  article: 'a' | 'an'
  /** the BEGIN labels it may carry */
  labels: readonly string[]
  /** a chain may hold several blocks; a key only one */
  many: boolean
}

export const CERTIFICATE_CHAIN: PemKind = {
  what: 'certificate',
  article: 'a',
  labels: ['CERTIFICATE'],
  many: true,
}
export const PRIVATE_KEY: PemKind = {
  what: 'private key',
  article: 'a',
  labels: ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY'],
  many: false,
}
/** SAML request signing takes one certificate and an RSA key in PKCS#1 form. */
export const SIGNING_CERTIFICATE: PemKind = {
  what: 'certificate',
  article: 'a',
  labels: ['CERTIFICATE'],
  many: false,
}
export const RSA_PKCS1_KEY: PemKind = {
  what: 'RSA private key (PKCS#1)',
  article: 'an',
  labels: ['RSA PRIVATE KEY'],
  many: false,
}

/** undefined when the text is PEM of this kind, otherwise what is wrong with it. */
export function checkPem(text: string, kind: PemKind): string | undefined {
  const blocks = pemBlocks(text)
  const expected = `-----BEGIN ${kind.labels[0]}-----`
  if (blocks.length === 0) {
    return `Not a PEM file: ${kind.article} ${kind.what} starts with ${expected}`
  }
  const other = blocks.find((b) => !kind.labels.includes(b.label))
  if (other) {
    return `Expected ${kind.article} ${kind.what}, but the file holds ${other.label.toLowerCase()}`
  }
  if (!kind.many && blocks.length > 1) {
    return `Expected one ${kind.what}, but the file holds ${blocks.length}`
  }
  if (blocks.some((b) => b.body === '' || !BASE64.test(b.body))) {
    return `The ${kind.what} file is damaged: its contents are not base64`
  }
  return undefined
}

/** The DER bytes of a (checked) single-block PEM, base64-encoded, as the SAML keypair is sent. */
export function pemToDerBase64(text: string): string {
  return pemBlocks(text)[0]?.body ?? ''
}
