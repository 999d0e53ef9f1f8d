import { afterEach, describe, expect, it, vi } from 'vitest'
import * as schema from '@/mocks/__generated__/validate'
import { testServer, type ErrorBody } from '../test-helpers'
import { configureBgpPeers, unconfigureBgpPeers } from './bgp'

/** BGP and BFD as an operator drives them: configs, announce sets, peers coming up, sessions. */

const BGP = '/v1/system/networking/bgp'
const SETS = '/v1/system/networking/bgp-announce-set'
const BFD = '/v1/system/networking'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

const json = async <T>(res: Response) => (await res.json()) as T

describe('BGP configurations', () => {
  it('creates a config on an announce set, lists it, refuses duplicates and deletes it', async () => {
    const admin = await testServer().as('fleet-admin')
    const res = await admin.post(BGP, {
      name: 'edge',
      description: 'edge routers',
      asn: 65100,
      vrf: 'red',
      bgp_announce_set_id: 'rack-uplinks',
    })
    expect(res.status).toBe(201)
    const config = schema.BgpConfig.parse(await res.json())
    expect(config).toMatchObject({ name: 'edge', asn: 65100, vrf: 'red' })

    const list = await json<{ items: { name: string }[] }>(await admin.get(BGP))
    expect(list.items.map((c) => c.name)).toEqual(['as65001', 'edge'])

    const again = await admin.post(BGP, {
      name: 'edge',
      description: '',
      asn: 65101,
      bgp_announce_set_id: 'rack-uplinks',
    })
    expect(again.status).toBe(400)
    expect((await json<ErrorBody>(again)).message).toBe('already exists: bgp-config "edge"')

    expect((await admin.del(`${BGP}?name_or_id=edge`)).status).toBe(204)
    const after = await json<{ items: { name: string }[] }>(await admin.get(BGP))
    expect(after.items.map((c) => c.name)).toEqual(['as65001'])
  })

  it('refuses an unknown announce set, ASN 0, and deleting a config its peers use', async () => {
    const admin = await testServer().as('fleet-admin')
    const noSet = await admin.post(BGP, {
      name: 'x',
      description: '',
      asn: 65100,
      bgp_announce_set_id: 'nope',
    })
    expect(noSet.status).toBe(404)
    expect((await json<ErrorBody>(noSet)).message).toBe(
      'not found: bgp-announce-set with name "nope"',
    )
    const zero = await admin.post(BGP, {
      name: 'x',
      description: '',
      asn: 0,
      bgp_announce_set_id: 'rack-uplinks',
    })
    expect(zero.status).toBe(400)
    const inUse = await admin.del(`${BGP}?name_or_id=as65001`)
    expect(inUse.status).toBe(400)
    expect((await json<ErrorBody>(inUse)).message).toMatch(/used by switch port settings/)
  })

  it('is for fleet admins to change and fleet viewers to read', async () => {
    const server = testServer()
    const viewer = await server.as('viewer')
    expect((await viewer.get(BGP)).status).toBe(403)
    expect(
      (
        await viewer.post(BGP, {
          name: 'x',
          description: '',
          asn: 1,
          bgp_announce_set_id: 'rack-uplinks',
        })
      ).status,
    ).toBe(403)
  })
})

describe('announce sets', () => {
  it('PUT creates a set, then replaces its announcements; delete removes it', async () => {
    const admin = await testServer().as('fleet-admin')
    const first = await admin.put(SETS, {
      name: 'lab',
      description: 'lab',
      announcement: [
        { address_lot_block: 'lab-lot', network: '10.9.0.0/24' },
        { address_lot_block: 'lab-lot', network: '10.9.1.0/24' },
      ],
    })
    expect(first.status).toBe(200)
    const set = schema.BgpAnnounceSet.parse(await first.json())
    const second = await admin.put(SETS, {
      name: 'lab',
      description: 'lab, smaller',
      announcement: [{ address_lot_block: 'lab-lot', network: '10.9.2.0/24' }],
    })
    const replaced = await json<{ id: string; description: string }>(second)
    expect(replaced).toMatchObject({ id: set.id, description: 'lab, smaller' })

    const announcements = await json<{ network: string; announce_set_id: string }[]>(
      await admin.get(`${SETS}/lab/announcement`),
    )
    expect(announcements.map((a) => a.network)).toEqual(['10.9.2.0/24'])
    expect(announcements[0].announce_set_id).toBe(set.id)

    const names = await json<{ name: string }[]>(await admin.get(SETS))
    expect(names.map((s) => s.name)).toEqual(['lab', 'rack-uplinks'])
    expect((await admin.del(`${SETS}/lab`)).status).toBe(204)
    expect((await admin.get(`${SETS}/lab/announcement`)).status).toBe(404)
  })

  it('answers one page as a bare array, as Nexus does: 100 unless asked, up to 10,000', async () => {
    const admin = await testServer().as('fleet-admin')
    for (let i = 0; i < 120; i++) {
      const name = `set-${String(i).padStart(3, '0')}`
      expect((await admin.put(SETS, { name, description: '', announcement: [] })).status).toBe(200)
    }
    const first = await json<{ name: string }[]>(await admin.get(SETS))
    expect(Array.isArray(first)).toBe(true)
    expect(first).toHaveLength(100)
    const whole = await json<{ name: string }[]>(await admin.get(`${SETS}?limit=10000`))
    expect(whole).toHaveLength(121)
    // over the maximum, Dropshot takes its maximum rather than refuse
    expect(await json<unknown[]>(await admin.get(`${SETS}?limit=20000`))).toHaveLength(121)
  })

  it('refuses to delete a set a BGP config uses', async () => {
    const admin = await testServer().as('fleet-admin')
    const res = await admin.del(`${SETS}/rack-uplinks`)
    expect(res.status).toBe(400)
    expect((await json<ErrorBody>(res)).message).toMatch(/used by BGP config "as65001"/)
  })
})

