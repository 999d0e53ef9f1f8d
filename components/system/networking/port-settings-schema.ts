import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type { LinkFec, LinkSpeed, SwitchPortSettingsCreate } from '@/lib/api/__generated__/Api'
import { validateCidr } from '@/lib/core/validators/cidr'
import { ipVersion, validateIp } from '@/lib/core/validators/ip'
import { nameSchema } from '@/lib/core/validators/name'
import { bgpPeerBody, bgpPeerSchema, DUPLICATE_PEER, repeatedPeers } from './bgp-peer-schema'

export const SPEEDS: LinkSpeed[] = [
  'speed0_g',
  'speed1_g',
  'speed10_g',
  'speed25_g',
  'speed40_g',
  'speed50_g',
  'speed100_g',
  'speed200_g',
  'speed400_g',
]

/** `speed100_g` → `100 Gbit/s` */
export const speedLabel = (s: LinkSpeed) => `${s.replace(/^speed|_g$/g, '')} Gbit/s`

export const FECS: LinkFec[] = ['rs', 'firecode', 'none']
export const GEOMETRIES = ['qsfp28x1', 'qsfp28x2', 'sfp28x4'] as const

const LOT_REQUIRED = 'Choose the address lot the address comes from'
const MTU_RANGE = 'Must be a whole number from 1 to 65535'

const optional = (validate: (v: string) => string | undefined) =>
  z.string().check(
    z.trim(),
    z.superRefine((v, ctx) => {
      const message = v ? validate(v) : undefined
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
  )

/**
 * One link with, optionally, one address on it, a default route and the BGP
 * peers reached over it: what an uplink needs. The API takes more (several
 * links, VLAN interfaces); those are for the command line.
 */
export const portSettingsSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    geometry: z.enum(GEOMETRIES),
    linkName: nameSchema,
    speed: z.enum(SPEEDS as [LinkSpeed, ...LinkSpeed[]]),
    fec: z.enum(['', ...FECS] as ['', ...LinkFec[]]),
    mtu: z
      .number({ error: MTU_RANGE })
      .check(z.int(MTU_RANGE), z.minimum(1, MTU_RANGE), z.maximum(65535, MTU_RANGE)),
    autoneg: z.boolean(),
    lldpEnabled: z.boolean(),
    address: optional(validateCidr),
    addressLot: z.string(),
    gateway: optional(validateIp),
    peers: z.array(bgpPeerSchema),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.address && !v.addressLot) {
        ctx.addIssue({ code: 'custom', path: ['addressLot'], message: LOT_REQUIRED })
      }
      for (const i of repeatedPeers(v.peers)) {
        ctx.addIssue({ code: 'custom', path: ['peers', i, 'addr'], message: DUPLICATE_PEER })
      }
    }),
  )

export type PortSettingsValues = z.input<typeof portSettingsSchema>

export const portSettingsDefaults: PortSettingsValues = {
  name: '',
  description: '',
  geometry: 'qsfp28x1',
  linkName: 'phy0',
  speed: 'speed100_g',
  fec: '',
  mtu: 1500,
  autoneg: false,
  lldpEnabled: false,
  address: '',
  addressLot: '',
  gateway: '',
  peers: [],
}

export function portSettingsBody(v: PortSettingsValues): SwitchPortSettingsCreate {
  const address = v.address.trim()
  const gateway = v.gateway.trim()
  return {
    name: v.name,
    description: v.description,
    portConfig: { geometry: v.geometry },
    links: [
      {
        linkName: v.linkName,
        speed: v.speed,
        fec: v.fec || null,
        mtu: v.mtu,
        autoneg: v.autoneg,
        lldp: { enabled: v.lldpEnabled },
      },
    ],
    addresses: address
      ? [{ linkName: v.linkName, addresses: [{ address, addressLot: v.addressLot }] }]
      : [],
    routes: gateway
      ? [
          {
            linkName: v.linkName,
            routes: [{ dst: ipVersion(gateway) === 6 ? '::/0' : '0.0.0.0/0', gw: gateway }],
          },
        ]
      : [],
    bgpPeers: v.peers.length
      ? [{ linkName: v.linkName, peers: v.peers.map((p) => bgpPeerBody(p, v.linkName)) }]
      : [],
  }
}
