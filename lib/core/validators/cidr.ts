import * as z from '@/lib/core/zod'
import { IP_ERROR, ipVersion, type IpVersion } from './ip'

export type IpNet = { address: string; width: number; version: IpVersion }

const MAX_WIDTH: Record<IpVersion, number> = { 4: 32, 6: 128 }

/**
 * The IPv6 forms with an IPv4 part the contract's Ipv6Net takes: after `::` (`::a.b.c.d`,
 * `::ffff:a.b.c.d`, `::ffff:0:a.b.c.d`) or after one to four groups and `::`. The spelled-out
 * `0:0:0:0:0:ffff:a.b.c.d` is refused there, so here too.
 */
const MAPPED_IPV6 =
  /^(::((ffff(:0{1,4})?):)?|([0-9a-f]{1,4}:){1,4}:)((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$/i

type Parsed = { ok: true; net: IpNet } | { ok: false; message: string }

/** Parses `address/width`, saying what is wrong when it can't. */
export function parseIpNet(value: string): Parsed {
  const parts = value.split('/')
  if (parts.length !== 2) {
    return { ok: false, message: 'Must contain an IP address and a width, separated by a /' }
  }
  const [address, widthText] = parts
  const version = ipVersion(address)
  if (!version) return { ok: false, message: IP_ERROR }
  if (!/^[0-9]+$/.test(widthText)) return { ok: false, message: 'Width must be an integer' }
  // the contract's IpNet takes a width as written in decimal, without leading zeros
  if (/^0[0-9]/.test(widthText)) {
    return { ok: false, message: 'Width must be written without leading zeros' }
  }
  if (version === 6 && address.includes('.') && !MAPPED_IPV6.test(address)) {
    return { ok: false, message: 'Write an IPv6 address with an IPv4 part as ::ffff:a.b.c.d' }
  }
  const width = Number(widthText)
  if (width > MAX_WIDTH[version]) {
    return { ok: false, message: `Max width for IPv${version} is ${MAX_WIDTH[version]}` }
  }
  return { ok: true, net: { address, width, version } }
}

export function validateCidr(value: string): string | undefined {
  const parsed = parseIpNet(value)
  return parsed.ok ? undefined : parsed.message
}

export const cidrSchema = z.string().check(z.validator(validateCidr))
