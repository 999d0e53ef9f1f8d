import type {
  Certificate,
  Disk,
  Instance,
  IpPool,
  IpPoolUtilization,
  PhysicalDisk,
  Silo,
  SiloUtilization,
  Sled,
} from '@/lib/api/__generated__/Api'
import { sumCounts } from '@/lib/core/count'
import { formatDateTime } from '@/lib/core/format/date'
import { dueForAutoRestart } from '@/lib/domain/instance'

/**
 * What needs an operator's attention, computed from what the API answers.
 * Each rule is a pure function of one source, so a source that fails to load
 * leaves the other checks standing.
 */

/** Where an issue is fixed: the console page its link opens. */
export type IssueTarget =
  | { kind: 'instance'; project: string; instance: string }
  | { kind: 'disk'; project: string; disk: string }
  | { kind: 'sled'; sledId: string }
  | { kind: 'physicalDisk'; diskId: string }
  | { kind: 'ipPool'; pool: string }
  | { kind: 'siloQuotas'; silo: string }
  | { kind: 'siloIdps'; silo: string }
  | { kind: 'siloIpPools'; silo: string }
  | { kind: 'certificate'; certificate: string }

export type SystemIssue = {
  /** stable across refetches, so a row keeps its place and focus */
  key: string
  severity: 'critical' | 'warning'
  summary: string
  detail: string
  target: IssueTarget
}

/** An IP pool is nearly exhausted above this share of its addresses allocated. */
const POOL_ALLOCATED_LIMIT = 0.8
/** A silo is close to a quota above this share of it provisioned. */
const QUOTA_PROVISIONED_LIMIT = 0.9

const percent = (share: number) => `${Math.round(share * 100)}%`

/** Failed instances that auto-restart will not bring back: someone must act. */
export function failedInstanceIssues(
  project: string,
  instances: Instance[],
  now: Date = new Date(),
): SystemIssue[] {
  return instances
    .filter((i) => i.runState === 'failed' && !dueForAutoRestart(i, now))
    .map((i) => ({
      key: `instance:${i.id}`,
      severity: 'critical',
      summary: `Instance ${i.name} has failed`,
      detail: i.autoRestartEnabled
        ? `In project ${project}; auto-restart is cooling down until ${i.autoRestartCooldownExpiration ? formatDateTime(i.autoRestartCooldownExpiration) : 'later'}.`
        : `In project ${project}; auto-restart is off, so it stays failed until it is started.`,
      target: { kind: 'instance', project, instance: i.name },
    }))
}

export function faultedDiskIssues(project: string, disks: Disk[]): SystemIssue[] {
  return disks
    .filter((d) => d.state.state === 'faulted')
    .map((d) => ({
      key: `disk:${d.id}`,
      severity: 'critical',
      summary: `Disk ${d.name} is faulted`,
      detail: `In project ${project}; its data may be unavailable.`,
      target: { kind: 'disk', project, disk: d.name },
    }))
}

const sledLabel = (s: Sled) => s.baseboard.serial || s.id

export function sledIssues(sleds: Sled[]): SystemIssue[] {
  return sleds.flatMap((s): SystemIssue[] => {
    if (s.policy.kind === 'in_service' && s.policy.provisionPolicy === 'non_provisionable') {
      return [
        {
          key: `sled:${s.id}`,
          severity: 'warning',
          summary: `Sled ${sledLabel(s)} is not provisionable`,
          detail: 'No new instances are placed on it; the ones it runs stay.',
          target: { kind: 'sled', sledId: s.id },
        },
      ]
    }
    // expunged is for good; until the sled is also decommissioned it is still being drained
    if (s.policy.kind === 'expunged' && s.state === 'active') {
      return [
        {
          key: `sled:${s.id}`,
          severity: 'critical',
          summary: `Sled ${sledLabel(s)} is expunged but still active`,
          detail: 'It has been removed from service and has not finished decommissioning.',
          target: { kind: 'sled', sledId: s.id },
        },
      ]
    }
    return []
  })
}

/**
 * Drives out of service in a sled that is still in service: a slot to refill.
 * The drives of an expunged sled went with it and need nothing more.
 */
export function physicalDiskIssues(disks: PhysicalDisk[], sleds: Sled[]): SystemIssue[] {
  const sledOf = new Map(sleds.map((s) => [s.id, s]))
  return disks
    .filter((d) => d.policy.kind !== 'in_service' || d.state !== 'active')
    .filter((d) => sledOf.get(d.sledId ?? '')?.policy.kind !== 'expunged')
    .map((d) => {
      const sled = sledOf.get(d.sledId ?? '')
      return {
        key: `physical-disk:${d.id}`,
        severity: 'warning',
        summary: `Physical disk ${d.serial || d.id} is out of service`,
        detail: `Policy ${d.policy.kind.replace('_', ' ')}, state ${d.state}; model ${d.model}${sled ? `, in sled ${sledLabel(sled)}` : ''}.`,
        target: { kind: 'physicalDisk', diskId: d.id },
      }
    })
}

/**
 * The share of a pool's addresses allocated, IPv4 and IPv6 together, in thousandths: IPv6
 * counts are 128-bit numeric strings, so it is worked out in BigInt. Undefined with no
 * capacity or a count that can't be read: no issue is raised on a figure nobody knows.
 */
