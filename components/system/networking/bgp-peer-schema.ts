import * as z from '@/lib/core/zod'
import type { BgpPeer } from '@/lib/api/__generated__/Api'
import { validateIp } from '@/lib/core/validators/ip'

/** The contract's uint32: ASNs and the timers. */
export const MAX_UINT32 = 4294967295

const ADDRESS_REQUIRED = 'Enter the address of the peer'
const CONFIG_REQUIRED = 'Choose the BGP configuration of this peer'
const REMOTE_ASN_RANGE = `Must be a whole number from 0 to ${MAX_UINT32}`
const SECONDS_RANGE = `Must be a whole number of seconds from 0 to ${MAX_UINT32}`
export const DUPLICATE_PEER = 'This peer is already listed'
const KEEPALIVE_TOO_LONG = 'Must be shorter than the hold time'

const isUint32 = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_UINT32

// NumberField gives undefined while the input is empty
const number = z.union([z.number(), z.undefined()])
const seconds = number.check(
  z.superRefine((n, ctx) => {
    if (n === undefined || !isUint32(n)) ctx.addIssue({ code: 'custom', message: SECONDS_RANGE })
  }),
)

/**
 * One peer the link's BGP sessions go to. The timers are maghemite's usual
 * ones; import and export filtering, communities and the rest stay at the
 * API's plain defaults (see `bgpPeerBody`).
 */
export const bgpPeerSchema = z
  .object({
    addr: z.string().check(
      z.trim(),
      z.superRefine((v, ctx) => {
        const message = v === '' ? ADDRESS_REQUIRED : validateIp(v)
        if (message) ctx.addIssue({ code: 'custom', message })
      }),
    ),
    bgpConfig: z.string().check(z.minLength(1, CONFIG_REQUIRED)),
    // empty: the peer may have any ASN
    remoteAsn: number.check(
      z.superRefine((n, ctx) => {
        if (n !== undefined && !isUint32(n)) {
          ctx.addIssue({ code: 'custom', message: REMOTE_ASN_RANGE })
        }
      }),
    ),
    holdTime: seconds,
    idleHoldTime: seconds,
    keepalive: seconds,
    connectRetry: seconds,
    delayOpen: seconds,
  })
  .check(
    z.superRefine((p, ctx) => {
      // a hold time of 0 turns keepalives off (RFC 4271); otherwise they must come sooner
      if (p.holdTime && p.keepalive !== undefined && p.keepalive >= p.holdTime) {
        ctx.addIssue({ code: 'custom', path: ['keepalive'], message: KEEPALIVE_TOO_LONG })
      }
    }),
  )

/** Where an address repeats: a second session to the same peer would replace the first. */
export function repeatedPeers(peers: { addr: string }[]): number[] {
  const seen = new Set<string>()
  return peers.flatMap((p, i) => {
    const addr = p.addr.trim().toLowerCase()
    const repeat = addr !== '' && seen.has(addr)
    seen.add(addr)
    return repeat ? [i] : []
  })
}

export type BgpPeerValues = z.input<typeof bgpPeerSchema>

export const bgpPeerDefaults: BgpPeerValues = {
  addr: '',
  bgpConfig: '',
  remoteAsn: undefined,
  holdTime: 6,
  idleHoldTime: 3,
  keepalive: 2,
  connectRetry: 3,
  delayOpen: 0,
}

/** A validated peer as the API takes it, on the link named `linkName`. */
export function bgpPeerBody(p: BgpPeerValues, linkName: string): BgpPeer {
  return {
    addr: p.addr.trim(),
    bgpConfig: p.bgpConfig,
    interfaceName: linkName,
    remoteAsn: p.remoteAsn ?? null,
    // the schema has checked these are set
    holdTime: p.holdTime ?? 0,
    idleHoldTime: p.idleHoldTime ?? 0,
    keepalive: p.keepalive ?? 0,
    connectRetry: p.connectRetry ?? 0,
    delayOpen: p.delayOpen ?? 0,
    allowedImport: { type: 'no_filtering' },
    allowedExport: { type: 'no_filtering' },
    communities: [],
    enforceFirstAs: false,
  }
}
