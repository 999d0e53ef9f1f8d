import { parseIpNet } from './validators/cidr'
import { ipVersion, type IpVersion } from './validators/ip'

/** An address as one number, so that IPv6 ends compare without losing precision. */
export function ipToBigInt(ip: string, version: IpVersion): bigint {
  if (version === 4) return ip.split('.').reduce((n, octet) => n * 256n + BigInt(octet), 0n)
  // a trailing dotted quad stands for the last two groups
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(ip)
  let text = ip
  if (dotted) {
    const v4 = ipToBigInt(dotted[1], 4)
    text = `${ip.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const groups = (run: string | undefined) => (run ? run.split(':') : [])
  const before = groups(head)
  const after = groups(tail)
  const zeros = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0')
  return [...before, ...zeros, ...after].reduce((n, g) => n * 65536n + BigInt(`0x${g}`), 0n)
}

const BITS: Record<IpVersion, bigint> = { 4: 32n, 6: 128n }

/**
 * One address however it is spelled (`fd00::1` and `FD00:0::0001` alike); undefined for
 * text that is no address. IPv4 and IPv6 never equal each other, mapped or not.
 */
function addressOf(ip: string): { version: IpVersion; n: bigint } | undefined {
  const version = ipVersion(ip)
  return version && { version, n: ipToBigInt(ip, version) }
}

export function sameIp(a: string, b: string): boolean {
  const x = addressOf(a)
  const y = addressOf(b)
  return !!x && !!y && x.version === y.version && x.n === y.n
}

/**
 * Whether `ip` lies in the network `net` (`address/width`), of the same family. Bits of the
 * network's address past its width don't count: `10.0.0.5/24` holds `10.0.0.0`-`10.0.0.255`.
 */
export function ipInNet(ip: string, net: string): boolean {
  const parsed = parseIpNet(net)
  const address = addressOf(ip)
  if (!parsed.ok || !address || address.version !== parsed.net.version) return false
  const host = BITS[address.version] - BigInt(parsed.net.width)
  const base = ipToBigInt(parsed.net.address, parsed.net.version)
  return address.n >> host === base >> host
}
