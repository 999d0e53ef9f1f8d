import { createHash } from 'node:crypto'
import type { Json, MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import type {
  BfdState,
  BgpPeer as BgpPeerConfig,
  BgpPeerState,
  SwitchLocation,
} from '@/lib/api/__generated__/Api'
import { requireActor, requireFleet } from '../access/auth'
import {
  db,
  findByNameOrId,
  removeWhere,
  type BgpAnnounceSet,
  type BgpConfig,
  type BgpPeer,
} from '../store/db'
import { alreadyExists, invalidRequest, isUuid, notFound } from '../transport/errors'
import { newId } from '../store/create'
import { envMsRange } from '../knobs/ms-range'
import { paginate } from '../store/pagination'
import { created, stampNow } from '../transport/respond'

/**
 * BGP configurations, announce sets and BFD sessions of the rack's switches.
 * Peers are configured through switch port settings (`db.bgpPeers`); their
 * sessions, like BFD sessions, come up by themselves over a few seconds, one
 * state per MOCK_BGP_STEP_MS (1500).
 */

const fleetViewer = (req: Request) => requireFleet(requireActor(req), 'viewer')
const fleetAdmin = (req: Request) => requireFleet(requireActor(req), 'admin')

const stepMs = () => envMsRange('MOCK_BGP_STEP_MS', { min: 1500, max: 1500 }).min

/**
 * The states a new BGP session passes through, in order, as maghemite reports
 * them (an enabled peer leaves `idle` at once, so it isn't shown).
 */
const PEER_STATES: BgpPeerState[] = [
  'connect',
  'open_sent',
  'open_confirm',
  'session_setup',
  'established',
]
const BFD_STATES: BfdState[] = ['down', 'init', 'up']

/** Where a session is `elapsed` ms after it was configured, and since when (ms ago). */
function progress<S>(states: S[], since: string, now: number) {
  const elapsed = Math.max(0, now - Date.parse(since))
  const step = stepMs()
  const index =
    step === 0 ? states.length - 1 : Math.min(states.length - 1, Math.floor(elapsed / step))
  return { state: states[index], inStateMs: elapsed - index * step }
}

const peerState = (peer: BgpPeer, now = Date.now()) =>
  progress(PEER_STATES, peer.time_configured, now)

const SWITCHES: SwitchLocation[] = ['switch0', 'switch1']

function checkSwitch(name: string): SwitchLocation {
  const found = SWITCHES.find((s) => s === name)
  if (!found) throw invalidRequest(`switch must be switch0 or switch1, not "${name}"`)
  return found
}

const announceSet = (key: string): BgpAnnounceSet =>
  findByNameOrId(db.bgpAnnounceSets, 'bgp-announce-set', key)

const bgpConfig = (key: string): BgpConfig => findByNameOrId(db.bgpConfigs, 'bgp-config', key)

/**
 * The address lot block an announcement is drawn from. The contract names it
 * by name or id; without a table of lots here, a name stands for a stable id
 * of its own, so the same name always gives the same block id.
 */
export function lotBlockId(key: string) {
  if (isUuid(key)) return key.toLowerCase()
  const h = createHash('sha1').update(`address-lot-block:${key}`).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}

const announcedIpv4 = (setId: string) =>
  db.bgpAnnouncements
    .filter((a) => a.announce_set_id === setId && !a.network.includes(':'))
    .map((a) => a.network)

const configAsn = (configId: string) => db.bgpConfigs.find((c) => c.id === configId)?.asn

const establishedPeersOf = (asn: number, now: number) =>
  db.bgpPeers.filter(
    (p) => configAsn(p.bgp_config_id) === asn && peerState(p, now).state === 'established',
  )

/** The router id a peer identifies itself with: its IPv4 address as a number. */
const routerId = (addr: string) =>
  addr.includes(':') ? 0 : addr.split('.').reduce((acc, o) => acc * 256 + Number(o), 0) >>> 0

/**
 * A peer's message log as maghemite keeps it: what was sent and received,
 * newest last. Keepalives repeat every minute, so only the last few are kept.
 */
function messageHistory(peer: BgpPeer, now: number) {
  const start = Date.parse(peer.time_configured)
  const step = stepMs()
  const at = (ms: number) => new Date(ms).toISOString()
  const open = (asn: number, id: number) => ({ type: 'open', asn, hold_time: 6, id })
  const sent: object[] = []
  const received: object[] = []
  const localAsn = configAsn(peer.bgp_config_id) ?? 0
  if (now >= start + step) {
    sent.push({ timestamp: at(start + step), message: open(localAsn, 0) })
    received.push({
      timestamp: at(start + step + 5),
      message: open(peer.remote_asn, routerId(peer.addr)),
    })
  }
  if (peerState(peer, now).state === 'established') {
    const up = start + (PEER_STATES.length - 1) * step
    sent.push({ timestamp: at(up), message: { type: 'update', nlri: announcedIpv4(setOf(peer)) } })
    received.push({ timestamp: at(up + 10), message: { type: 'update', nlri: peer.imports } })
    const lastMinute = Math.floor((now - up) / 60_000)
    for (let m = Math.max(1, lastMinute - 2); m <= lastMinute; m++) {
      sent.push({ timestamp: at(up + m * 60_000), message: { type: 'keepalive' } })
      received.push({ timestamp: at(up + m * 60_000 + 20), message: { type: 'keepalive' } })
    }
  }
  return { sent, received }
}

/**
 * Peers as switch port settings configure them, once applied to a port of
 * `sw`: each session starts now and comes up state by state. A peer already
 * configured at the same address is replaced. The edge routers announce the
 * default route to the rack. For the switch port settings handlers to call.
 */
export function configureBgpPeers(sw: SwitchLocation, peers: Json<BgpPeerConfig>[]) {
  const time_configured = new Date().toISOString()
  for (const peer of peers) {
    const config = bgpConfig(peer.bgp_config)
    removeWhere(db.bgpPeers, (p) => p.switch === sw && p.addr === peer.addr)
    db.bgpPeers.push({
      switch: sw,
      addr: peer.addr,
      bgp_config_id: config.id,
      // without a required ASN, the one the router opens with: the seed's edge routers'
      remote_asn: peer.remote_asn ?? 64512,
      time_configured,
      imports: ['0.0.0.0/0'],
    })
  }
}

/** Ends the sessions with these peers on `sw`, as clearing a port's settings does. */
export function unconfigureBgpPeers(sw: SwitchLocation, addrs: string[]) {
  removeWhere(db.bgpPeers, (p) => p.switch === sw && addrs.includes(p.addr))
}

const setOf = (peer: BgpPeer) => db.bgpConfigAnnounceSet.get(peer.bgp_config_id) ?? ''

export const bgpHandlers: Partial<MSWHandlers> = {
  networkingBgpConfigList({ req, query }) {
    fleetViewer(req)
    return paginate(query, db.bgpConfigs)
  },

  networkingBgpConfigCreate({ req, body }) {
    fleetAdmin(req)
    if (db.bgpConfigs.some((c) => c.name === body.name))
      throw alreadyExists('bgp-config', body.name)
    if (body.asn === 0) throw invalidRequest('ASN 0 is reserved and cannot be used')
    const set = announceSet(body.bgp_announce_set_id)
    const config: BgpConfig = {
      id: newId(),
      name: body.name,
      description: body.description,
      asn: body.asn,
      vrf: body.vrf ?? null,
      ...stampNow(),
    }
    db.bgpConfigs.push(config)
    db.bgpConfigAnnounceSet.set(config.id, set.id)
    return created(config)
  },

  networkingBgpConfigDelete({ req, query }) {
    fleetAdmin(req)
    const config = bgpConfig(query.nameOrId)
    if (db.bgpPeers.some((p) => p.bgp_config_id === config.id)) {
      throw invalidRequest(
        `BGP config "${config.name}" is used by switch port settings and cannot be deleted`,
      )
    }
    removeWhere(db.bgpConfigs, (c) => c.id === config.id)
    db.bgpConfigAnnounceSet.delete(config.id)
    return 204
  },

  networkingBgpAnnounceSetList({ req, query }) {
    fleetViewer(req)
    // the contract pages this list's parameters but answers a plain array
    return paginate(query, db.bgpAnnounceSets).items
  },

  networkingBgpAnnounceSetUpdate({ req, body }) {
    fleetAdmin(req)
    const existing = db.bgpAnnounceSets.find((s) => s.name === body.name)
    const stamp = stampNow()
    const set: BgpAnnounceSet = existing
      ? Object.assign(existing, {
          description: body.description,
          time_modified: stamp.time_modified,
        })
      : { id: newId(), name: body.name, description: body.description, ...stamp }
    if (!existing) db.bgpAnnounceSets.push(set)
    // the set's announcements are replaced as a whole
    removeWhere(db.bgpAnnouncements, (a) => a.announce_set_id === set.id)
    for (const a of body.announcement) {
      db.bgpAnnouncements.push({
        announce_set_id: set.id,
        address_lot_block_id: lotBlockId(a.address_lot_block),
        network: a.network,
      })
    }
    return set
  },

  networkingBgpAnnounceSetDelete({ req, path }) {
    fleetAdmin(req)
    const set = announceSet(path.announceSet)
    const user = db.bgpConfigs.find((c) => db.bgpConfigAnnounceSet.get(c.id) === set.id)
    if (user) {
      throw invalidRequest(
        `announce set "${set.name}" is used by BGP config "${user.name}" and cannot be deleted`,
      )
    }
    removeWhere(db.bgpAnnounceSets, (s) => s.id === set.id)
    removeWhere(db.bgpAnnouncements, (a) => a.announce_set_id === set.id)
    return 204
  },

  networkingBgpAnnouncementList({ req, path }) {
    fleetViewer(req)
    const set = announceSet(path.announceSet)
    return db.bgpAnnouncements.filter((a) => a.announce_set_id === set.id)
  },

  networkingBgpStatus({ req }) {
    fleetViewer(req)
    const now = Date.now()
    return db.bgpPeers.map((p) => {
      const { state, inStateMs } = peerState(p, now)
      return {
        switch: p.switch,
        addr: p.addr,
        local_asn: configAsn(p.bgp_config_id) ?? 0,
        remote_asn: p.remote_asn,
        state,
        state_duration_millis: Math.floor(inStateMs),
      }
    })
  },

  networkingBgpExported({ req }) {
    fleetViewer(req)
    const now = Date.now()
    const exports: Record<string, string[]> = {}
    for (const p of db.bgpPeers) {
      if (peerState(p, now).state === 'established') exports[p.addr] = announcedIpv4(setOf(p))
    }
    return { exports }
  },

  networkingBgpImportedRoutesIpv4({ req, query }) {
    fleetViewer(req)
    return establishedPeersOf(query.asn, Date.now()).flatMap((p) =>
      p.addr.includes(':')
        ? []
        : p.imports.map((prefix) => ({
            id: routerId(p.addr),
            nexthop: p.addr,
            prefix,
            switch: p.switch,
          })),
    )
  },

  networkingBgpMessageHistory({ req, query }) {
    fleetViewer(req)
    const now = Date.now()
    const peers = db.bgpPeers.filter((p) => configAsn(p.bgp_config_id) === query.asn)
    return {
      switch_histories: SWITCHES.filter((s) => peers.some((p) => p.switch === s)).map((s) => ({
        switch: s,
        history: Object.fromEntries(
          peers.filter((p) => p.switch === s).map((p) => [p.addr, messageHistory(p, now)]),
        ),
      })),
    }
  },

  networkingBfdStatus({ req }) {
    fleetViewer(req)
    const now = Date.now()
    return db.bfdSessions.map(({ remote, time_enabled, ...s }) => ({
      ...s,
      peer: remote,
      state: progress(BFD_STATES, time_enabled, now).state,
    }))
  },

  networkingBfdEnable({ req, body }) {
    fleetAdmin(req)
    const sw = checkSwitch(body.switch)
    if (body.local && body.local.includes(':') !== body.remote.includes(':')) {
      throw invalidRequest('local and remote addresses must be of the same IP version')
    }
    if (db.bfdSessions.some((s) => s.switch === sw && s.remote === body.remote)) {
      throw invalidRequest(`a BFD session with ${body.remote} already exists on ${sw}`)
    }
    db.bfdSessions.push({
      switch: sw,
      remote: body.remote,
      local: body.local ?? null,
      mode: body.mode,
      detection_threshold: body.detection_threshold,
      required_rx: body.required_rx,
      time_enabled: new Date().toISOString(),
    })
    return 204
  },

  networkingBfdDisable({ req, body }) {
    fleetAdmin(req)
    const sw = checkSwitch(body.switch)
    const found = db.bfdSessions.some((s) => s.switch === sw && s.remote === body.remote)
    if (!found) throw notFound('bfd-session', `${sw} ${body.remote}`, 'name')
    removeWhere(db.bfdSessions, (s) => s.switch === sw && s.remote === body.remote)
    return 204
  },
}
