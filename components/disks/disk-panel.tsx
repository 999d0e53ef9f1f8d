import { useRouter } from 'next/router'
import { CopyableValue } from '@/components/kit/copyable-value'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { SidePanelSkeleton, SidePanelView } from '@/components/kit/forms/side-panel'
import { InstanceByIdLink } from '@/components/instances/instance-by-id-link'
import { PropertiesTable } from '@/components/ui/properties-table'
import type { Disk } from '@/lib/api/__generated__/Api'
import type { ApiError } from '@/lib/api/errors'
import { blockingError } from '@/lib/api/load-state'
import { pageQueries } from '@/lib/api/page-queries'
import { useApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { formatDateTime } from '@/lib/core/format/date'
import { diskInstanceId, diskSettling } from '@/lib/domain/disk'
import { DiskSourceDetails } from './disk-source-details'
import { DiskSourceName } from './disk-source-name'
import { DiskStateBadge } from './disk-state'
import { useDiskSources } from './use-disk-sources'

const TITLE = 'Disk'

/** What the panel reads of the disk's query (and of what it took to find the disk). */
export type DiskLoad = {
  data: Disk | undefined
  error: ApiError | null
  dataUpdatedAt: number
  isFetching: boolean
  refetch: () => unknown
}

/** A disk of the project by name, over the list `dismissTo` names. */
export function DiskPanel({
  project,
  disk,
  dismissTo,
}: {
  project: string
  disk: string
  dismissTo: string
}) {
  // a disk on its way somewhere (attaching, being created) is followed until it settles
  const query = useApiQuery(...pageQueries.disk({ project, disk }).disk, {
    pollWhile: (d) => diskSettling(d.state.state),
  })
  return <DiskPanelView project={project} query={query} dismissTo={dismissTo} />
}

/**
 * One disk's properties, read-only, in a panel over the list it was opened from: state,
 * where it is attached, what it was made from, with that source's own details. Closing it
 * goes back to that list, where the page was.
 */
export function DiskPanelView({
  project,
  query,
  dismissTo,
}: {
  project: string
  query: DiskLoad
  dismissTo: string
}) {
  const router = useRouter()
  const sources = useDiskSources(project)
  const dismiss = () => void router.push(dismissTo, undefined, { scroll: false })

  const failed = blockingError(query)
  if (failed) {
    return (
      <SidePanelView title={TITLE} onDismiss={dismiss}>
        <QueryError error={failed} />
      </SidePanelView>
    )
  }
  const d = query.data
  if (!d) return <SidePanelSkeleton title={TITLE} onDismiss={dismiss} />
  const source = sources.sourceOf?.(d)

  return (
    <SidePanelView
      title={TITLE}
      description={<span className="break-all">{d.name}</span>}
      onDismiss={dismiss}
    >
      <RefreshFailed query={query} what="this disk" />
      <PropertiesTable
        labels="narrow"
        items={[
          { label: 'Name', value: <span className="break-all">{d.name}</span> },
          {
            label: 'Description',
            value: d.description && <span className="whitespace-pre-wrap">{d.description}</span>,
          },
          { label: 'ID', value: <CopyableValue value={d.id} label="disk ID" mono /> },
          { label: 'Size', value: formatBytes(d.size) },
          { label: 'Block size', value: formatBytes(d.blockSize) },
          { label: 'State', value: <DiskStateBadge state={d.state.state} /> },
          {
            label: 'Device path',
            value: <span className="break-all font-mono text-xs">{d.devicePath}</span>,
          },
          {
            label: 'Attached to',
            value: (
              <InstanceByIdLink project={project} instanceId={diskInstanceId(d.state)} overList />
            ),
          },
          {
            label: 'Source',
            value: <DiskSourceName project={project} source={source} partial={sources.partial} />,
          },
          { label: 'Created', value: formatDateTime(d.timeCreated) },
          { label: 'Last modified', value: formatDateTime(d.timeModified) },
        ]}
      />
      {source && source.kind !== 'blank' && (
        <DiskSourceDetails project={project} source={source} partial={sources.partial} />
      )}
    </SidePanelView>
  )
}
