import * as React from 'react'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
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
  useReadQueue,
  type QueuedResult,
} from '@/lib/api/queued-queries'
import { useInfiniteApiQuery } from '@/lib/api/query'
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
import { heldText } from './cleanup-list'

/** Projects per page of the summary. */
const PROJECTS_PAGE = 25
/** Items of each of a project's lists the summary looks through: its first page. */
const SCAN = 200
/** A project's lists read at once. */
const IN_FLIGHT = 4

/** One list's summary in a project: how many it picks, what they hold, whether more are unread. */
type Summary = { count: number; held: QuotaHeld; more: boolean }

const summary =
  <T,>(pick: (item: T) => boolean, holds?: (item: T) => QuotaHeld) =>
  ({ items, nextPage }: { items: T[]; nextPage?: string | null }): Summary => {
    // an item listed twice is one resource
    const picked = uniqueBy(items, (item) => (item as { id: string }).id).filter(pick)
    return {
      count: picked.length,
      held: totalHeld(holds ? picked.map(holds) : []),
      more: !!nextPage,
    }
  }

const KINDS = [
  {
    label: 'Detached disks',
    read: (project: string) =>
      apiRead(
        op.diskList,
        { query: { project, limit: SCAN } },
        summary<Disk>(diskCleanable, diskHolds),
      ),
  },
  {
    label: 'Spare floating IPs',
    read: (project: string) =>
      apiRead(
        op.floatingIpList,
        { query: { project, limit: SCAN } },
        summary<FloatingIp>(floatingIpCleanable),
      ),
  },
  {
    label: `Snapshots over ${DEFAULT_SNAPSHOT_AGE_DAYS} days`,
    read: (project: string) =>
      apiRead(
        op.snapshotList,
        { query: { project, limit: SCAN } },
        summary<Snapshot>((s) => snapshotOlderThan(s, DEFAULT_SNAPSHOT_AGE_DAYS), snapshotHolds),
      ),
  },
  {
    label: `Stopped over ${DEFAULT_STOPPED_FOR_DAYS} days`,
    read: (project: string) =>
      apiRead(
        op.instanceList,
        { query: { project, limit: SCAN } },
        summary<Instance>((i) => instanceLongStopped(i, DEFAULT_STOPPED_FOR_DAYS), instanceHolds),
      ),
  },
] as const

/** A count read from a first page that has more: at least that many. */
const countText = (r: QueuedResult<Summary> | undefined) =>
  r?.error ? 'Failed' : r?.data ? `${r.data.count}${r.data.more ? '+' : ''}` : undefined

/**
 * The silo's cleanup, project by project (issue 47): per project, how many of each kind
 * its first page of each list holds and what they hold together, linking to the project's
 * cleanup page, where they are acted on. The projects are read a page at a time, their
 * lists a few at a time.
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
  const reads = React.useMemo(() => list.flatMap((p) => KINDS.map((k) => k.read(p.name))), [list])
  const results = useQueuedApiQueries(reads, {
    queue,
    scope: ['silo-cleanup', visit],
    enabled: true,
  })
  const failed = blockingError(projects)

  return (
    <section aria-labelledby="cleanup-heading" className="mb-8 mt-8">
      <h2 id="cleanup-heading" className="mb-1 text-lg font-semibold">
        What can be cleaned up
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        Per project, what holds quota or an address doing nothing, from the first {SCAN} of each of
        its lists (a count with + has more). A project’s cleanup page lists them, and checks running
        instances for idle CPU.
      </p>
      <SectionQueryError query={projects} what="projects" className="mb-3" />
      {!failed && (
        <Table aria-busy={projects.isPending}>
          <TableCaption className="sr-only">What can be cleaned up, by project</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Project</TableHead>
              {KINDS.map((k) => (
                <TableHead key={k.label}>{k.label}</TableHead>
              ))}
              <TableHead>They hold</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {projects.isPending && (
              <TableRow>
                <TableCell colSpan={KINDS.length + 2}>
                  <Skeleton className="h-5 w-full" />
                </TableCell>
              </TableRow>
            )}
            {!projects.isPending && list.length === 0 && (
              <TableRow>
                <TableCell colSpan={KINDS.length + 2} className="text-muted-foreground">
                  No projects
                </TableCell>
              </TableRow>
            )}
            {list.map((p, n) => {
              const row = results.slice(n * KINDS.length, (n + 1) * KINDS.length)
              const answered = row.every((r) => r.data)
              const held = totalHeld(row.map((r) => r.data?.held ?? NOTHING))
              return (
                <TableRow key={p.id}>
                  <TableCell className="max-w-64 font-medium">
                    <ColumnText text={p.name} href={pb.cleanup({ project: p.name })} />
                  </TableCell>
                  {row.map((r, i) => (
                    <TableCell key={KINDS[i].label} className={r.error ? 'text-destructive' : ''}>
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
    </section>
  )
}

const NOTHING: QuotaHeld = { cpus: 0, memory: 0, storage: 0 }
