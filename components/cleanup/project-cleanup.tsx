import { Eraser } from 'lucide-react'
import * as React from 'react'
import { useRefusals, type Refusals } from '@/components/kit/use-refusals'
import { Button } from '@/components/ui/button'
import { lazyOnRender } from '@/components/ui/lazy'
import { PageHeader } from '@/components/ui/page-header'
import type { Instance, Snapshot } from '@/lib/api/__generated__/Api'
import { useFilteredPages } from '@/lib/api/filtered-pages'
import * as op from '@/lib/api/ops'
import {
  DEFAULT_SNAPSHOT_AGE_DAYS,
  DEFAULT_STOPPED_FOR_DAYS,
  diskCleanable,
  floatingIpCleanable,
  instanceLongStopped,
  snapshotOlderThan,
} from '@/lib/domain/cleanup'
import { projectInstances, type Located, type Search } from './cleanup-list'
import {
  DetachedDisks,
  OldSnapshots,
  SpareFloatingIps,
  StoppedInstances,
  type RoleRules,
} from './cleanup-kinds'

// the idle instances read a metric per running instance: their code and reads wait for the
// section to be opened
const IdleInstances = lazyOnRender(() => import('./idle-instances').then((m) => m.IdleInstances))

/**
 * A project's resources that hold quota, or an address, doing nothing: each list read
 * page by page from the project's own, with what each row holds and the selected rows'
 * actions (issue 47).
 */
export function ProjectCleanup({ project }: { project: string }) {
  const refused = useRefusals(project)
  return (
    <>
      <PageHeader title="Cleanup" icon={<Eraser className="h-5 w-5" aria-hidden />} />
      <p className="mb-6 max-w-3xl text-sm text-muted-foreground">
        What in {project} holds the silo’s quota or an address without doing anything. Each list
        looks through the project’s own a page at a time: look through more to go on.
      </p>
      <ProjectDisks project={project} refused={refused} />
      <ProjectFloatingIps project={project} refused={refused} />
      <ProjectSnapshots project={project} refused={refused} />
      <ProjectStoppedInstances project={project} refused={refused} />
      <IdleSection project={project} refused={refused} />
    </>
  )
}

type ListProps = { project: string; refused: Refusals }

/** A project's rows, each with the project it is in, as the lists take them. */
function useLocated<T>(search: Search<T>, project: string): Search<Located<T>> {
  const { found } = search
  const located = React.useMemo(
    () => found?.map((item) => ({ ...item, project })),
    [found, project],
  )
  return { ...search, found: located }
}

/** On a project's page its roles decide the verb; a row is never skipped for them. */
function useProjectRoles(refused: Refusals): RoleRules {
  return React.useMemo(
    () => ({ verb: (action) => refused(action), row: () => undefined }),
    [refused],
  )
}

function ProjectDisks({ project, refused }: ListProps) {
  const search = useFilteredPages(op.diskList, { query: { project } }, diskCleanable)
  const roles = useProjectRoles(refused)
  return <DetachedDisks search={useLocated(search, project)} roles={roles} />
}

function ProjectFloatingIps({ project, refused }: ListProps) {
  const search = useFilteredPages(op.floatingIpList, { query: { project } }, floatingIpCleanable)
  const roles = useProjectRoles(refused)
  return <SpareFloatingIps search={useLocated(search, project)} roles={roles} />
}

function ProjectSnapshots({ project, refused }: ListProps) {
  const [age, setAge] = React.useState(DEFAULT_SNAPSHOT_AGE_DAYS)
  const keep = React.useCallback((s: Snapshot) => snapshotOlderThan(s, age), [age])
  const search = useFilteredPages(op.snapshotList, { query: { project } }, keep)
  const roles = useProjectRoles(refused)
  return (
    <OldSnapshots search={useLocated(search, project)} roles={roles} age={age} onAge={setAge} />
  )
}

function ProjectStoppedInstances({ project, refused }: ListProps) {
  const [stoppedFor, setStoppedFor] = React.useState(DEFAULT_STOPPED_FOR_DAYS)
  const keep = React.useCallback((i: Instance) => instanceLongStopped(i, stoppedFor), [stoppedFor])
  const search = useFilteredPages(op.instanceList, projectInstances(project), keep)
  const roles = useProjectRoles(refused)
  return (
    <StoppedInstances
      search={useLocated(search, project)}
      roles={roles}
      stoppedFor={stoppedFor}
      onStoppedFor={setStoppedFor}
    />
  )
}

/** Closed until asked: its reads (one metric per running instance) start when it opens. */
function IdleSection(props: ListProps) {
  const [open, setOpen] = React.useState(false)
  if (open) return <IdleInstances {...props} />
  return (
    <section aria-labelledby="cleanup-idle" className="mb-10">
      <h2 id="cleanup-idle" className="mb-1 text-lg font-semibold">
        Idle running instances
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        Running instances whose vCPUs stayed mostly idle over the last week. It reads each running
        instance’s CPU, a few at a time.
      </p>
      <Button variant="outline" size="sm" aria-expanded={false} onClick={() => setOpen(true)}>
        Check the CPU of running instances
      </Button>
    </section>
  )
}
