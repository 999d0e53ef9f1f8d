import { generateKeyPairSync, randomBytes, sign } from 'node:crypto'

/**
 * Seeds need certificates whose validity is relative to now (one about to
 * expire), so they are made at start: a minimal X.509 v3 certificate signed
 * with Ed25519, DER-encoded by hand since Node can sign but not issue.
 */

const tlv = (tag: number, content: Buffer) => {
  const n = content.length
  const len =
    n < 0x80
      ? Buffer.from([n])
      : n < 0x100
        ? Buffer.from([0x81, n])
        : Buffer.from([0x82, n >> 8, n & 0xff])
  return Buffer.concat([Buffer.from([tag]), len, content])
}

const seq = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts))
const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts))

function oid(dotted: string) {
  const [a, b, ...rest] = dotted.split('.').map(Number)
  const bytes = [a * 40 + b]
  for (const n of rest) {
    const groups = [n & 0x7f]
    for (let v = n >> 7; v > 0; v >>= 7) groups.unshift((v & 0x7f) | 0x80)
    bytes.push(...groups)
  }
  return tlv(0x06, Buffer.from(bytes))
}

/** UTCTime (YYMMDDHHMMSSZ): valid for years before 2050, which is all a seed needs. */
const utcTime = (d: Date) =>
  tlv(0x17, Buffer.from(d.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z', 'ascii'))

const commonName = (cn: string) => seq(set(seq(oid('2.5.4.3'), tlv(0x0c, Buffer.from(cn, 'utf8')))))

const ED25519 = seq(oid('1.3.101.112'))

const pem = (label: string, der: Buffer) =>
  `-----BEGIN ${label}-----\n${der
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n')}\n-----END ${label}-----\n`

export function selfSignedCertificate(cn: string, notBefore: Date, notAfter: Date) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const serial = randomBytes(8)
  serial[0] &= 0x7f // a positive INTEGER
  const tbs = seq(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    tlv(0x02, serial),
    ED25519,
    commonName(cn),
    seq(utcTime(notBefore), utcTime(notAfter)),
    commonName(cn),
    publicKey.export({ format: 'der', type: 'spki' }),
  )
  const signature = sign(null, tbs, privateKey)
  const der = seq(tbs, ED25519, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])))
  return {
    cert: pem('CERTIFICATE', der),
    key: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  }
}
