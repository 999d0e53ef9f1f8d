import { describe, expect, it } from 'vitest'
import {
  announceSetSchema,
  bgpConfigBody,
  bgpConfigDefaults,
  bgpConfigSchema,
  validateAsn,
} from './bgp-schema'

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? []

describe('ASN', () => {
  it.each([1, 65001, 4294967295])('accepts %s', (asn) => {
    expect(validateAsn(asn)).toBeUndefined()
  })
  it.each([0, -1, 1.5, 4294967296])('refuses %s', (asn) => {
    expect(validateAsn(asn)).toBe('An ASN is a whole number from 1 to 4294967295')
  })
  it('asks for one while empty', () => {
    expect(validateAsn(undefined)).toBe('Enter the ASN')
  })
})

describe('BGP configuration form', () => {
  const valid = { ...bgpConfigDefaults, name: 'edge', asn: 65001, announceSet: 'rack-uplinks' }

  it('sends no VRF when the field is empty, and the VRF name otherwise', () => {
    expect(bgpConfigSchema.safeParse(valid).success).toBe(true)
    expect(bgpConfigBody(valid)).toEqual({
      name: 'edge',
      description: '',
      asn: 65001,
      bgpAnnounceSetId: 'rack-uplinks',
      vrf: null,
    })
    expect(bgpConfigBody({ ...valid, vrf: 'red' }).vrf).toBe('red')
  })

  it('says what is missing or wrong', () => {
    expect(messages(bgpConfigSchema.safeParse({ ...valid, announceSet: '' }))).toEqual([
      'Choose an announce set',
    ])
    expect(messages(bgpConfigSchema.safeParse({ ...valid, vrf: 'Not A Name' }))).toHaveLength(1)
  })
})

describe('announce set form', () => {
  const set = (announcement: { addressLotBlock: string; network: string }[]) => ({
    name: 'lab',
    description: '',
    announcement,
  })

  it('accepts IPv4 and IPv6 networks drawn from a named lot', () => {
    const r = announceSetSchema.safeParse(
      set([
        { addressLotBlock: 'lab-lot', network: '10.9.0.0/24' },
        { addressLotBlock: 'lab-lot', network: 'fd00:1::/64' },
      ]),
    )
    expect(r.success).toBe(true)
  })

  it('refuses a network without a width, an unnamed lot and a network twice', () => {
    const r = announceSetSchema.safeParse(
      set([
        { addressLotBlock: '', network: '10.9.0.0' },
        { addressLotBlock: 'lab-lot', network: '10.9.1.0/24' },
        { addressLotBlock: 'lab-lot', network: '10.9.1.0/24' },
      ]),
    )
    expect(messages(r)).toEqual([
      'Name the address lot',
      'Must contain an IP address and a width, separated by a /',
      'This network is already announced by the set',
    ])
  })
})
