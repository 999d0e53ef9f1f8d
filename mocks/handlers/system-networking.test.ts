import { describe, expect, it } from 'vitest'
import * as schema from '@/mocks/__generated__/validate'
import { testServer, type ErrorBody } from '../test-helpers'

/** Rack networking as an operator drives it through the API. */

type Page<T> = { items: T[]; next_page: string | null }
type Port = {
  id: string
  rack_id: string
  switch_location: string
  port_name: string
  port_settings_id: string | null
}

const LOTS = '/v1/system/networking/address-lot'
const SETTINGS = '/v1/system/networking/switch-port-settings'
const LOOPBACKS = '/v1/system/networking/loopback-address'
const PORTS = '/v1/system/hardware/switch-port'

type Caller = Awaited<ReturnType<ReturnType<typeof testServer>['as']>>

async function items<T>(c: Caller, path: string) {
  const res = await c.get(path)
  expect(res.status).toBe(200)
  return ((await res.json()) as Page<T>).items
}

const message = async (res: Response) => ((await res.json()) as ErrorBody).message

const lotBody = (name: string, first: string, last: string) => ({
  name,
  description: '',
  kind: 'infra',
  blocks: [{ first_address: first, last_address: last }],
})

const settingsBody = (name: string, lot = 'uplink-lot', address = '198.51.100.20/30') => ({
  name,
  description: '',
  port_config: { geometry: 'qsfp28x1' },
  links: [
    {
      link_name: 'phy0',
      autoneg: false,
      mtu: 9000,
      speed: 'speed100_g',
      fec: 'rs',
      lldp: { enabled: false },
    },
  ],
  addresses: [{ link_name: 'phy0', addresses: [{ address, address_lot: lot }] }],
  routes: [{ link_name: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '198.51.100.21' }] }],
})

async function portNamed(c: Caller, switchLocation: string, name: string) {
  const ports = await items<Port>(c, PORTS)
  const port = ports.find((p) => p.switch_location === switchLocation && p.port_name === name)
  if (!port) throw new Error(`no port ${switchLocation}/${name}`)
  return port
}

const at = (p: Port) => `rack_id=${p.rack_id}&switch_location=${p.switch_location}`

describe('address lots', () => {
  it('lists the seeded lot with its blocks, in the contract shape', async () => {
    const admin = await testServer().as('fleet-admin')
    const lots = await items<{ name: string }>(admin, LOTS)
    expect(lots.map((l) => l.name)).toEqual(['uplink-lot'])
    expect(schema.AddressLot.safeParse(lots[0]).success).toBe(true)
    const blocks = await items<{ first_address: string }>(admin, `${LOTS}/uplink-lot/blocks`)
    expect(blocks.map((b) => b.first_address).sort()).toEqual(['198.51.100.1', '198.51.100.240'])
  })

  it('creates a lot with its blocks and deletes it', async () => {
    const admin = await testServer().as('fleet-admin')
    const res = await admin.post(LOTS, lotBody('lab-lot', '10.9.0.1', '10.9.0.100'))
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(schema.AddressLotCreateResponse.safeParse(body).success).toBe(true)
    expect((await items<unknown>(admin, `${LOTS}/lab-lot/blocks`)).length).toBe(1)
    expect((await admin.del(`${LOTS}/lab-lot`)).status).toBe(204)
    expect((await admin.get(`${LOTS}/lab-lot/blocks`)).status).toBe(404)
  })

  it('refuses a duplicate name, a reversed block and an overlapping one', async () => {
    const admin = await testServer().as('fleet-admin')
    const dup = await admin.post(LOTS, lotBody('uplink-lot', '10.9.0.1', '10.9.0.2'))
    expect(dup.status).toBe(400)
    expect(await message(dup)).toBe('already exists: address-lot "uplink-lot"')
    const reversed = await admin.post(LOTS, lotBody('rev', '10.9.0.9', '10.9.0.1'))
    expect(reversed.status).toBe(400)
    expect(await message(reversed)).toMatch(/is after its last address/)
    const overlap = await admin.post(LOTS, lotBody('over', '198.51.100.30', '198.51.100.40'))
    expect(overlap.status).toBe(400)
    expect(await message(overlap)).toMatch(/overlaps block 198\.51\.100\.1-198\.51\.100\.31/)
  })

  it('refuses to delete a lot while loopbacks or port settings use it', async () => {
    const admin = await testServer().as('fleet-admin')
    const res = await admin.del(`${LOTS}/uplink-lot`)
    expect(res.status).toBe(400)
    expect(await message(res)).toBe('address lot "uplink-lot" is in use and cannot be deleted')
  })

  it('lets fleet viewers read and only fleet admins write', async () => {
    const { as } = testServer()
    const viewer = await as('silo-admin')
    expect((await viewer.get(LOTS)).status).toBe(403)
    expect((await viewer.post(LOTS, lotBody('x', '10.9.0.1', '10.9.0.2'))).status).toBe(403)
  })
})

