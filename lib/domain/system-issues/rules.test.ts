import { describe, expect, it } from 'vitest'
import { formatDateTime } from '@/lib/core/format/date'
import type {
  Certificate,
  Disk,
  Instance,
  IpPool,
  PhysicalDisk,
  Silo,
  SiloUtilization,
  Sled,
} from '@/lib/api/__generated__/Api'
import {
  bySeverity,
  certificateIssues,
  defaultPoolIssues,
  failedInstanceIssues,
  faultedDiskIssues,
  identityProviderIssues,
  ipPoolIssues,
  physicalDiskIssues,
  poolOverLimit,
  quotaIssues,
  sledIssues,
} from './rules'

const now = new Date('2026-11-24T12:00:00Z')
const time = new Date('2026-01-01T00:00:00Z')

const instance = (name: string, over: Partial<Instance>): Instance =>
  ({
    id: `id-${name}`,
    name,
    description: '',
    projectId: 'p',
    runState: 'running',
    autoRestartEnabled: true,
    ncpus: 1,
    memory: 1,
    hostname: name,
    timeCreated: time,
    timeModified: time,
    timeRunStateUpdated: time,
    ...over,
  }) as Instance

const sled = (serial: string, policy: Sled['policy'], state: Sled['state'] = 'active'): Sled => ({
  id: `sled-${serial}`,
  baseboard: { part: 'p', revision: 1, serial },
  policy,
  rackId: 'r',
  state,
  usableHardwareThreads: 128,
  usablePhysicalRam: 1,
  timeCreated: time,
  timeModified: time,
})

const silo = (name: string, identityMode: Silo['identityMode']): Silo => ({
  id: `silo-${name}`,
  name,
  description: '',
  discoverable: true,
  identityMode,
  mappedFleetRoles: {},
  timeCreated: time,
  timeModified: time,
})

describe('failed instances', () => {
  it('lists a failed instance that auto-restart will not bring back, and no other', () => {
    const instances = [
      instance('off', { runState: 'failed', autoRestartEnabled: false }),
      instance('cooling', {
        runState: 'failed',
        autoRestartCooldownExpiration: new Date('2026-11-24T13:00:00Z'),
      }),
      instance('due', {
        runState: 'failed',
        autoRestartCooldownExpiration: new Date('2026-11-24T11:00:00Z'),
      }),
      instance('no-cooldown', { runState: 'failed' }),
      instance('fine', { runState: 'running', autoRestartEnabled: false }),
    ]
    const issues = failedInstanceIssues('web', instances, now)
    expect(issues.map((i) => i.summary)).toEqual([
      'Instance off has failed',
      'Instance cooling has failed',
    ])
    expect(issues[0].target).toEqual({ kind: 'instance', project: 'web', instance: 'off' })
    expect(issues[1].detail).toContain(
      `cooling down until ${formatDateTime(new Date('2026-11-24T13:00:00Z'))}`,
    )
  })
})

describe('faulted disks', () => {
  it('lists only faulted disks, linked to their project', () => {
    const disk = (name: string, state: Disk['state']) => ({ id: name, name, state }) as Disk
    const issues = faultedDiskIssues('web', [
      disk('a', { state: 'faulted' }),
      disk('b', { state: 'detached' }),
    ])
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({
      summary: 'Disk a is faulted',
      target: { kind: 'disk', project: 'web', disk: 'a' },
    })
  })
})

describe('sleds', () => {
  it('flags non-provisionable sleds and expunged sleds still active', () => {
    const issues = sledIssues([
      sled('A1', { kind: 'in_service', provisionPolicy: 'provisionable' }),
      sled('B2', { kind: 'in_service', provisionPolicy: 'non_provisionable' }),
      sled('C3', { kind: 'expunged' }),
      sled('D4', { kind: 'expunged' }, 'decommissioned'),
    ])
    expect(issues.map((i) => [i.summary, i.severity])).toEqual([
      ['Sled B2 is not provisionable', 'warning'],
      ['Sled C3 is expunged but still active', 'critical'],
    ])
  })
})

describe('physical disks', () => {
  it('flags drives out of service in a sled in service, not those of an expunged sled', () => {
    const working = sled('W1', { kind: 'in_service', provisionPolicy: 'provisionable' })
    const gone = sled('G1', { kind: 'expunged' }, 'decommissioned')
    const disk = (
      serial: string,
      sledId: string,
      policy: PhysicalDisk['policy'],
      state: PhysicalDisk['state'],
    ) => ({ id: serial, serial, model: 'm', sledId, policy, state }) as PhysicalDisk
    const issues = physicalDiskIssues(
      [
        disk('ok', working.id, { kind: 'in_service' }, 'active'),
        disk('failed', working.id, { kind: 'expunged' }, 'decommissioned'),
        disk('draining', working.id, { kind: 'expunged' }, 'active'),
        disk('with-its-sled', gone.id, { kind: 'expunged' }, 'decommissioned'),
      ],
      [working, gone],
    )
    expect(issues.map((i) => i.summary)).toEqual([
      'Physical disk failed is out of service',
      'Physical disk draining is out of service',
    ])
    expect(issues[0].detail).toBe('Policy expunged, state decommissioned; model m, in sled W1.')
  })
})

