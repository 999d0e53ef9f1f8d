/** Small IPv6 helpers for VPC prefixes and subnet blocks. */

/** `fd12:3456::1` → the address as a 128-bit number, or undefined when malformed. */
export function ipv6ToBigInt(ip: string): bigint | undefined {
  const halves = ip.toLowerCase().split('::')
  if (halves.length > 2) return undefined
  const groups = halves.map((h) => (h === '' ? [] : h.split(':')))
  const missing = 8 - groups.reduce((n, g) => n + g.length, 0)
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const all =
    halves.length === 1 ? groups[0] : [...groups[0], ...Array(missing).fill('0'), ...groups[1]]
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined
  return all.reduce((acc, g) => (acc << 16n) + BigInt(parseInt(g, 16)), 0n)
}

export function bigIntToIpv6(n: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) =>
    ((n >> BigInt(16 * (7 - i))) & 0xffffn).toString(16),
  )
  // compress the longest run of zero groups, as the API writes addresses
  let best = { at: -1, len: 0 }
  for (let i = 0; i < 8;) {
    let j = i
    while (j < 8 && groups[j] === '0') j++
    if (j - i > best.len && j - i > 1) best = { at: i, len: j - i }
    i = j === i ? i + 1 : j
  }
  if (best.at < 0) return groups.join(':')
  const head = groups.slice(0, best.at).join(':')
  const tail = groups.slice(best.at + best.len).join(':')
  return `${head}::${tail}`
}

export type Ipv6Net = { first: bigint; last: bigint; width: number }

/** `fd00:1::/64` → its first and last address, or undefined when malformed. */
export function parseIpv6Net(cidr: string): Ipv6Net | undefined {
  const [base, w] = cidr.split('/')
  const width = Number(w)
  const n = ipv6ToBigInt(base ?? '')
  if (n === undefined || !Number.isInteger(width) || width < 0 || width > 128) return undefined
  const size = 1n << BigInt(128 - width)
  const first = (n / size) * size
  return { first, last: first + size - 1n, width }
}

export const netsOverlap = (a: Ipv6Net, b: Ipv6Net) => a.first <= b.last && b.first <= a.last

export const netContains = (outer: Ipv6Net, inner: Ipv6Net) =>
  inner.first >= outer.first && inner.last <= outer.last
