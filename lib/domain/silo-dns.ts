// A silo's DNS name and whether a TLS certificate's names cover it. On a rack, each silo's
// console and API answer at `<silo>.sys.<the rack's DNS domain>` (and the console at
// `console.<silo>.sys.<domain>` too), so the domain can be read off the console's own address.

/** The names a certificate is for: its subject's common name and its DNS subject alt names. */
export type CertificateNames = { commonName: string | undefined; dnsNames: string[] }

const normal = (name: string) => name.trim().toLowerCase().replace(/\.$/, '')

/**
 * The rack's DNS domain, read off the address the console is served at: the labels after
 * `sys` in `<silo>.sys.<domain>` or `console.<silo>.sys.<domain>`. Undefined for an address
 * of another shape (localhost, an IP address, a name of the operator's own).
 */
export function rackDomainOf(hostname: string): string | undefined {
  const labels = normal(hostname).split('.')
  const sys = labels[1] === 'sys' ? 1 : labels[0] === 'console' && labels[2] === 'sys' ? 2 : -1
  if (sys < 0) return undefined
  const domain = labels.slice(sys + 1)
  if (domain.length === 0 || labels.some((l) => l === '')) return undefined
  return domain.join('.')
}

export const siloDnsName = (silo: string, domain: string) => `${normal(silo)}.sys.${domain}`

/**
 * Whether a certificate name covers `host` as TLS clients check it (RFC 6125): equal, ignoring
 * case and a final dot, or a wildcard `*` as the whole left-most label, standing for exactly
 * one label. A wildcard elsewhere or within a label, or over fewer than two labels, matches
 * nothing, as browsers have it.
 */
export function dnsNameMatches(pattern: string, host: string): boolean {
  const p = normal(pattern)
  const h = normal(host)
  if (!p.includes('*')) return p === h
  if (!p.startsWith('*.')) return false
  const rest = p.slice(2)
  if (rest.includes('*') || rest.split('.').length < 2) return false
  const dot = h.indexOf('.')
  return dot > 0 && h.slice(dot + 1) === rest
}

/**
 * The names a TLS client checks: the DNS subject alt names, or the common name when the
 * certificate has none (OpenSSL's rule, with which Nexus checks a silo's certificates).
 */
export const namesChecked = ({ commonName, dnsNames }: CertificateNames): string[] =>
  dnsNames.length > 0 ? dnsNames : commonName ? [commonName] : []

export const certificateCovers = (names: CertificateNames, host: string) =>
  namesChecked(names).some((n) => dnsNameMatches(n, host))
