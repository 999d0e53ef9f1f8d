import { describe, expect, it } from 'vitest'
import { snakeify } from '@/lib/api/__generated__/util'
import { SwitchPortSettingsCreate } from '@/mocks/__generated__/validate'
import {
  portSettingsBody,
  portSettingsDefaults,
  portSettingsSchema,
  speedLabel,
} from './port-settings-schema'
import { bgpPeerDefaults } from './bgp-peer-schema'

const errors = (values: unknown) => {
  const r = portSettingsSchema.safeParse(values)
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

const uplink = {
  ...portSettingsDefaults,
  name: 'uplink-b',
  address: '198.51.100.10/30',
  addressLot: 'uplink-lot',
  gateway: '198.51.100.9',
}

describe('port settings form', () => {
  it('builds one link with its address and a default route through the gateway', () => {
    expect(errors(uplink)).toEqual({})
    expect(portSettingsBody(uplink)).toEqual({
      name: 'uplink-b',
      description: '',
      portConfig: { geometry: 'qsfp28x1' },
      links: [
        {
          linkName: 'phy0',
          speed: 'speed100_g',
          fec: null,
          mtu: 1500,
          autoneg: false,
          lldp: { enabled: false },
        },
      ],
      addresses: [
        {
          linkName: 'phy0',
          addresses: [{ address: '198.51.100.10/30', addressLot: 'uplink-lot' }],
        },
      ],
      routes: [{ linkName: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '198.51.100.9' }] }],
      bgpPeers: [],
    })
  })

  it('sends a link alone when no address or gateway is given', () => {
    const body = portSettingsBody({ ...portSettingsDefaults, name: 'bare' })
    expect(body.addresses).toEqual([])
    expect(body.routes).toEqual([])
    expect(body.bgpPeers).toEqual([])
  })

  it('checks the address, the gateway, the lot and the MTU', () => {
    expect(errors({ ...uplink, address: '198.51.100.10' })).toEqual({
      address: 'Must contain an IP address and a width, separated by a /',
    })
    expect(errors({ ...uplink, gateway: 'router' })).toEqual({ gateway: 'Not a valid IP address' })
    expect(errors({ ...uplink, addressLot: '' })).toEqual({
      addressLot: 'Choose the address lot the address comes from',
    })
    expect(errors({ ...uplink, mtu: 70000 })).toEqual({
      mtu: 'Must be a whole number from 1 to 65535',
    })
  })

  const peer = { ...bgpPeerDefaults, addr: ' 203.0.113.7 ', bgpConfig: 'as65001' }
  const peerErrors = (p: object) => errors({ ...uplink, peers: [{ ...peer, ...p }] })

  it('sends BGP peers on the link, timers as given and the rest at the API defaults', () => {
    const values = { ...uplink, linkName: 'phy1', peers: [peer, { ...peer, addr: 'fd00::1' }] }
    expect(errors(values)).toEqual({})
    const body = portSettingsBody({
      ...values,
      peers: [{ ...peer, remoteAsn: 64512, holdTime: 90, keepalive: 30 }],
    })
    expect(body.bgpPeers).toEqual([
      {
        linkName: 'phy1',
        peers: [
          {
            addr: '203.0.113.7',
            bgpConfig: 'as65001',
            interfaceName: 'phy1',
            remoteAsn: 64512,
            holdTime: 90,
            idleHoldTime: 3,
            keepalive: 30,
            connectRetry: 3,
            delayOpen: 0,
            allowedImport: { type: 'no_filtering' },
            allowedExport: { type: 'no_filtering' },
            communities: [],
            enforceFirstAs: false,
          },
        ],
      },
    ])
    // no remote ASN: any is accepted
    expect(portSettingsBody({ ...uplink, peers: [peer] }).bgpPeers).toMatchObject([
      { peers: [{ remoteAsn: null }] },
    ])
  })

  it('sends a body the contract accepts, with and without a remote ASN', () => {
    const body = portSettingsBody({
      ...uplink,
      peers: [peer, { ...peer, addr: 'fd00::1', remoteAsn: 64512 }],
    })
    // as the client sends it, and the mock and Nexus read it
    const wire: unknown = JSON.parse(JSON.stringify(snakeify(body)))
    expect(SwitchPortSettingsCreate.safeParse(wire).error).toBeUndefined()
  })

  it('offers the usual timers for a new peer', () => {
    expect(bgpPeerDefaults).toMatchObject({
      holdTime: 6,
      idleHoldTime: 3,
      keepalive: 2,
      connectRetry: 3,
      delayOpen: 0,
    })
  })

  it("checks each peer's address, configuration, remote ASN and timers", () => {
    expect(peerErrors({ addr: '203.0.113' })).toEqual({ 'peers.0.addr': 'Not a valid IP address' })
    expect(peerErrors({ addr: ' ' })).toEqual({ 'peers.0.addr': 'Enter the address of the peer' })
    expect(peerErrors({ bgpConfig: '' })).toEqual({
      'peers.0.bgpConfig': 'Choose the BGP configuration of this peer',
    })
    const asnRange = 'Must be a whole number from 0 to 4294967295'
    expect(peerErrors({ remoteAsn: 4294967296 })).toEqual({ 'peers.0.remoteAsn': asnRange })
    expect(peerErrors({ remoteAsn: 1.5 })).toEqual({ 'peers.0.remoteAsn': asnRange })
    expect(peerErrors({ remoteAsn: -1 })).toEqual({ 'peers.0.remoteAsn': asnRange })
    expect(peerErrors({ remoteAsn: 0 })).toEqual({})
    expect(peerErrors({ remoteAsn: 4294967295 })).toEqual({})
    const seconds = 'Must be a whole number of seconds from 0 to 4294967295'
    expect(peerErrors({ holdTime: undefined })).toEqual({ 'peers.0.holdTime': seconds })
    expect(peerErrors({ connectRetry: -3 })).toEqual({ 'peers.0.connectRetry': seconds })
    expect(peerErrors({ delayOpen: 0.5 })).toEqual({ 'peers.0.delayOpen': seconds })
  })

  it('wants keepalives sooner than the hold time, unless the hold time is 0', () => {
    expect(peerErrors({ holdTime: 6, keepalive: 6 })).toEqual({
      'peers.0.keepalive': 'Must be shorter than the hold time',
    })
    expect(peerErrors({ holdTime: 0, keepalive: 2 })).toEqual({})
  })

  it('refuses the same peer twice', () => {
    const twice = { ...uplink, peers: [peer, { ...peer, addr: '203.0.113.7' }] }
    expect(errors(twice)).toEqual({ 'peers.1.addr': 'This peer is already listed' })
  })

  it('names speeds as an operator reads them', () => {
    expect(speedLabel('speed100_g')).toBe('100 Gbit/s')
    expect(speedLabel('speed0_g')).toBe('0 Gbit/s')
  })
})