describe('peers and routes', () => {
  it('shows the seeded peers established, with exports, imports and message history', async () => {
    const admin = await testServer().as('fleet-admin')
    const peers = await json<{ addr: string; state: string; local_asn: number }[]>(
      await admin.get(`${BFD}/bgp-status`),
    )
    expect(peers.map((p) => [p.addr, p.state, p.local_asn])).toEqual([
      ['192.0.2.1', 'established', 65001],
      ['192.0.2.5', 'established', 65001],
    ])
    const exported = schema.BgpExported.parse(await (await admin.get(`${BFD}/bgp-exported`)).json())
    expect(exported.exports['192.0.2.1']).toEqual(['198.51.100.0/24', '203.0.113.0/25'])

    const routes = await json<{ prefix: string; nexthop: string; switch: string }[]>(
      await admin.get(`${BFD}/bgp-routes-ipv4?asn=65001`),
    )
    expect(routes).toContainEqual(
      expect.objectContaining({ prefix: '10.200.0.0/16', nexthop: '192.0.2.1', switch: 'switch0' }),
    )
    expect(await json(await admin.get(`${BFD}/bgp-routes-ipv4?asn=1`))).toEqual([])

    const history = await json<{
      switch_histories: { switch: string; history: Record<string, { sent: unknown[] }> }[]
    }>(await admin.get(`${BFD}/bgp-message-history?asn=65001`))
    expect(history.switch_histories.map((h) => h.switch)).toEqual(['switch0', 'switch1'])
    expect(history.switch_histories[0].history['192.0.2.1'].sent.length).toBeGreaterThan(0)
  })
})

describe('a peer configured on a switch port', () => {
  it('comes up state by state, then exports the set and imports the default route', async () => {
    vi.stubEnv('MOCK_BGP_STEP_MS', '1000')
    vi.useFakeTimers({ toFake: ['Date'] })
    const admin = await testServer().as('fleet-admin')
    configureBgpPeers('switch1', [
      {
        addr: '192.0.2.9',
        bgp_config: 'as65001',
        allowed_export: { type: 'no_filtering' },
        allowed_import: { type: 'no_filtering' },
        communities: [],
        connect_retry: 3,
        delay_open: 0,
        enforce_first_as: false,
        hold_time: 6,
        idle_hold_time: 3,
        interface_name: 'phy0',
        keepalive: 2,
      },
    ])
    const peer = async () => {
      const all = await json<{ addr: string; state: string; remote_asn: number }[]>(
        await admin.get(`${BFD}/bgp-status`),
      )
      return all.find((p) => p.addr === '192.0.2.9')
    }
    const states: string[] = []
    for (let i = 0; i < 5; i++) {
      states.push((await peer())!.state)
      vi.advanceTimersByTime(1000)
    }
    expect(states).toEqual(['connect', 'open_sent', 'open_confirm', 'session_setup', 'established'])
    expect((await peer())!.remote_asn).toBe(64512)

    const exported = schema.BgpExported.parse(await (await admin.get(`${BFD}/bgp-exported`)).json())
    expect(exported.exports['192.0.2.9']).toEqual(['198.51.100.0/24', '203.0.113.0/25'])
    const routes = await json<{ prefix: string; nexthop: string }[]>(
      await admin.get(`${BFD}/bgp-routes-ipv4?asn=65001`),
    )
    expect(routes).toContainEqual(
      expect.objectContaining({ prefix: '0.0.0.0/0', nexthop: '192.0.2.9' }),
    )

    unconfigureBgpPeers('switch1', ['192.0.2.9'])
    expect(await peer()).toBeUndefined()
  })
})

describe('BFD sessions', () => {
  it('a session enabled goes down → init → up, and disable removes it', async () => {
    vi.stubEnv('MOCK_BGP_STEP_MS', '1000')
    vi.useFakeTimers({ toFake: ['Date'] })
    const admin = await testServer().as('fleet-admin')
    const body = {
      switch: 'switch1',
      remote: '192.0.2.5',
      local: '192.0.2.6',
      mode: 'multi_hop',
      detection_threshold: 3,
      required_rx: 250000,
    }
    expect((await admin.post(`${BFD}/bfd-enable`, body)).status).toBe(204)
    const stateOf = async () => {
      const all = await json<{ peer: string; switch: string; state: string }[]>(
        await admin.get(`${BFD}/bfd-status`),
      )
      return all.find((s) => s.peer === '192.0.2.5' && s.switch === 'switch1')?.state
    }
    expect(await stateOf()).toBe('down')
    vi.advanceTimersByTime(1100)
    expect(await stateOf()).toBe('init')
    vi.advanceTimersByTime(1000)
    expect(await stateOf()).toBe('up')

    const twice = await admin.post(`${BFD}/bfd-enable`, body)
    expect(twice.status).toBe(400)

    const disable = { switch: 'switch1', remote: '192.0.2.5' }
    expect((await admin.post(`${BFD}/bfd-disable`, disable)).status).toBe(204)
    expect(await stateOf()).toBeUndefined()
    expect((await admin.post(`${BFD}/bfd-disable`, disable)).status).toBe(404)
  })

  it('refuses a switch that is not switch0 or switch1', async () => {
    const admin = await testServer().as('fleet-admin')
    const res = await admin.post(`${BFD}/bfd-enable`, {
      switch: 'switch7',
      remote: '192.0.2.5',
      mode: 'single_hop',
      detection_threshold: 3,
      required_rx: 250000,
    })
    expect(res.status).toBe(400)
  })
})