function poolShareMille(u: IpPoolUtilization): bigint | undefined {
  const allocated = sumCounts([u.ipv4.allocated, u.ipv6.allocated])
  const capacity = sumCounts([u.ipv4.capacity, u.ipv6.capacity])
  if (allocated === undefined || capacity === undefined || capacity === 0n) return undefined
  return (allocated * 1000n) / capacity
}

export function poolOverLimit(u: IpPoolUtilization, limit = POOL_ALLOCATED_LIMIT) {
  const allocated = sumCounts([u.ipv4.allocated, u.ipv6.allocated])
  const capacity = sumCounts([u.ipv4.capacity, u.ipv6.capacity])
  if (allocated === undefined || capacity === undefined || capacity === 0n) return false
  const scale = 1000n
  return allocated * scale > capacity * BigInt(Math.round(limit * Number(scale)))
}

export function ipPoolIssues(pool: IpPool, utilization: IpPoolUtilization): SystemIssue[] {
  if (!poolOverLimit(utilization)) return []
  return [
    {
      key: `ip-pool:${pool.id}`,
      severity: 'warning',
      summary: `IP pool ${pool.name} is ${percent(Number(poolShareMille(utilization)) / 1000)} allocated`,
      detail: `More than ${percent(POOL_ALLOCATED_LIMIT)} of its addresses are in use; add a range before it runs out.`,
      target: { kind: 'ipPool', pool: pool.name },
    },
  ]
}

const RESOURCE_LABEL = { cpus: 'vCPUs', memory: 'memory', storage: 'storage' } as const

export function quotaIssues(utilizations: SiloUtilization[]): SystemIssue[] {
  return utilizations.flatMap((u) =>
    (['cpus', 'memory', 'storage'] as const).flatMap((kind): SystemIssue[] => {
      const quota = u.allocated[kind]
      const used = u.provisioned[kind]
      if (used === 0) return []
      const share = quota > 0 ? used / quota : Infinity
      if (share <= QUOTA_PROVISIONED_LIMIT) return []
      return [
        {
          key: `quota:${u.siloId}:${kind}`,
          severity: share >= 1 ? 'critical' : 'warning',
          summary: `Silo ${u.siloName} uses ${quota > 0 ? percent(share) : 'all'} of its ${RESOURCE_LABEL[kind]} quota`,
          detail: 'New instances, disks or snapshots will be refused when the quota runs out.',
          target: { kind: 'siloQuotas', silo: u.siloName },
        },
      ]
    }),
  )
}

/** A SAML silo without a provider can't sign anyone in. */
export function identityProviderIssues(silo: Silo, providerCount: number): SystemIssue[] {
  if (silo.identityMode !== 'saml_jit' || providerCount > 0) return []
  return [
    {
      key: `silo-idp:${silo.id}`,
      severity: 'critical',
      summary: `Silo ${silo.name} has no identity provider`,
      detail: 'Its users sign in through SAML, and no provider is configured.',
      target: { kind: 'siloIdps', silo: silo.name },
    },
  ]
}

/** Without a default pool, instances in the silo get no external address unless one is named. */
export function defaultPoolIssues(silo: Silo, pools: { isDefault: boolean }[]): SystemIssue[] {
  if (pools.some((p) => p.isDefault)) return []
  return [
    {
      key: `silo-pool:${silo.id}`,
      severity: 'warning',
      summary: `Silo ${silo.name} has no default IP pool`,
      detail:
        pools.length === 0
          ? 'No IP pool is linked to it, so its instances can get no external address.'
          : 'Instances created without naming a pool get no external address.',
      target: { kind: 'siloIpPools', silo: silo.name },
    },
  ]
}

/** Within this many days of expiry a certificate needs renewing. */
export const CERTIFICATE_RENEWAL_DAYS = 30
const DAY_MS = 86_400_000

/**
 * Certificates past or near their end. The API gives only the PEM, so the
 * caller passes the leaf's notAfter it read from it (undefined if unreadable:
 * nothing to say about those here).
 */
export function certificateIssues(
  certificates: { certificate: Certificate; notAfter: Date | undefined }[],
  now: Date = new Date(),
): SystemIssue[] {
  return certificates.flatMap(({ certificate, notAfter }): SystemIssue[] => {
    if (!notAfter) return []
    const days = Math.floor((notAfter.getTime() - now.getTime()) / DAY_MS)
    if (days > CERTIFICATE_RENEWAL_DAYS) return []
    const expired = notAfter.getTime() <= now.getTime()
    return [
      {
        key: `certificate:${certificate.id}`,
        severity: expired ? 'critical' : 'warning',
        summary: expired
          ? `Certificate ${certificate.name} has expired`
          : `Certificate ${certificate.name} expires in ${days} ${days === 1 ? 'day' : 'days'}`,
        detail: `${expired ? 'It expired' : 'It expires'} on ${formatDateTime(notAfter)}; upload a renewed certificate${expired ? ': clients refuse this one' : ' before then'}.`,
        target: { kind: 'certificate', certificate: certificate.name },
      },
    ]
  })
}

const SEVERITY_ORDER = { critical: 0, warning: 1 } as const

/** Critical first, then by summary, so the list reads the same on every load. */
export const bySeverity = (a: SystemIssue, b: SystemIssue) =>
  SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.summary.localeCompare(b.summary)
