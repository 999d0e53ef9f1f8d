import type { UseQueryResult } from '@tanstack/react-query'
import { useApiQueries, useApiQuery } from '@/lib/api/query'
import type { ApiError } from '@/lib/api/errors'
import { PICKER_LIMIT, pickerTruncated } from '@/lib/api/picker-limit'
import { certificateValidity } from '@/components/system/certificates/certificate-validity'
import {
  bySeverity,
  certificateIssues,
  defaultPoolIssues,
  failedInstanceIssues,
  faultedDiskIssues,
  identityProviderIssues,
  ipPoolIssues,
  physicalDiskIssues,
  quotaIssues,
  sledIssues,
  type SystemIssue,
} from '@/lib/domain/system-issues/rules'
import * as op from '@/lib/api/ops'

/**
 * Every check of the issues page, each from its own API sources. The fleet-wide
 * lists go out together; what needs an item of one of them (a pool's
 * utilization, a silo's providers and pools, a project's instances and disks)
 * goes out together as soon as that list arrives: two rounds in all, however
 * many pools, silos and projects there are.
 */

export type CheckState = {
  id: string
  label: string
  /** what was looked at, e.g. "8 sleds" */
  scope?: string
  pending: boolean
  /** the first failed request, if any: the check is incomplete */
  error: ApiError | null
  retry: () => void
  /** a list had more than one page of PICKER_LIMIT: later items were not checked */
  truncated: boolean
  issues: SystemIssue[]
}

const page = { limit: PICKER_LIMIT }
/** The checks read many lists; they need not be fresher than this between pages of the system side. */
const staleTime = 30_000

type Source = Pick<UseQueryResult<unknown, ApiError>, 'isPending' | 'error' | 'refetch'>

function combine(
  id: string,
  label: string,
  sources: Source[],
  issues: SystemIssue[],
  scope?: string,
  truncated = false,
): CheckState {
  const failed = sources.filter((s) => s.error)
  return {
    id,
    label,
    scope,
    pending: sources.some((s) => s.isPending && !s.error),
    error: failed[0]?.error ?? null,
    retry: () => failed.forEach((s) => void s.refetch()),
    truncated,
    issues: issues.sort(bySeverity),
  }
}

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

export function useSystemIssues(): CheckState[] {
  const options = { staleTime }
  const sleds = useApiQuery(op.sledList, { query: page }, options)
  const physicalDisks = useApiQuery(op.physicalDiskList, { query: page }, options)
  const pools = useApiQuery(op.ipPoolList, { query: page }, options)
  const silos = useApiQuery(op.siloList, { query: page }, options)
  const siloUtil = useApiQuery(op.siloUtilizationList, { query: page }, options)
  const projects = useApiQuery(op.projectList, { query: page }, options)
  const certificates = useApiQuery(op.certificateList, { query: page }, options)

  const poolItems = pools.data?.items ?? []
  const siloItems = silos.data?.items ?? []
  const samlSilos = siloItems.filter((s) => s.identityMode === 'saml_jit')
  const projectItems = projects.data?.items ?? []

  const poolUtil = useApiQueries(
    op.ipPoolUtilizationView,
    poolItems.map((p) => ({ path: { pool: p.id } })),
    options,
  )
  const siloProviders = useApiQueries(
    op.siloIdentityProviderList,
    samlSilos.map((s) => ({ query: { silo: s.id, limit: 1 } })),
    options,
  )
  const siloPools = useApiQueries(
    op.siloIpPoolList,
    siloItems.map((s) => ({ path: { silo: s.id }, query: page })),
    options,
  )
  const instances = useApiQueries(
    op.instanceList,
    projectItems.map((p) => ({ query: { project: p.id, ...page } })),
    options,
  )
  const disks = useApiQueries(
    op.diskList,
    projectItems.map((p) => ({ query: { project: p.id, ...page } })),
    options,
  )

  const perProject = <T>(results: UseQueryResult<{ items: T[] }, ApiError>[]) =>
    results.flatMap((r, i) =>
      r.data ? [{ project: projectItems[i].name, items: r.data.items }] : [],
    )

  return [
    combine(
      'instances',
      'Failed instances',
      [projects, ...instances],
      perProject(instances).flatMap(({ project, items }) => failedInstanceIssues(project, items)),
      projects.data && `${count(projectItems.length, 'project')} of this silo`,
      pickerTruncated(projects.data) || instances.some((r) => pickerTruncated(r.data)),
    ),
    combine(
      'disks',
      'Faulted disks',
      [projects, ...disks],
      perProject(disks).flatMap(({ project, items }) => faultedDiskIssues(project, items)),
      projects.data && `${count(projectItems.length, 'project')} of this silo`,
      pickerTruncated(projects.data) || disks.some((r) => pickerTruncated(r.data)),
    ),
    combine(
      'sleds',
      'Sleds',
      [sleds],
      sledIssues(sleds.data?.items ?? []),
      sleds.data && count(sleds.data.items.length, 'sled'),
      pickerTruncated(sleds.data),
    ),
    combine(
      'physical-disks',
      'Physical disks',
      [physicalDisks, sleds],
      physicalDiskIssues(physicalDisks.data?.items ?? [], sleds.data?.items ?? []),
      physicalDisks.data && count(physicalDisks.data.items.length, 'physical disk'),
      pickerTruncated(physicalDisks.data),
    ),
    combine(
      'ip-pools',
      'IP pool utilization',
      [pools, ...poolUtil],
      poolUtil.flatMap((r, i) => (r.data ? ipPoolIssues(poolItems[i], r.data) : [])),
      pools.data && count(poolItems.length, 'IP pool'),
      pickerTruncated(pools.data),
    ),
    combine(
      'quotas',
      'Silo quotas',
      [siloUtil],
      quotaIssues(siloUtil.data?.items ?? []),
      siloUtil.data && count(siloUtil.data.items.length, 'silo'),
      pickerTruncated(siloUtil.data),
    ),
    combine(
      'silo-setup',
      'Silo identity providers and default pools',
      [silos, ...siloProviders, ...siloPools],
      [
        ...siloProviders.flatMap((r, i) =>
          r.data ? identityProviderIssues(samlSilos[i], r.data.items.length) : [],
        ),
        ...siloPools.flatMap((r, i) =>
          r.data ? defaultPoolIssues(siloItems[i], r.data.items) : [],
        ),
      ],
      silos.data && count(siloItems.length, 'silo'),
      pickerTruncated(silos.data) || siloPools.some((r) => pickerTruncated(r.data)),
    ),
    combine(
      'certificates',
      'TLS certificates',
      [certificates],
      certificateIssues(
        (certificates.data?.items ?? []).map((c) => ({
          certificate: c,
          notAfter: certificateValidity(c.cert)?.notAfter,
        })),
      ),
      // the API lists the certificates of the signed-in user's silo only
      certificates.data && `${count(certificates.data.items.length, 'certificate')} of this silo`,
      pickerTruncated(certificates.data),
    ),
  ]
}

/** All issues found so far, for the count in the side navigation. */
export const issueCount = (checks: CheckState[]) => checks.reduce((n, c) => n + c.issues.length, 0)