describe('IP pools', () => {
  const pool = { id: 'p1', name: 'public' } as IpPool
  const v4 = (allocated: number, capacity: number) => ({
    ipv4: { allocated, capacity },
    ipv6: { allocated: '0', capacity: '0' },
  })

  it('flags a pool over 80% allocated, not one at 80% or an empty one', () => {
    expect(ipPoolIssues(pool, v4(81, 100))[0].summary).toBe('IP pool public is 81% allocated')
    expect(ipPoolIssues(pool, v4(80, 100))).toEqual([])
    expect(ipPoolIssues(pool, v4(0, 0))).toEqual([])
  })

  it('raises nothing, and throws nothing, on a count that is not a number', () => {
    const odd = {
      ipv4: { allocated: 90, capacity: 100 },
      ipv6: { allocated: 'n/a', capacity: '0' },
    }
    expect(poolOverLimit(odd)).toBe(false)
    expect(ipPoolIssues(pool, odd)).toEqual([])
  })

  it('compares 128-bit IPv6 counts without losing precision', () => {
    const capacity = (2n ** 100n).toString()
    const justOver = ((2n ** 100n * 8n) / 10n + 1n).toString()
    const atLimit = ((2n ** 100n * 8n) / 10n).toString()
    const v6 = (allocated: string) => ({
      ipv4: { allocated: 0, capacity: 0 },
      ipv6: { allocated, capacity },
    })
    expect(poolOverLimit(v6(justOver))).toBe(true)
    expect(poolOverLimit(v6(atLimit))).toBe(false)
  })
})

describe('quotas', () => {
  const util = (
    siloName: string,
    allocated: SiloUtilization['allocated'],
    provisioned: SiloUtilization['provisioned'],
  ): SiloUtilization => ({ siloId: siloName, siloName, allocated, provisioned })

  it('flags each resource over 90% of its quota, critical when it is used up', () => {
    const issues = quotaIssues([
      util('a', { cpus: 10, memory: 100, storage: 100 }, { cpus: 10, memory: 91, storage: 90 }),
      util('b', { cpus: 0, memory: 0, storage: 0 }, { cpus: 0, memory: 0, storage: 0 }),
    ])
    expect(issues.map((i) => [i.summary, i.severity])).toEqual([
      ['Silo a uses 100% of its vCPUs quota', 'critical'],
      ['Silo a uses 91% of its memory quota', 'warning'],
    ])
    expect(issues[0].target).toEqual({ kind: 'siloQuotas', silo: 'a' })
  })

  it('flags use beyond a zero quota', () => {
    const [issue] = quotaIssues([
      util('z', { cpus: 0, memory: 0, storage: 0 }, { cpus: 2, memory: 0, storage: 0 }),
    ])
    expect(issue.summary).toBe('Silo z uses all of its vCPUs quota')
  })
})

describe('silo setup', () => {
  it('flags a SAML silo without a provider, never a local one', () => {
    expect(identityProviderIssues(silo('s', 'saml_jit'), 0)[0].summary).toBe(
      'Silo s has no identity provider',
    )
    expect(identityProviderIssues(silo('s', 'saml_jit'), 1)).toEqual([])
    expect(identityProviderIssues(silo('l', 'local_only'), 0)).toEqual([])
  })

  it('flags a silo without a default pool', () => {
    expect(defaultPoolIssues(silo('s', 'local_only'), [{ isDefault: false }])[0].detail).toMatch(
      /without naming a pool/,
    )
    expect(defaultPoolIssues(silo('s', 'local_only'), [])[0].detail).toMatch(/No IP pool/)
    expect(defaultPoolIssues(silo('s', 'local_only'), [{ isDefault: true }])).toEqual([])
  })
})

describe('certificates', () => {
  const DAY = 86_400_000
  const cert = (name: string): Certificate => ({
    id: `cert-${name}`,
    name,
    description: '',
    cert: '',
    service: 'external_api',
    timeCreated: time,
    timeModified: time,
  })
  const expiring = (name: string, inMs: number | undefined) => ({
    certificate: cert(name),
    notAfter: inMs === undefined ? undefined : new Date(now.getTime() + inMs),
  })

  it('warns of a certificate expiring within 30 days and flags an expired one as critical', () => {
    const issues = certificateIssues(
      [
        expiring('soon', 12 * DAY + 1000),
        expiring('tomorrow', DAY + 1000),
        expiring('gone', -DAY),
        expiring('later', 31 * DAY),
        expiring('unreadable', undefined),
      ],
      now,
    )
    expect(issues.map((i) => [i.summary, i.severity])).toEqual([
      ['Certificate soon expires in 12 days', 'warning'],
      ['Certificate tomorrow expires in 1 day', 'warning'],
      ['Certificate gone has expired', 'critical'],
    ])
    expect(issues[0].detail).toMatch(
      /^It expires on .*; upload a renewed certificate before then\.$/,
    )
    expect(issues[2].target).toEqual({ kind: 'certificate', certificate: 'gone' })
  })

  it('still warns on the 30th day', () => {
    expect(certificateIssues([expiring('edge', 30 * DAY)], now)).toHaveLength(1)
  })
})

it('orders critical issues first, then by summary', () => {
  const issues = [
    ...sledIssues([sled('Z', { kind: 'in_service', provisionPolicy: 'non_provisionable' })]),
    ...identityProviderIssues(silo('b', 'saml_jit'), 0),
    ...identityProviderIssues(silo('a', 'saml_jit'), 0),
  ].sort(bySeverity)
  expect(issues.map((i) => i.summary)).toEqual([
    'Silo a has no identity provider',
    'Silo b has no identity provider',
    'Sled Z is not provisionable',
  ])
})
