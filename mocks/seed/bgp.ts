import { db } from '../store/db'
import { newId } from '../store/create'
import { lotBlockId } from '../handlers/bgp'

/**
 * The rack's uplink routing: one BGP config announcing the rack's public
 * range from announce set `rack-uplinks`, two peers (one per switch) that
 * were configured an hour ago and are established, and a BFD session that
 * watches the first of them.
 */
export function seedBgp() {
  const hourAgo = new Date(Date.now() - 3600_000).toISOString()
  const setId = newId()
  db.bgpAnnounceSets.push({
    id: setId,
    name: 'rack-uplinks',
    description: 'Public range the rack announces to its upstream routers',
    time_created: hourAgo,
    time_modified: hourAgo,
  })
  for (const network of ['198.51.100.0/24', '203.0.113.0/25']) {
    db.bgpAnnouncements.push({
      announce_set_id: setId,
      address_lot_block_id: lotBlockId('uplink-lot'),
      network,
    })
  }
  const configId = newId()
  db.bgpConfigs.push({
    id: configId,
    name: 'as65001',
    description: 'Uplink BGP of rack 1',
    asn: 65001,
    vrf: null,
    time_created: hourAgo,
    time_modified: hourAgo,
  })
  db.bgpConfigAnnounceSet.set(configId, setId)
  db.bgpPeers.push(
    {
      switch: 'switch0',
      addr: '192.0.2.1',
      bgp_config_id: configId,
      remote_asn: 64512,
      time_configured: hourAgo,
      imports: ['0.0.0.0/0', '10.200.0.0/16'],
    },
    {
      switch: 'switch1',
      addr: '192.0.2.5',
      bgp_config_id: configId,
      remote_asn: 64512,
      time_configured: hourAgo,
      imports: ['0.0.0.0/0'],
    },
  )
  db.bfdSessions.push({
    switch: 'switch0',
    remote: '192.0.2.1',
    local: '192.0.2.2',
    mode: 'single_hop',
    detection_threshold: 3,
    required_rx: 300_000,
    time_enabled: hourAgo,
  })
}
