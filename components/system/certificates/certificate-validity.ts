import { pemBlocks } from '@/components/system/silos/pem'

/**
 * The subject and validity of a PEM chain's first (leaf) certificate, read in
 * the browser. The API gives only the PEM; a few fields of the DER are all a
 * list needs, so this walks just far enough into the ASN.1 to find them.
 */

export type CertificateValidity = {
  /** the subject's common name, when it has one */
  commonName: string | undefined
  notBefore: Date
  notAfter: Date
}

type Node = { tag: number; start: number; end: number }

/** The DER element at `at`: its tag and where its contents lie. */
function element(der: Uint8Array, at: number): Node {
  const tag = der[at]
  let len = der[at + 1]
  let start = at + 2
  if (len & 0x80) {
    const n = len & 0x7f
    if (n === 0 || n > 4) throw new Error('unsupported length')
    len = 0
    for (let i = 0; i < n; i++) len = len * 256 + der[start + i]
    start += n
  }
  const end = start + len
  if (tag === undefined || end > der.length) throw new Error('truncated')
  return { tag, start, end }
}

function children(der: Uint8Array, parent: Node): Node[] {
  const out: Node[] = []
  for (let at = parent.start; at < parent.end;) {
    const child = element(der, at)
    out.push(child)
    at = child.end
  }
  return out
}

const ascii = (der: Uint8Array, n: Node) => new TextDecoder().decode(der.subarray(n.start, n.end))

const UTC_TIME = 0x17
const GENERALIZED_TIME = 0x18

function time(der: Uint8Array, n: Node): Date {
  const text = ascii(der, n)
  const m =
    n.tag === UTC_TIME
      ? text.match(/^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/)
      : n.tag === GENERALIZED_TIME
        ? text.match(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/)
        : null
  if (!m) throw new Error('not a time')
  let year = Number(m[1])
  // RFC 5280: two-digit years 50–99 are 19xx, 00–49 are 20xx
  if (n.tag === UTC_TIME) year += year >= 50 ? 1900 : 2000
  const [month, day, hour, minute, second] = m.slice(2).map(Number)
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second))
}

const COMMON_NAME_OID = [0x55, 0x04, 0x03]

function commonName(der: Uint8Array, name: Node): string | undefined {
  for (const rdn of children(der, name)) {
    for (const attribute of children(der, rdn)) {
      const [type, value] = children(der, attribute)
      const oid = der.subarray(type.start, type.end)
      if (oid.length === 3 && COMMON_NAME_OID.every((b, i) => oid[i] === b)) {
        return ascii(der, value)
      }
    }
  }
  return undefined
}

const CONTEXT_0 = 0xa0

function readDer(der: Uint8Array): CertificateValidity {
  const certificate = element(der, 0)
  const tbs = children(der, certificate)[0]
  const fields = children(der, tbs)
  // the version is an optional [0]; after it come serial, signature, issuer, validity, subject
  const rest = fields[0]?.tag === CONTEXT_0 ? fields.slice(1) : fields
  const [, , , validity, subject] = rest
  if (!validity || !subject) throw new Error('not a certificate')
  const [notBefore, notAfter] = children(der, validity)
  return {
    commonName: commonName(der, subject),
    notBefore: time(der, notBefore),
    notAfter: time(der, notAfter),
  }
}

/** undefined when the text holds no certificate this can read. */
export function certificateValidity(pem: string): CertificateValidity | undefined {
  const leaf = pemBlocks(pem).find((b) => b.label === 'CERTIFICATE')
  if (!leaf) return undefined
  try {
    const der = Uint8Array.from(atob(leaf.body), (c) => c.charCodeAt(0))
    return readDer(der)
  } catch {
    return undefined
  }
}

const DAY_MS = 86_400_000

/** Whole days from `now` until it expires; negative once expired. */
export const daysUntil = (date: Date, now = Date.now()) =>
  Math.floor((date.getTime() - now) / DAY_MS)
