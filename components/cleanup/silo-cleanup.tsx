import * as React from 'react'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { useRefusals, type Refusals } from '@/components/kit/use-refusals'
import { Button } from '@/components/ui/button'
import { ColumnText } from '@/components/ui/column-text'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import type { Disk, FloatingIp, Instance, Project, Snapshot } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import * as op from '@/lib/api/ops'
import {
  apiRead,
  useQueuedApiQueries,
  useQueuedRefresh,
  useReadQueue,
  type ApiRead,
  type QueuedResult,
} from '@/lib/api/queued-queries'
import { useInfiniteApiQuery } from '@/lib/api/query'
import { listAnd } from '@/lib/core/format/list'
import { uniqueBy } from '@/lib/core/keys'
import { pb } from '@/lib/core/paths'
import {
  DEFAULT_SNAPSHOT_AGE_DAYS,
  DEFAULT_STOPPED_FOR_DAYS,
  diskCleanable,
  diskHolds,
  floatingIpCleanable,
  instanceHolds,
  instanceLongStopped,
  snapshotHolds,
  snapshotOlderThan,
  totalHeld,
  type QuotaHeld,
} from '@/lib/domain/cleanup'
import type { Action } from '@/lib/domain/permissions'
import { days, heldText, type Located, type Search } from './cleanup-list'
import {
  DetachedDisks,
  OldSnapshots,
  SpareFloatingIps,
  StoppedInstances,
  type RoleRules,
} from './cleanup-kinds'

/** Projects per page of the summary. */
const PROJECTS_PAGE = 25
/** Items of each of a project's lists the summary looks through: its first page. */
const SCAN = 200
/** A project's lists read at once. */
const IN_FLIGHT = 4

type Item = { id: string }
/** The first page of one of a project's lists, each resource once; `more` when it has more. */
type Scan<T> = { items: T[]; more: boolean }

const scanOf = <T extends Item>(answer: { items: T[]; nextPage?: string | null }): Scan<T> => ({
  // an item listed twice is one resource
  items: uniqueBy(answer.items, (item) => item.id),
  more: !!answer.nextPage,
})

/** Each project's four lists, their first page each; the same reads whatever the thresholds. */
const READS = {
  disks: (project: string) =>
    apiRead(op.diskList, { query: { project, limit: SCAN } }, (a) => scanOf<Disk>(a)),
  ips: (project: string) =>
    apiRead(op.floatingIpList, { query: { project, limit: SCAN } }, (a) => scanOf<FloatingIp>(a)),
  snapshots: (project: string) =>
    apiRead(op.snapshotList, { query: { project, limit: SCAN } }, (a) => scanOf<Snapshot>(a)),
  instances: (project: string) =>
    apiRead(op.instanceList, { query: { project, limit: SCAN } }, (a) => scanOf<Instance>(a)),
}
type KindKey = keyof typeof READS
const KIND_KEYS = Object.keys(READS) as KindKey[]
const KIND_WORDS: Record<KindKey, string> = {
  disks: 'disks',
  ips: 'floating IPs',
  snapshots: 'snapshots',
  instances: 'instances',
}

/** One kind at the chosen thresholds: the table's heading, the rule, what a row holds. */
type Kind = { key: KindKey; label: string; pick: (item: never) => boolean; holds?: HoldsOf }
type HoldsOf = (item: never) => QuotaHeld

const kindsAt = (age: number, stoppedFor: number): Kind[] => [
  { key: 'disks', label: 'Detached disks', pick: diskCleanable, holds: diskHolds },
  { key: 'ips', label: 'Spare floating IPs', pick: floatingIpCleanable },
  {
    key: 'snapshots',
    label: `Snapshots over ${days(age)}`,
    pick: (s: Snapshot) => snapshotOlderThan(s, age),
    holds: snapshotHolds,
  },
  {
    key: 'instances',
    label: `Stopped over ${days(stoppedFor)}`,
    pick: (i: Instance) => instanceLongStopped(i, stoppedFor),
    holds: instanceHolds,
  },
]

/** One kind in one project: the rows its rule picks from the first page, when answered. */
type Picked = {
  rows: Located<Item>[] | undefined
  more: boolean
  error: QueuedResult<unknown>['error']
}

// each answer a number, so a list of answers can say whether any changed
const answerIds = new WeakMap<object, number>()
let lastId = 0
const answerId = (r: QueuedResult<object>) => {
  if (r.error) return 'e'
  if (!r.data) return '-'
  let id = answerIds.get(r.data)
  if (id === undefined) answerIds.set(r.data, (id = ++lastId))
  return id
}

