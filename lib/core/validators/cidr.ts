import * as z from '@/lib/core/zod'
import { IP_ERROR, ipVersion, type IpVersion } from './ip'
import { zodCheck } from './zod'

export type IpNet = { address: string; width: number; version: IpVersion }

const MAX_WIDTH: Record<IpVersion, number> = { 4: 32, 6: 128 }

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

export const cidrSchema = z.string().check(zodCheck(validateCidr))
