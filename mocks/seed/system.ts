import { faker } from '@faker-js/faker'
import type { Silo, User } from '../store/db'
import { db } from '../store/db'
import { sortAuditLog } from '../store/audit'
import { newId } from '../store/create'
import { daysBefore, hex } from './util'
import { SERVICE_POOL } from '../rules/service-pool'

export function seedIpPools(acme: Silo, globex: Silo) {
  const time = daysBefore(390)
  const pool = (name: string, description: string, ranges: [string, string][]) => {
    const id = newId()
    db.ipPools.push({ id, name, description, time_created: time, time_modified: time })
    for (const [first, last] of ranges) {
      db.ipPoolRanges.push({
        id: newId(),
        ip_pool_id: id,
        range: { first, last },
        time_created: time,
      })
    }
    return id
  }
  const main = pool('default', 'Public addresses for instances', [
    ['203.0.113.10', '203.0.113.250'],
  ])
  const second = pool('ipv4-pool-2', 'A second block of public addresses', [
    ['198.51.100.1', '198.51.100.100'],
    ['192.0.2.16', '192.0.2.31'],
  ])
  db.ipPoolSilos.push(
    { ip_pool_id: main, silo_id: acme.id, is_default: true },
    { ip_pool_id: main, silo_id: globex.id, is_default: true },
    { ip_pool_id: second, silo_id: acme.id, is_default: false },
  )
  db.ipPoolRanges.push({
    id: '001de000-5110-4000-8000-000000000002',
    ip_pool_id: SERVICE_POOL.id,
    range: { first: '172.20.26.1', last: '172.20.26.32' },
    time_created: SERVICE_POOL.time_created,
  })
}

export function seedHardware() {
  const time = daysBefore(420)
  const rackId = newId()
  db.racks.push({ id: rackId, time_created: time, time_modified: time })

  const serial = (prefix: string) => `${prefix}${faker.string.numeric(7)}`
  for (let i = 0; i < 8; i++) {
    const sledId = newId()
    db.sleds.push({
      id: sledId,
      rack_id: rackId,
      baseboard: { part: '913-0000019', revision: 6, serial: serial('BRM4') },
      policy: {
        kind: 'in_service',
        provision_policy: i === 6 ? 'non_provisionable' : 'provisionable',
      },
      state: 'active',
      usable_hardware_threads: 128,
      // ~1 TiB of DRAM less what the host OS keeps for itself
      usable_physical_ram: 1_086_626_725_888,
      time_created: time,
      time_modified: time,
    })
    const disk = (form_factor: 'u2' | 'm2', vendor: string, model: string) =>
      db.physicalDisks.push({
        id: newId(),
        sled_id: sledId,
        form_factor,
        vendor,
        model,
        serial: hex(8).toUpperCase(),
        policy: { kind: 'in_service' },
        state: 'active',
        time_created: time,
        time_modified: time,
      })
    for (let d = 0; d < 10; d++) disk('u2', '1b96', 'WUS4C6432DSP3X3')
    if (i === 2) {
      // a drive that failed and was taken out of service, not yet replaced
      const failed = db.physicalDisks[db.physicalDisks.length - 1]
      failed.policy = { kind: 'expunged' }
      failed.state = 'decommissioned'
      failed.time_modified = daysBefore(12)
    }
    for (let d = 0; d < 2; d++) disk('m2', '1344', 'Micron_7300_MTFDHBG1T9TDF')
  }
  // a sled taken out of service for good: listed still, but it runs nothing and counts for nothing
  const expunged = daysBefore(60)
  db.sleds.push({
    id: newId(),
    rack_id: rackId,
    baseboard: { part: '913-0000019', revision: 5, serial: serial('BRM4') },
    policy: { kind: 'expunged' },
    state: 'decommissioned',
    usable_hardware_threads: 128,
    usable_physical_ram: 1_086_626_725_888,
    time_created: time,
    time_modified: expunged,
  })
  // two sleds cabled into the last cubbies, waiting for an operator to add them
  for (const cubby of [30, 31]) {
    db.uninitializedSleds.push({
      rack_id: rackId,
      cubby,
      baseboard: { part: '913-0000019', revision: 6, serial: serial('BRM4') },
    })
  }
  for (let i = 0; i < 2; i++) {
    db.switches.push({
      id: newId(),
      rack_id: rackId,
      baseboard: { part: '913-0000006', revision: 4, serial: serial('BRM3') },
      time_created: time,
      time_modified: time,
    })
  }
}

/**
 * `count` entries (thirty unless MOCK_AUDIT_ENTRIES asks for more) over the
 * past week, newest a few minutes ago, kept in the log's order.
 */
export function seedAuditLog(silo: Silo, actors: User[], count = 30) {
  const now = Date.now()
  const ops: [string, string, number][] = [
    ['login_local', '/v1/login/acme/local', 204],
    ['project_create', '/v1/projects', 201],
    ['instance_create', '/v1/instances?project=mock-project', 201],
    ['instance_start', '/v1/instances/db1/start?project=mock-project', 202],
    ['instance_stop', '/v1/instances/build-runner/stop?project=mock-project', 202],
    ['disk_create', '/v1/disks?project=mock-project', 201],
    ['disk_delete', '/v1/disks/old-scratch?project=mock-project', 204],
    ['snapshot_create', '/v1/snapshots?project=mock-project', 201],
    ['vpc_firewall_rules_update', '/v1/vpc-firewall-rules?project=mock-project&vpc=mock-vpc', 200],
    ['floating_ip_attach', '/v1/floating-ips/web-fip/attach?project=mock-project', 202],
    ['project_policy_update', '/v1/projects/mock-project/policy', 200],
    ['ip_pool_range_add', '/v1/system/ip-pools/ipv4-pool-2/ranges/add', 201],
  ]
  for (let i = 0; i < count; i++) {
    const started = now - 5 * 60_000 - (i * 7 * 86_400_000) / count - faker.number.int(3_600_000)
    const failedLogin = i % 9 === 4
    const builtin = i % 13 === 7
    const [operation_id, request_uri, status] = failedLogin
      ? ['login_local', '/v1/login/acme/local', 401]
      : faker.helpers.arrayElement(ops)
    const user = faker.helpers.arrayElement(actors)
    db.auditLog.push({
      id: newId(),
      operation_id,
      request_id: newId(),
      request_uri,
      source_ip: `172.20.${faker.number.int({ min: 1, max: 30 })}.${faker.number.int({ min: 2, max: 250 })}`,
      user_agent: faker.helpers.arrayElement([
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
        'oxide-cli/0.12.0',
      ]),
      auth_method: failedLogin ? null : request_uri.includes('login') ? null : 'session_cookie',
      actor: failedLogin
        ? { kind: 'unauthenticated' }
        : builtin
          ? { kind: 'user_builtin', user_builtin_id: db.usersBuiltin[1].id }
          : { kind: 'silo_user', silo_id: silo.id, silo_user_id: user.id },
      result: failedLogin
        ? {
            kind: 'error',
            http_status_code: 401,
            error_code: 'Unauthorized',
            error_message: 'credentials missing or invalid',
          }
        : { kind: 'success', http_status_code: status },
      time_started: new Date(started).toISOString(),
      time_completed: new Date(started + faker.number.int({ min: 20, max: 1500 })).toISOString(),
    })
  }
  sortAuditLog()
}
