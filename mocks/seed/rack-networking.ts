import { db, type SwitchPortSettings } from '../store/db'
import { daysBefore } from './util'

/**
 * The rack's network as an operator leaves it after setup: one infra lot for
 * the uplinks and loopbacks, eight ports per switch, settings applied to the
 * uplink `qsfp0` of each switch with the upstream routers heard over LLDP, and
 * one loopback address. Ids are fixed so pages and links stay stable.
 */

const SWITCHES = ['switch0', 'switch1']
const PORT_NAMES = ['qsfp0', 'qsfp1', 'qsfp2', 'qsfp3', 'qsfp4', 'qsfp5', 'qsfp6', 'qsfp7']

const fixedId = (kind: number, n: number) =>
  `5ac0f000-0000-4000-8${kind.toString(16).padStart(3, '0')}-${n.toString(16).padStart(12, '0')}`

export function seedRackNetworking() {
  const rackId = db.racks[0]?.id
  if (!rackId) return
  const t = daysBefore(120)

  const lot = {
    id: fixedId(1, 1),
    name: 'uplink-lot',
    description: 'Uplink and loopback addresses',
    kind: 'infra' as const,
    time_created: t,
    time_modified: t,
  }
  db.addressLots.push(lot)
  const uplinks = {
    id: fixedId(2, 1),
    first_address: '198.51.100.1',
    last_address: '198.51.100.31',
    address_lot_id: lot.id,
  }
  const loopbacks = {
    id: fixedId(2, 2),
    first_address: '198.51.100.240',
    last_address: '198.51.100.254',
    address_lot_id: lot.id,
  }
  db.addressLotBlocks.push(uplinks, loopbacks)

  SWITCHES.forEach((switch_location, s) =>
    PORT_NAMES.forEach((port_name, p) =>
      db.switchPorts.push({
        id: fixedId(3, s * 16 + p),
        rack_id: rackId,
        switch_location,
        port_name,
        port_settings_id: null,
      }),
    ),
  )

  SWITCHES.forEach((switchName, s) => {
    const id = fixedId(4, s + 1)
    const gateway = `198.51.100.${1 + s * 4}`
    const own = `198.51.100.${2 + s * 4}/30`
    const lldp = {
      id: fixedId(5, s + 1),
      enabled: true,
      link_name: 'phy0',
      chassis_id: null,
      link_description: `Uplink of ${switchName}`,
      management_ip: null,
      system_name: `oxide-${switchName}`,
      system_description: null,
    }
    const settings: SwitchPortSettings = {
      id,
      name: `uplink-${switchName}`,
      description: `Uplink settings of ${switchName}, qsfp0`,
      time_created: t,
      time_modified: t,
      addresses: [
        {
          address: own,
          address_lot_block_id: uplinks.id,
          address_lot_id: lot.id,
          address_lot_name: lot.name,
          interface_name: 'phy0',
          port_settings_id: id,
          vlan_id: null,
        },
      ],
      bgp_peers: [],
      groups: [],
      interfaces: [],
      vlan_interfaces: [],
      links: [
        {
          autoneg: false,
          fec: 'rs',
          link_name: 'phy0',
          lldp_link_config: lldp,
          mtu: 1500,
          port_settings_id: id,
          speed: 'speed100_g',
          tx_eq_config: null,
        },
      ],
      port: { geometry: 'qsfp28x1', port_settings_id: id },
      routes: [
        {
          dst: '0.0.0.0/0',
          gw: gateway,
          interface_name: 'phy0',
          port_settings_id: id,
          rib_priority: null,
          vlan_id: null,
        },
      ],
    }
    db.switchPortSettings.push(settings)
    const port = db.switchPorts.find(
      (p) => p.switch_location === switchName && p.port_name === 'qsfp0',
    )
    if (!port) return
    port.port_settings_id = id
    db.lldpConfigs.set(port.id, { ...lldp })
    db.lldpNeighbors.set(port.id, [
      {
        chassis_id: `0c:c4:7a:1f:${s}0:01`,
        first_seen: daysBefore(119),
        last_seen: daysBefore(0.001),
        link_name: `Ethernet1/${s + 1}`,
        link_description: `to oxide ${switchName} qsfp0`,
        local_port: 'qsfp0',
        management_ip: [{ addr: { ip_addr: gateway }, interface_num: { if_index: 10 + s } }],
        system_name: `edge-router-${s + 1}`,
        system_description: 'Edge router, upstream of the rack',
      },
    ])
  })

  db.loopbackAddresses.push({
    id: fixedId(6, 1),
    address: '198.51.100.250/32',
    address_lot_block_id: loopbacks.id,
    rack_id: rackId,
    switch_location: 'switch0',
    anycast: false,
  })
}