describe('switch port settings and switch ports', () => {
  it('shows two uplinks with settings applied, a link up and LLDP neighbours', async () => {
    const admin = await testServer().as('fleet-admin')
    const ports = await items<Port>(admin, PORTS)
    expect(ports).toHaveLength(16)
    const applied = ports.filter((p) => p.port_settings_id)
    expect(applied.map((p) => `${p.switch_location}/${p.port_name}`)).toEqual([
      'switch0/qsfp0',
      'switch1/qsfp0',
    ])
    const port = applied[0]
    const status = await admin.get(`${PORTS}/qsfp0/status?${at(port)}`)
    expect(status.status).toBe(200)
    expect(await status.json()).toMatchObject({ link_state: 'Up', speed: 'speed100_g' })
    const neighbors = await items<{ system_name: string }>(
      admin,
      `/v1/system/hardware/rack-switch-port/${port.rack_id}/switch0/qsfp0/lldp/neighbors`,
    )
    expect(neighbors.map((n) => n.system_name)).toEqual(['edge-router-1'])
    expect(schema.LldpNeighbor.safeParse(neighbors[0]).success).toBe(true)
    const lldp = await admin.get(`${PORTS}/qsfp0/lldp/config?${at(port)}`)
    expect(schema.LldpLinkConfig.safeParse(await lldp.json()).success).toBe(true)
  })

  it('creates settings, applies them to a port, refuses their delete until cleared', async () => {
    const admin = await testServer().as('fleet-admin')
    const res = await admin.post(SETTINGS, settingsBody('edge-b'))
    expect(res.status).toBe(201)
    const settings = await res.json()
    expect(schema.SwitchPortSettings.safeParse(settings).success).toBe(true)
    expect(settings.addresses[0]).toMatchObject({
      address_lot_name: 'uplink-lot',
      interface_name: 'phy0',
    })

    const port = await portNamed(admin, 'switch1', 'qsfp3')
    expect((await admin.get(`${PORTS}/qsfp3/status?${at(port)}`)).status).toBe(404)
    expect(
      (await admin.post(`${PORTS}/qsfp3/settings?${at(port)}`, { port_settings: 'edge-b' })).status,
    ).toBe(204)
    expect((await portNamed(admin, 'switch1', 'qsfp3')).port_settings_id).toBe(settings.id)
    expect((await admin.get(`${PORTS}/qsfp3/status?${at(port)}`)).status).toBe(200)

    const refused = await admin.del(`${SETTINGS}?port_settings=edge-b`)
    expect(refused.status).toBe(400)
    expect(await message(refused)).toBe(
      'switch port settings "edge-b" are applied to switch1/qsfp3',
    )

    expect((await admin.del(`${PORTS}/qsfp3/settings?${at(port)}`)).status).toBe(204)
    expect((await portNamed(admin, 'switch1', 'qsfp3')).port_settings_id).toBeNull()
    expect((await admin.del(`${SETTINGS}?port_settings=edge-b`)).status).toBe(204)
    expect((await admin.get(`${SETTINGS}/edge-b`)).status).toBe(404)
  })

  it('starts the BGP sessions of settings it applies, and ends them when cleared', async () => {
    const admin = await testServer().as('fleet-admin')
    const peer = {
      addr: '198.51.100.21',
      bgp_config: 'as65001',
      interface_name: 'phy0',
      allowed_export: { type: 'no_filtering' },
      allowed_import: { type: 'no_filtering' },
      communities: [],
      connect_retry: 3,
      delay_open: 0,
      enforce_first_as: false,
      hold_time: 6,
      idle_hold_time: 3,
      keepalive: 2,
      remote_asn: 64999,
    }
    const body = {
      ...settingsBody('edge-bgp'),
      bgp_peers: [{ link_name: 'phy0', peers: [peer] }],
    }
    expect((await admin.post(SETTINGS, body)).status).toBe(201)
    const port = await portNamed(admin, 'switch1', 'qsfp5')
    const peers = async () =>
      ((await (await admin.get('/v1/system/networking/bgp-status')).json()) as { addr: string }[])
        .map((p) => p.addr)
        .filter((a) => a === peer.addr)
    expect(await peers()).toEqual([])
    const apply = { port_settings: 'edge-bgp' }
    expect((await admin.post(`${PORTS}/qsfp5/settings?${at(port)}`, apply)).status).toBe(204)
    expect(await peers()).toEqual([peer.addr])
    expect((await admin.del(`${PORTS}/qsfp5/settings?${at(port)}`)).status).toBe(204)
    expect(await peers()).toEqual([])
  })

  it('refuses settings with an address outside the lot or on an unknown link', async () => {
    const admin = await testServer().as('fleet-admin')
    const outside = await admin.post(SETTINGS, settingsBody('bad', 'uplink-lot', '10.0.0.1/30'))
    expect(outside.status).toBe(400)
    expect(await message(outside)).toBe(
      'address 10.0.0.1 is not in any block of address lot "uplink-lot"',
    )
    const body = settingsBody('bad2')
    body.routes[0].link_name = 'phy9'
    const link = await admin.post(SETTINGS, body)
    expect(await message(link)).toBe('link "phy9" is not among the settings\' links')
  })

  it('updates the LLDP configuration of a port with settings, not of a bare port', async () => {
    const admin = await testServer().as('fleet-admin')
    const port = await portNamed(admin, 'switch0', 'qsfp0')
    const current = await (await admin.get(`${PORTS}/qsfp0/lldp/config?${at(port)}`)).json()
    const update = { ...current, enabled: true, system_name: 'rack-7-sw0' }
    expect((await admin.post(`${PORTS}/qsfp0/lldp/config?${at(port)}`, update)).status).toBe(204)
    const after = await (await admin.get(`${PORTS}/qsfp0/lldp/config?${at(port)}`)).json()
    expect(after).toMatchObject({ id: current.id, system_name: 'rack-7-sw0' })
    const bare = await portNamed(admin, 'switch0', 'qsfp5')
    const refused = await admin.post(`${PORTS}/qsfp5/lldp/config?${at(bare)}`, update)
    expect(refused.status).toBe(400)
  })
})

