import { describe, expect, it } from 'vitest'
import {
  portSettingsBody,
  portSettingsDefaults,
  portSettingsSchema,
  speedLabel,
} from './port-settings-schema'

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
    })
  })

  it('sends a link alone when no address or gateway is given', () => {
    const body = portSettingsBody({ ...portSettingsDefaults, name: 'bare' })
    expect(body.addresses).toEqual([])
    expect(body.routes).toEqual([])
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

  it('names speeds as an operator reads them', () => {
    expect(speedLabel('speed100_g')).toBe('100 Gbit/s')
    expect(speedLabel('speed0_g')).toBe('0 Gbit/s')
  })
})