/** A count read from a first page that has more: at least that many. */
const countText = (p: Picked | undefined) =>
  p?.error ? 'Failed' : p?.rows ? `${p.rows.length}${p.more ? '+' : ''}` : undefined

/** Reads the user's roles on one project and hands its refusals up: a hook per project. */
function ProjectRefusals({
  project,
  report,
}: {
  project: string
  report: (project: string, refused: Refusals) => void
}) {
  const refused = useRefusals(project)
  React.useEffect(() => report(project, refused), [project, refused, report])
  return null
}

/**
 * The silo's cleanup (issue 47): per project, how many of each kind the first page of each
 * of its lists holds and what they hold together, linking to the project's cleanup page;
 * below, the four lists across those projects, each row with its project, to act on. The
 * projects are read a page at a time, their lists a few at a time, rows shown as they come.
 */
export function SiloCleanup() {
  const projects = useInfiniteApiQuery(
    op.projectList,
    { query: { limit: PROJECTS_PAGE } },
    (pageToken) => ({ query: { limit: PROJECTS_PAGE, pageToken } }),
  )
  const list = React.useMemo(
    () => uniqueBy((projects.data?.pages ?? []).flatMap((p) => p.items) as Project[], (p) => p.id),
    [projects.data],
  )
  const queue = useReadQueue(IN_FLIGHT)
  // read afresh on each visit: what was cleaned up since shows gone
  const [visit] = React.useState(() => Date.now())
  const scope = React.useMemo(() => ['silo-cleanup', visit], [visit])
  const reads = React.useMemo(
    () => list.flatMap((p) => KIND_KEYS.map((k) => READS[k](p.name) as ApiRead<Scan<Item>>)),
    [list],
  )
  const results = useQueuedApiQueries(reads, { queue, scope, enabled: true })
  const refresh = useQueuedRefresh(scope)
  const failed = blockingError(projects)

  const [age, setAge] = React.useState(DEFAULT_SNAPSHOT_AGE_DAYS)
  const [stoppedFor, setStoppedFor] = React.useState(DEFAULT_STOPPED_FOR_DAYS)
  const kinds = React.useMemo(() => kindsAt(age, stoppedFor), [age, stoppedFor])

  // results is a new array each render; its answers are what matter
  const answers = results.map(answerId).join()
  /** picked[project index][kind index] */
  const picked = React.useMemo(
    () =>
      list.map((p, n) =>
        kinds.map((kind, k): Picked => {
          const r = results[n * KIND_KEYS.length + k]
          const pick = kind.pick as (item: Item) => boolean
          return {
            rows: r?.data?.items.filter(pick).map((item) => ({ ...item, project: p.name })),
            more: !!r?.data?.more,
            error: r?.error,
          }
        }),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `answers` stands for `results`
    [list, kinds, answers],
  )

  // the roles of each project with a row to act on, one hook per project
  const [refusals, setRefusals] = React.useState<ReadonlyMap<string, Refusals>>(new Map())
  const report = React.useCallback(
    (project: string, refused: Refusals) =>
      setRefusals((m) => (m.get(project) === refused ? m : new Map(m).set(project, refused))),
    [],
  )
  const withRows = list.filter((_, n) => picked[n]?.some((k) => (k.rows?.length ?? 0) > 0))
  const roles = React.useMemo<RoleRules>(() => {
    const row = (action: Action, project: string) => refusals.get(project)?.(action)
    return {
      row,
      // refused when no selected row may be deleted: the first one's reason
      verb: (action, selected) =>
        selected.length > 0 && selected.every((r) => row(action, r.project))
          ? row(action, selected[0].project)
          : undefined,
    }
  }, [refusals])

  // each kind's rows across the projects read, in the projects' order
  const rowsOf = React.useMemo(
    () => kinds.map((_, k) => picked.flatMap((p) => p[k].rows ?? [])),
    [kinds, picked],
  )

  /** One kind across the projects read: `CleanupList`'s search, paged by project. */
  const across = (k: number) => {
    const answered = picked.filter((p) => p[k].rows || p[k].error)
    const errors = list.filter((_, n) => picked[n][k].error).map((p) => p.name)
    const partial = list.filter((_, n) => picked[n][k].more).map((p) => p.name)
    const search: Search<Located<never>> = {
      query: projects,
      found: projects.data ? (rowsOf[k] as Located<never>[]) : undefined,
      scanned: answered.length,
      hasMore: !!projects.hasNextPage,
      loadingMore: projects.isFetchingNextPage,
      more: () => {
        if (projects.hasNextPage && !projects.isFetchingNextPage) void projects.fetchNextPage()
      },
    }
    const what = KIND_WORDS[KIND_KEYS[k]]
    return {
      search,
      roles,
      across: true,
      what: 'projects',
      waiting: answered.length < list.length,
      // a deleted instance's disks are detached and its floating IPs set free
      deleted: ({ project }: { project: string }) =>
        (KIND_KEYS[k] === 'instances' ? KIND_KEYS : [KIND_KEYS[k]]).forEach((key) =>
          refresh(READS[key](project)),
        ),
      notes: (errors.length > 0 || partial.length > 0) && (
        <div className="mb-2 text-sm">
          {errors.length > 0 && (
            <p role="alert" className="text-destructive">
              Could not read the {what} of {listAnd(errors)}.{' '}
              <Button
                variant="link"
                size="inline"
                onClick={() => errors.forEach((p) => refresh(READS[KIND_KEYS[k]](p)))}
              >
                Retry
              </Button>
            </p>
          )}
          {partial.length > 0 && (
            <p className="text-muted-foreground">
              Only the first {SCAN} {what} of {listAnd(partial)} were looked through: a project’s
              cleanup page looks further.
            </p>
          )}
        </div>
      ),
    }
  }

  return (
    <section aria-labelledby="cleanup-heading" className="mb-8 mt-8">
      <h2 id="cleanup-heading" className="mb-1 text-lg font-semibold">
        What can be cleaned up
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        Per project, what holds quota or an address doing nothing, from the first {SCAN} of each of
        its lists (a count with + has more). Below, the same across the projects, to delete; a
        project’s cleanup page looks further, and checks running instances for idle CPU.
      </p>
      <SectionQueryError query={projects} what="projects" className="mb-3" />
      {!failed && (
        <Table aria-busy={projects.isPending}>
          <TableCaption className="sr-only">What can be cleaned up, by project</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Project</TableHead>
              {kinds.map((k) => (
                <TableHead key={k.key}>{k.label}</TableHead>
              ))}
              <TableHead>They hold</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {projects.isPending && (
              <TableRow>
                <TableCell colSpan={kinds.length + 2}>
                  <Skeleton className="h-5 w-full" />
                </TableCell>
              </TableRow>
            )}
            {!projects.isPending && list.length === 0 && (
              <TableRow>
                <TableCell colSpan={kinds.length + 2} className="text-muted-foreground">
                  No projects
                </TableCell>
              </TableRow>
            )}
            {list.map((p, n) => {
              const row = picked[n]
              const answered = row.every((r) => r.rows)
              const held = totalHeld(
                row.flatMap((r, k) => {
                  const holds = kinds[k].holds as ((item: Item) => QuotaHeld) | undefined
                  return holds ? (r.rows ?? []).map(holds) : []
                }),
              )
              return (
                <TableRow key={p.id}>
                  <TableCell className="max-w-64 font-medium">
                    <ColumnText text={p.name} href={pb.cleanup({ project: p.name })} />
                  </TableCell>
                  {row.map((r, k) => (
                    <TableCell key={kinds[k].key} className={r.error ? 'text-destructive' : ''}>
                      {countText(r) ?? <Skeleton className="h-4 w-6" />}
                    </TableCell>
                  ))}
                  <TableCell>
                    {answered ? heldText(held) : <Skeleton className="h-4 w-24" />}
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      )}
      {projects.hasNextPage && (
        <Button
          className="mt-2"
          variant="outline"
          size="sm"
          disabled={projects.isFetchingNextPage}
          onClick={() => void projects.fetchNextPage()}
        >
          {projects.isFetchingNextPage ? 'Loading projects…' : 'More projects'}
        </Button>
      )}
      {withRows.map((p) => (
        <ProjectRefusals key={p.id} project={p.name} report={report} />
      ))}
      <div className="mt-8">
        <DetachedDisks {...across(0)} />
        <SpareFloatingIps {...across(1)} />
        <OldSnapshots {...across(2)} age={age} onAge={setAge} />
        <StoppedInstances {...across(3)} stoppedFor={stoppedFor} onStoppedFor={setStoppedFor} />
      </div>
    </section>
  )
}