describe('loopback addresses', () => {
  it('creates one from a lot block, refuses a duplicate, deletes it', async () => {
    const admin = await testServer().as('fleet-admin')
    const [existing] = await items<{ address: string; rack_id: string }>(admin, LOOPBACKS)
    expect(existing.address).toBe('198.51.100.250/32')
    const body = {
      address: '198.51.100.251',
      mask: 32,
      address_lot: 'uplink-lot',
      anycast: false,
      rack_id: existing.rack_id,
      switch_location: 'switch1',
    }
    const res = await admin.post(LOOPBACKS, body)
    expect(res.status).toBe(201)
    expect(schema.LoopbackAddress.safeParse(await res.json()).success).toBe(true)
    expect((await admin.post(LOOPBACKS, body)).status).toBe(400)
    const outside = await admin.post(LOOPBACKS, { ...body, address: '10.1.1.1' })
    expect(await message(outside)).toMatch(/not in any block/)
    const del = await admin.del(`${LOOPBACKS}/${existing.rack_id}/switch1/198.51.100.251/32`)
    expect(del.status).toBe(204)
    expect((await items(admin, LOOPBACKS)).length).toBe(1)
  })
})

describe('inbound ICMP and the allow list', () => {
  it('turns inbound ICMP off and on', async () => {
    const admin = await testServer().as('fleet-admin')
    const ICMP = '/v1/system/networking/inbound-icmp'
    expect(await (await admin.get(ICMP)).json()).toEqual({ enabled: true })
    expect((await admin.put(ICMP, { enabled: false })).status).toBe(204)
    expect(await (await admin.get(ICMP)).json()).toEqual({ enabled: false })
  })

  it('replaces the allow list, and refuses an empty list', async () => {
    const admin = await testServer().as('fleet-admin')
    const ALLOW = '/v1/system/networking/allow-list'
    const before = await (await admin.get(ALLOW)).json()
    expect(before.allowed_ips).toEqual({ allow: 'any' })
    const list = { allow: 'list', ips: ['10.0.0.0/8', '192.0.2.7/32'] }
    const res = await admin.put(ALLOW, { allowed_ips: list })
    expect(res.status).toBe(200)
    expect((await res.json()).allowed_ips).toEqual(list)
    expect((await (await admin.get(ALLOW)).json()).allowed_ips).toEqual(list)
    const empty = await admin.put(ALLOW, { allowed_ips: { allow: 'list', ips: [] } })
    expect(empty.status).toBe(400)
  })
})
